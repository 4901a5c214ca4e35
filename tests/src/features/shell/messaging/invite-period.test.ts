import { describe, expect, it } from 'vitest';
import {
  INVITE_SEEN_KEY,
  inviteDelay,
  inviteDue,
  isInviteDue,
  markInviteSeen,
  VISIT_QUIET_MS,
} from '../../../../../src/features/shell/messaging/invite-period';
import { encodeValue } from '../../../../../src/lib/storage-codec';

const DAY = 24 * 60 * 60 * 1000;
const channel = { name: 'Town news', link: 'https://chat.example.org/join/town', period_days: 7 };
const T0 = Date.UTC(2026, 10, 1);

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('messaging invitation period', () => {
  it('is due on a device that never showed it', () => {
    expect(inviteDue(undefined, channel, T0)).toBe(true);
  });

  it('waits a whole period after a showing, then is due again', () => {
    const seen = { link: channel.link, at: T0 };
    expect(inviteDue(seen, channel, T0)).toBe(false);
    expect(inviteDue(seen, channel, T0 + 7 * DAY - 1)).toBe(false);
    expect(inviteDue(seen, channel, T0 + 7 * DAY)).toBe(true);
    expect(inviteDue(seen, { ...channel, period_days: 1 }, T0 + DAY)).toBe(true);
  });

  it('treats a new channel link as a new invitation', () => {
    expect(inviteDue({ link: 'https://chat.example.org/old', at: T0 }, channel, T0 + 1)).toBe(true);
  });

  it('does not show at every start when the clock went back before the last showing', () => {
    expect(inviteDue({ link: channel.link, at: T0 }, channel, T0 - 3 * DAY)).toBe(false);
  });

  it('records a showing through the storage codec and reads it back; a corrupt record reads as never shown', () => {
    const storage = memoryStorage();
    expect(isInviteDue(channel, T0, storage)).toBe(true);
    markInviteSeen(channel, T0, storage);
    expect(storage.data.get(INVITE_SEEN_KEY)).toBe(encodeValue({ link: channel.link, at: T0 }));
    expect(isInviteDue(channel, T0 + DAY, storage)).toBe(false);
    expect(isInviteDue(channel, T0 + 8 * DAY, storage)).toBe(true);
    storage.setItem(INVITE_SEEN_KEY, encodeValue({ link: channel.link, at: 'yesterday' }));
    expect(isInviteDue(channel, T0 + DAY, storage)).toBe(true);
    storage.setItem(INVITE_SEEN_KEY, 'garbage{');
    expect(isInviteDue(channel, T0 + DAY, storage)).toBe(true);
  });
});

describe('when the invitation may show in a visit', () => {
  it("never in the visit's first seconds, and then only after home has been on screen a moment", () => {
    expect(inviteDelay(0)).toBe(VISIT_QUIET_MS);
    expect(inviteDelay(VISIT_QUIET_MS - 3000)).toBe(3000);
    // However late the visitor reaches home, the same short settling time.
    expect(inviteDelay(VISIT_QUIET_MS)).toBe(inviteDelay(10 * VISIT_QUIET_MS));
    expect(inviteDelay(10 * VISIT_QUIET_MS)).toBeGreaterThan(0);
    expect(inviteDelay(VISIT_QUIET_MS - 1000)).toBeGreaterThanOrEqual(1000);
  });
});
