export { DEFAULT_INVITES, inviteConfigFrom } from './config';
export type { InviteConfig } from './config';
export { creditInviteRewardForOrder, inviteSummary, listInvitations } from './invitations';
