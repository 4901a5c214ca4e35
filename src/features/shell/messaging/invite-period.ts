import { loadStored, saveStored } from '../../../lib/storage-codec';
import type { MessagingChannel } from '../../../../protocol/types';

/** Local-storage key of the last showing (through the spec's codec, like every stored value). */
export const INVITE_SEEN_KEY = 'messagingInvite';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Never in the first seconds of a visit: the visitor is still reading the first screen and deciding where to
 * go. Counted from the page load (performance.now()), not from each arrival on home.
 */
export const VISIT_QUIET_MS = 8000;
/** After that, home must have been on screen this long: not while the visitor passes through it. */
const SETTLE_MS = 1500;

/** How long to wait before showing, `sinceLoadMs` into the visit. */
export function inviteDelay(sinceLoadMs: number): number {
  return Math.max(SETTLE_MS, VISIT_QUIET_MS - sinceLoadMs);
}

/** When this device last showed the invitation, and for which channel link. */
export interface InviteSeen {
  link: string;
  at: number;
}

/**
 * Whether the invitation is due: never shown on this device, shown for another channel (a new channel is a
 * new invitation), or last shown a whole period ago. A clock set back before the last showing waits for the
 * period again rather than showing at every start.
 */
export function inviteDue(seen: InviteSeen | undefined, channel: MessagingChannel, now: number): boolean {
  if (!seen || seen.link !== channel.link) return true;
  if (now < seen.at) return false;
  return now - seen.at >= channel.period_days * DAY_MS;
}

/** A stored record when it has the right shape; anything else reads as never shown. */
function readSeen(storage?: Pick<Storage, 'getItem'>): InviteSeen | undefined {
  const v = loadStored<Partial<InviteSeen>>(INVITE_SEEN_KEY, storage);
  return v && typeof v.link === 'string' && typeof v.at === 'number' ? { link: v.link, at: v.at } : undefined;
}

export function isInviteDue(channel: MessagingChannel, now = Date.now(), storage?: Pick<Storage, 'getItem'>): boolean {
  return inviteDue(readSeen(storage), channel, now);
}

/** Records a showing: the period starts now, whether the visitor joins, dismisses or walks away. */
export function markInviteSeen(channel: MessagingChannel, now = Date.now(), storage?: Pick<Storage, 'setItem'>): void {
  saveStored(INVITE_SEEN_KEY, { link: channel.link, at: now } satisfies InviteSeen, storage);
}
