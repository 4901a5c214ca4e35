import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../protocol/status';
import { DEFAULT_INVITES } from '../../../server/domain/invite';
import { NOTIFY_PATH } from '../../../server/domain/money';
import { dialects, useTestApp } from '../helper';
import { insertGoods, recharge } from '../support/money';
import { sandboxNotify } from '../support/money-notify';

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

  it('records the inviter at registration and pays the reward on the invitee’s first paid recharge, once', async () => {
    const goods = await insertGoods(t);
    const token = await register('hostess1');
    const before = (await t.call('/api/user/r2Info', {}, { token })).data;
    expect(before).toMatchObject({ invited: 0, earned: 0, rewardGold: DEFAULT_INVITES.rewardGold });
    expect(before.invitePath).toBe(`/?incode=${before.incode}`);
    const first = await register('guest0001', before.incode.toLowerCase());
    await register('guest0002', before.incode);
    await register('stranger1');
    // Signing up alone earns nothing: a throwaway account must not turn into withdrawable gold.
    const joined = (await t.call('/api/user/r2Info', {}, { token })).data;
    expect(joined).toMatchObject({ invited: 2, earned: 0 });
    expect((await t.call('/api/user/listMoneyDetail', {}, { token })).data.list).toEqual([]);

    const orderNo = await recharge(t, first, goods.get('60 gold')!);
    await recharge(t, first, goods.get('300 gold')!);
    // The gateway repeats its notify: still one reward.
    await t.app.inject({ method: 'POST', url: `${NOTIFY_PATH}/sandbox`, payload: sandboxNotify(t, orderNo, 600) });
    const after = (await t.call('/api/user/r2Info', {}, { token })).data;
    expect(after).toMatchObject({ invited: 2, earned: DEFAULT_INVITES.rewardGold });
    const wallet = (await t.call('/api/user/listMoneyDetail', {}, { token })).data;
    expect(wallet.list.map((d) => d.kind)).toEqual(['invite_reward']);
    const list = (await t.call('/api/user/listInvitation', { pageSize: 1 }, { token })).data;
    expect(list.total).toBe(2);
    expect(list.list).toHaveLength(1);
    // Newest first: guest0002 has not recharged, so has earned nothing yet.
    expect(list.list[0]).toMatchObject({ reward: 0, recharged: false });
    const older = (await t.call('/api/user/listInvitation', { page: 2, pageSize: 1 }, { token })).data;
    expect(older.list[0]).toMatchObject({ reward: DEFAULT_INVITES.rewardGold, recharged: true });
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
