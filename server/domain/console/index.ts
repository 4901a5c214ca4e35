export { listAdsForConsole, saveAd } from './ads-admin';
export { appealQueue, decideAppeal } from './appeal-queue';
export { listAudit } from './audit-log';
export { dashboard } from './dashboard';
export { handleFeedback, listFeedback } from './feedback-admin';
export { checkLedger } from './ledger-check';
export { runMoneyAdmin } from './money-admin';
export {
  decideWithdrawal,
  ledgerStatus,
  payoutChannels,
  settleManualPayout,
  userMoney,
  userStatement,
  withdrawalQueue,
} from './money-queue';
export { listSentNotices, sendNotice } from './notices-admin';
export { admitOperator } from './operator-access';
export type { OperatorGrant } from './operator-access';
export { grantRole, listOperators, revokeRole } from './operators';
export { runPeopleAdmin } from './people-admin';
export { runAdmin } from './release-admin';
export { reviewPost } from './release-review';
export { decideReport } from './report-decisions';
export { listReports } from './report-queue';
export { reviewBulk, reviewQueue } from './review-queue';
export { runRolesAdmin } from './roles-admin';
export { runSmsAdmin } from './sms-admin';
export { listTagsForConsole, renameTag, saveTag } from './tags-admin';
export { listThemesForConsole, saveTheme } from './themes-admin';
export { endUserSession, grantVip, resetUserPassword, userDetail, userOrders, userPosts } from './user-admin';
export { banUser, findUsers, logoutUser, unbanUser } from './user-moderation';
export { jobsOverview, retryJob } from './jobs-admin';
