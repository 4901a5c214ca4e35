import type { EndpointPath } from '../../../protocol/endpoints';
import type { OperatorRole } from '../../../protocol/console-operators';

// The one table of who may make each write of the product. matrix.test.ts runs every row against every
// identity and fails when an endpoint of protocol/endpoints.ts is neither read-only nor given a row here.
//
// "Mutating" = the handler writes data a person owns or sees: accounts and their sessions (login, logout),
// posts, money, chat messages and their delivery or read state, appointments, contacts, favourites, notices,
// feedback, uploads, and the counters people see (post views, ad clicks). Not counted: the envelope's own
// bookkeeping (a token's last use) and throttle counters, which every call may touch.

/**
 * Who calls. `owner` owns the row's target object (a post, a payout account, an appointment, a session…);
 * `another` is an ordinary account on the other side of it where the object has one (the appointment's
 * customer, the person the owner blocked in chat), else just a second account; `user` is an ordinary
 * account with no link to the target. Operators are accounts holding roles (protocol/console-operators.ts) and no
 * link to the target: adding a role is one line here (and the rows that name it).
 */
export const IDENTITIES = {
  guest: { roles: null },
  user: { roles: [] },
  another: { roles: [] },
  owner: { roles: [] },
  support: { roles: ['support'] },
  moderator: { roles: ['moderator'] },
  finance: { roles: ['finance'] },
  admin: { roles: ['admin'] },
} as const satisfies Record<string, { roles: readonly OperatorRole[] | null }>;

export type Identity = keyof typeof IDENTITIES;

/** Every logged-in identity but `no`. */
const membersBut = (...no: Identity[]): Identity[] =>
  (Object.keys(IDENTITIES) as Identity[]).filter((who) => who !== 'guest' && !no.includes(who));

/**
 * `everyone`: guests too; `members`: every logged-in identity, acting on its own behalf (the target, if
 * any, is its own); a list: only those (everyone else must be refused and change nothing).
 */
export type Allow = 'everyone' | 'members' | readonly Identity[];

/** Endpoints that write nothing (see the definition above). */
export const READ_ONLY = [
  '/api/home/config',
  '/api/home/getAds',
  '/api/home/buyNotice',
  '/api/info/getInfoList',
  '/api/info/getInfoVipList',
  '/api/info/getInfoVip',
  '/api/info/getInfoType',
  '/api/info/getAbroadCity',
  '/api/info/search',
  '/api/info/similar',
  '/api/info/storePosts',
  '/api/info/getTags',
  '/api/info/myPost',
  '/api/info/getEditBeauty',
  '/api/info/getEditInfo',
  '/api/info/getEditBroker',
  '/api/info/checkCertificateByType',
  '/api/info/getVipInfoEvaluationList',
  '/api/account/sessions',
  '/api/account/phone',
  '/api/user/userinfo',
  '/api/user/getUserInfo',
  '/api/user/listInvitation',
  '/api/user/r2Info',
  '/api/user/getFavoriteList',
  '/api/user/getSavedSearchList',
  '/api/user/getContactInfo',
  '/api/user/getStoreContact',
  '/api/user/listAccount',
  '/api/user/myVipInfo',
  '/api/user/listMoneyDetail',
  '/api/user/myUnlock',
  '/api/user/myAppointment',
  '/api/user/clientAppointment',
  '/api/user/getAppointmentOffer',
  '/api/user/myAppointmentOffers',
  '/api/user/workbenchSummary',
  '/api/article/pieceStatus',
  '/api/proxy/info',
  '/api/order/goodsList',
  '/api/order/goodsPayWay',
  '/api/order/orderList',
  '/api/order/goodsPayList',
  '/api/order/listWithdraw',
  '/api/order/resumePaying',
  '/api/message/getContactList',
  '/api/message/getUnreadCount',
  '/api/message/getSystemNoticeList',
  '/api/message/getSystemNoticeUnread',
  '/api/explore/recommend',
  '/api/explore/themecount',
  '/api/explore/themedetail',
  '/api/explore/tags',
  '/api/explore/tagsdetail',
  '/api/explore/searchtags',
  '/api/explore/showtags',
  '/api/explore/videoFeed',
  '/api/user/getUserPosts',
  '/api/user/getUserRatings',
  '/api/info/getCertification',
  '/api/info/nearby',
  '/api/admin/me',
  '/api/admin/dashboard',
  '/api/admin/listRoles',
  '/api/admin/auditList',
  '/api/admin/jobList',
  '/api/admin/reviewQueue',
  '/api/admin/appealQueue',
  '/api/admin/withdrawalQueue',
  '/api/admin/userStatement',
  '/api/admin/ledgerCheck',
  '/api/admin/reportList',
  '/api/admin/userFind',
  '/api/admin/adList',
  '/api/admin/noticeList',
  '/api/admin/userDetail',
  '/api/admin/userPosts',
  '/api/admin/userOrders',
  '/api/admin/userMoney',
  '/api/admin/themeList',
  '/api/admin/tagList',
  '/api/admin/feedbackList',
  '/api/admin/noticeScheduleList',
] as const satisfies readonly EndpointPath[];

export type MutatingPath = Exclude<EndpointPath, (typeof READ_ONLY)[number]>;

const OWNER = ['owner'] as const;

/** Every write, and who may make it. A new endpoint without a row here does not build (and fails the test). */
export const MUTATING: Record<MutatingPath, Allow> = {
  // Accounts and sessions: the public ones create or recover an account; the rest act on the caller's own.
  '/api/account/registerByPassword': 'everyone',
  '/api/account/loginByPassword': 'everyone',
  '/api/account/sendResetCode': 'everyone',
  '/api/account/retrievePassword': 'everyone',
  '/api/account/logout': 'members',
  '/api/account/logoutOthers': 'members',
  '/api/account/changePassword': 'members',
  '/api/account/sendBindCode': 'members',
  '/api/account/bindPhone': 'members',
  '/api/account/revokeSession': OWNER,
  '/api/user/updateUserinfo': OWNER,

  // Counters anyone moves by looking.
  '/api/home/adsClick': 'everyone',
  '/api/info/getInfo': 'everyone',

  // Posts: anyone logged in posts their own; only the owner edits, deletes or takes one down.
  '/api/info/postBeauty': 'members',
  '/api/info/postInfo': 'members',
  '/api/info/postBroker': 'members',
  '/api/info/editBeauty': OWNER,
  '/api/info/editInfo': OWNER,
  '/api/info/deleteInfo': OWNER,
  '/api/info/deleteBroker': OWNER,
  '/api/info/changeStatus': OWNER,
  '/api/info/appealPost': OWNER,
  '/api/info/markSold': OWNER,
  '/api/info/renewPost': OWNER,
  '/api/info/bumpPost': OWNER,
  '/api/user/setStoreContact': OWNER,
  '/api/user/setAppointmentOffer': OWNER,

  // Video uploads: starting one is one's own; continuing it belongs to who started it.
  '/api/article/createUpload': 'members',
  '/api/article/getUploadUrl': 'members',
  '/api/article/checkSlice': OWNER,
  '/api/article/storeFileInfo': OWNER,
  // Only a line in the server log under the caller's id: the upload id is quoted, never looked up or changed.
  '/api/article/uploadLog': 'members',

  // Money: every call moves the caller's own wallet; a payout account is its owner's alone.
  '/api/order/createPaying': 'members',
  '/api/order/exchange': 'members',
  '/api/info/userBuyInfo': 'members',
  '/api/user/addAccount': 'members',
  '/api/user/delAccount': OWNER,
  '/api/order/withdraw': OWNER,
  '/api/order/withdrawCancel': OWNER,
  '/api/order/cancelOrder': OWNER,

  // Chat: the target is the owner as a chat peer who has blocked `another`.
  '/api/message/chating': membersBut('another'),
  '/api/message/getChatList': 'members',
  '/api/message/feeding': 'members',
  '/api/message/markRead': 'members',
  '/api/message/blockUser': 'members',
  '/api/message/reportChat': 'members',
  // A report of a person from their public page: any account, of anyone (themselves: a business refusal).
  '/api/user/reportUser': 'members',

  // People.
  '/api/user/toggle_favorite': 'members',
  '/api/user/saveSearch': 'members',
  // A saved search is its owner's alone: anyone else's id answers like a missing one.
  '/api/user/openSavedSearch': OWNER,
  '/api/user/deleteSavedSearch': OWNER,
  '/api/user/setContactInfo': 'members',
  '/api/message/readSystemNotice': 'members',
  '/api/message/feedback': 'members',
  '/api/user/setArea': 'members',
  // Anyone may report a post but its poster (who is refused, and nothing is stored).
  '/api/info/fakeInfo': membersBut('owner'),

  // Appointments: anyone but the poster books the owner's post; the provider confirms (the customer may only
  // cancel); the customer rates.
  '/api/user/appointment': membersBut('owner'),
  '/api/user/confirmAppointment': OWNER,
  '/api/user/evaluationAppointment': OWNER,

  // The console. Operators act on other people's things only here, never through the user endpoints above.
  // The target is the owner's account; a refused non-operator is told the endpoint does not exist (404).
  '/api/admin/grantRole': ['admin'],
  '/api/admin/revokeRole': ['admin'],
  '/api/admin/jobRetry': ['admin'],
  '/api/admin/reviewDecide': ['moderator', 'admin'],
  '/api/admin/reviewBulk': ['moderator', 'admin'],
  '/api/admin/appealDecide': ['moderator', 'admin'],
  '/api/admin/withdrawalDecide': ['finance', 'admin'],
  // Reading an account whole is finance's alone; the reading is audited, so it is a write here.
  '/api/admin/payoutReveal': ['finance'],
  '/api/admin/payoutSettle': ['finance', 'admin'],
  '/api/admin/reportHandle': ['moderator', 'admin'],
  '/api/admin/userBan': ['moderator', 'admin'],
  '/api/admin/userUnban': ['moderator', 'admin'],
  '/api/admin/userLogout': ['moderator', 'admin'],
  '/api/admin/noticeSend': ['moderator', 'admin'],
  '/api/admin/adSave': ['admin'],
  '/api/admin/userSessionEnd': ['moderator', 'admin'],
  '/api/admin/userPasswordReset': ['moderator', 'admin'],
  '/api/admin/userVipGrant': ['moderator', 'admin'],
  '/api/admin/themeSave': ['moderator', 'admin'],
  '/api/admin/tagSave': ['moderator', 'admin'],
  '/api/admin/tagRename': ['moderator', 'admin'],
  // The target is the owner's feedback.
  '/api/admin/feedbackHandle': ['moderator', 'admin'],
  '/api/admin/noticeSchedule': ['moderator', 'admin'],
  '/api/admin/noticeScheduleEdit': ['moderator', 'admin'],
  '/api/admin/noticeScheduleWithdraw': ['moderator', 'admin'],
};
