import type { Access } from './access';
import type { Page } from './types';

// Invitations: the caller's invite link, who joined through it and what it earned (spec §7 listInvitation,
// r2Info). The link is the site's address with `?incode=<the caller's invite code>`.

export interface Invitee {
  /** The invitee's public name (never their login name). */
  nickname: string;
  joinedAt: number;
  /**
   * Gold this invitee earned the caller, paid on their first paid recharge: 0 before it, past the daily cap or
   * when rewards are off.
   */
  reward: number;
  /** The invitee has had a recharge paid. */
  recharged: boolean;
}

export interface InviteSummary {
  incode: string;
  /** Path and query of the invite link; the client puts its own origin in front. */
  invitePath: string;
  invited: number;
  /** Gold earned through invitations in total. */
  earned: number;
  /** Gold each new invitee brings now. */
  rewardGold: number;
}

export interface InviteEndpoints {
  '/api/user/listInvitation': { payload: { page?: number; pageSize?: number }; reply: Page<Invitee> };
  '/api/user/r2Info': { payload: Record<string, never>; reply: InviteSummary };
}

export const INVITE_ACCESS = {
  '/api/user/listInvitation': 'user',
  '/api/user/r2Info': 'user',
} as const satisfies Record<keyof InviteEndpoints, Access>;

/** The invite link's path for an invite code. */
export const invitePath = (incode: string): string => `/?incode=${encodeURIComponent(incode)}`;
