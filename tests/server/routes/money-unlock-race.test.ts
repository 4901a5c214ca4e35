import { describe, expect, it } from 'vitest';
import { checkLedger } from '../../../server/domain/console';
import { dialects, useTestApp } from '../helper';
import { insertPost } from '../authz/world';
import { fundWallet } from '../support/money-db';
import { newKey, register } from '../support/money';

describe.each(dialects)('one unlock sent from two tabs (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('charges once and tells the other tab the contact is already unlocked, on every database', async () => {
    const author = await register(t, 'poster');
    const u = await register(t, 'twotabs');
    await fundWallet(t.db, u.id, 1000, `TWOTABS${u.id}`);
    let spent = 0;
    for (let round = 0; round < 10; round++) {
      const postId = await insertPost(t.db, author.id, { vip: 1 });
      // Two tabs, two idempotency keys, the same post, at the same moment.
      const replies = await Promise.all(
        [newKey(), newKey()].map((key) => t.call('/api/info/userBuyInfo', { id: postId, key }, { token: u.token })),
      );
      expect(replies.map((r) => r.status)).toEqual([1, 1]);
      const paid = replies.filter((r) => r.data.paid > 0);
      const already = replies.filter((r) => r.data.alreadyUnlocked);
      expect(paid).toHaveLength(1);
      expect(already).toHaveLength(1);
      expect(already[0]!.data).toMatchObject({ paid: 0, contact: paid[0]!.data.contact });
      expect(already[0]!.data.contact).not.toBe('');
      spent += paid[0]!.data.paid;
      const balance = (await t.call('/api/proxy/info', {}, { token: u.token })).data.balance;
      expect(balance).toBe(1000 - spent);
    }
    const unlocks = await t.call('/api/user/myUnlock', { pageSize: 50 }, { token: u.token });
    expect(unlocks.data.total).toBe(10);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});
