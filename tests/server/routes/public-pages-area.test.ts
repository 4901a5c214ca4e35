import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../protocol/status';
import { CITY, insertFixtures } from '../support/fixtures';
import { dialects, useTestApp } from '../helper';

describe.each(dialects)('updateUserinfo: area (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('sets, shows and clears the city; an unknown city changes nothing', async () => {
    await insertFixtures(t.db);
    const token = (
      await t.call(
        '/api/account/registerByPassword',
        { username: 'arealady', password: 'good-secret-1' },
        { ip: '10.64.0.1' },
      )
    ).data;
    expect((await t.call('/api/user/userinfo', {}, { token })).data.area).toBeNull();
    const set = await t.call('/api/user/updateUserinfo', { area: CITY.shanghai }, { token });
    expect(set).toMatchObject({ status: STATUS.OK, data: { area: CITY.shanghai } });
    const bad = await t.call('/api/user/updateUserinfo', { area: 999999, nickname: 'Changed' }, { token });
    expect(bad).toMatchObject({ status: STATUS.BAD_PAYLOAD, code: 'user.area_unknown' });
    const after = (await t.call('/api/user/userinfo', {}, { token })).data;
    expect(after.area).toBe(CITY.shanghai);
    expect(after.nickname).not.toBe('Changed');
    expect((await t.call('/api/user/updateUserinfo', { area: 'x' }, { token })).status).toBe(STATUS.BAD_PAYLOAD);
    expect((await t.call('/api/user/updateUserinfo', { area: null }, { token })).data.area).toBeNull();
  });
});
