import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../protocol/status';
import { DEFAULT_INVITES } from '../../../server/domain/invite-config';
import { dialects, useTestApp } from '../helper';

describe.each(dialects)('invitation endpoints (%s)', (dialect) => {
  const t = useTestApp(dialect);
  let n = 0;
  const register = async (username: string, incode?: string) => {
    const r = await t.call(
      '/api/account/registerByPassword',
      { username, password: 'good-secret-1', ...(incode ? { incode } : {}) },
      { ip: `10.65.0.${++n}` },
    );
    expect(r.status).toBe(STATUS.OK);
    return r.data;
  };

  it('registration through an invite records the inviter, credits the reward, and lists the invitee', async () => {
    const token = await register('hostess1');
    const before = (await t.call('/api/user/r2Info', {}, { token })).data;
    expect(before).toMatchObject({ invited: 0, earned: 0, rewardGold: DEFAULT_INVITES.rewardGold });
    expect(before.invitePath).toBe(`/?incode=${before.incode}`);
    await register('guest0001', before.incode.toLowerCase());
    await register('guest0002', before.incode);
    await register('stranger1');
    const after = (await t.call('/api/user/r2Info', {}, { token })).data;
    expect(after).toMatchObject({ invited: 2, earned: 2 * DEFAULT_INVITES.rewardGold });
    const wallet = (await t.call('/api/user/listMoneyDetail', {}, { token })).data;
    expect(wallet.list.map((d) => d.kind)).toEqual(['invite_reward', 'invite_reward']);
    const list = (await t.call('/api/user/listInvitation', { pageSize: 1 }, { token })).data;
    expect(list.total).toBe(2);
    expect(list.list).toHaveLength(1);
    expect(list.list[0]!.reward).toBe(DEFAULT_INVITES.rewardGold);
    // Public names only: the invitee's login name never shows.
    expect(JSON.stringify(list)).not.toContain('guest0002');
  });

  it('needs a login and refuses bad paging', async () => {
    expect((await t.call('/api/user/r2Info', {})).status).toBe(STATUS.NOT_LOGGED_IN);
    const token = await register('hostess2');
    expect((await t.call('/api/user/listInvitation', { pageSize: 500 }, { token })).status).toBe(STATUS.BAD_PAYLOAD);
    expect((await t.call('/api/user/listInvitation', { page: 0 }, { token })).status).toBe(STATUS.BAD_PAYLOAD);
  });
});
