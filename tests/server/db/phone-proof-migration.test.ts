import { describe, expect, it } from 'vitest';
import { down, up } from '../../../server/db/migrations/2026-11-28-120-phone-proof';
import { dialects, nowS } from '../helper';
import { insertUser, useMoneyDb } from '../support/money-db';

describe.each(dialects)('the phone proof migration (%s)', (dialect) => {
  const m = useMoneyDb(dialect);

  it('keeps the numbers bound before it, unproven, and retires the codes already out', async () => {
    await down(m.db);
    const id = await insertUser(m.db);
    await m.db.updateTable('users').set({ phone: '+12025550401' }).where('id', '=', id).execute();
    const t0 = nowS();
    await m.db
      .insertInto('reset_codes')
      .values({ user_id: id, phone: '+12025550401', code_hash: 'x$y', created_at: t0, expires_at: t0 + 600 })
      .execute();
    await up(m.db);
    const user = await m.db
      .selectFrom('users')
      .select(['phone', 'phone_verified_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ phone: '+12025550401', phone_verified_at: null });
    const code = await m.db
      .selectFrom('reset_codes')
      .select(['purpose', 'used_at'])
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(code.purpose).toBe('reset');
    expect(code.used_at).not.toBeNull();
  });
});
