import { describe, expect, it } from 'vitest';
import { balanceOf } from '../../../../server/domain/money';
import { creditInviteReward } from '../../../../server/domain/invite/invitations';
import { dialects, nowS, useTestApp } from '../../helper';

describe.each(dialects)('invitation rewards (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const config = { rewardGold: 20, dailyRewardCap: 3 };

  const user = async (username: string, invitedBy: number | null) =>
    (
      await t.db
        .insertInto('users')
        .values({
          username,
          password_hash: 'x',
          nickname: username,
          avatar: null,
          vip_expires_at: null,
          incode: username.toUpperCase().padEnd(8, 'X').slice(0, 8),
          invited_by: invitedBy,
          created_at: nowS(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  it('pays the inviter once per invitee when many credits run at once', async () => {
    const inviter = await user('inviter1', null);
    const invitee = await user('invitee1', inviter);
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => creditInviteReward(t.db, invitee, config, nowS())),
    );
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'paid').every((o) => o === 'already_paid')).toBe(true);
    expect(await balanceOf(t.db, { user: inviter, kind: 'wallet' })).toBe(20);
    expect(await balanceOf(t.db, { platform: 'promotions' })).toBe(-20);
    const transfers = await t.db
      .selectFrom('ledger_transfers')
      .select('uniq')
      .where('kind', '=', 'invite_reward')
      .execute();
    expect(transfers).toEqual([{ uniq: `invite:${invitee}` }]);
  });

  it('pays nothing without an inviter or with rewards off, and stops at the daily cap', async () => {
    const alone = await user('alone1', null);
    expect(await creditInviteReward(t.db, alone, config, nowS())).toBe('no_inviter');
    const inviter = await user('inviter2', null);
    const off = await user('invitee2', inviter);
    expect(await creditInviteReward(t.db, off, { ...config, rewardGold: 0 }, nowS())).toBe('off');
    const invitees = await Promise.all([3, 4, 5, 6, 7].map((i) => user(`invitee${i}`, inviter)));
    const outcomes = await Promise.all(invitees.map((id) => creditInviteReward(t.db, id, config, nowS())));
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(config.dailyRewardCap);
    expect(outcomes.filter((o) => o === 'capped')).toHaveLength(invitees.length - config.dailyRewardCap);
    expect(await balanceOf(t.db, { user: inviter, kind: 'wallet' })).toBe(20 * config.dailyRewardCap);
  });
});
