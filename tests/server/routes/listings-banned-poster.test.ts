import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../protocol/status';
import { dialects, nowS, useSetup, useTestApp } from '../helper';
import { setupBooking, slotAhead } from '../support/appointments';
import { chatUser } from '../support/chat';
import { fundWallet } from '../support/money-db';
import { staff } from '../support/operators';

// A ban takes a poster's posts out of every list; reached by id they must answer as missing too, or the
// banned account keeps selling its contact, taking bookings and starting chats through old links.

describe.each(dialects)('a banned poster, reached by id (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(async () => {
    const world = await setupBooking(t);
    const ops = await staff(t);
    const buyer = await chatUser((p, payload, o) => t.call(p, payload, o), t.db, false, { publishes: false });
    await fundWallet(t.db, buyer.id, 100, `banned-poster-${dialect}-${nowS()}`);
    // The provider also owns the VIP post, whose contact is sold for gold to members without VIP.
    await t.db.updateTable('posts').set({ user_id: world.provider.id }).where('id', '=', world.f.vipPostId).execute();
    // One finished, rated visit on the provider's post: their public ratings have something to show.
    const at = nowS() - 7 * 86_400;
    const visit = await t.db
      .insertInto('appointments')
      .values({
        post_id: world.postId,
        provider_id: world.provider.id,
        customer_id: world.annual3.id,
        slot_at: at,
        slot_ends_at: at + 3600,
        state: 'confirmed',
        cancelled_by: null,
        created_at: at - 86_400,
        updated_at: at + 3600,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('appointment_ratings')
      .values({
        appointment_id: visit.id,
        post_id: world.postId,
        provider_id: world.provider.id,
        customer_id: world.annual3.id,
        stars: 5,
        created_at: at + 7200,
      })
      .execute();
    await t.db.updateTable('posts').set({ rating_count: 1, rating_sum: 5 }).where('id', '=', world.postId).execute();
    return { ...world, ops, buyer };
  });
  const userRatings = async () => (await t.call('/api/user/getUserRatings', { id: w.provider.id })).data.total;

  const ban = (reason: string) =>
    t.call('/api/admin/userBan', { userId: w.provider.id, reason }, { token: w.ops.moderator.token });
  const unban = () =>
    t.call('/api/admin/userUnban', { userId: w.provider.id, reason: 'appeal' }, { token: w.ops.moderator.token });
  const gold = async (token: string) => (await t.call('/api/proxy/info', {}, { token })).data.balance;
  const favourites = async (token: string) =>
    (await t.call('/api/user/getFavoriteList', {}, { token })).data.list.map((item) => item.id);

  it('answers every id-reached call as for a missing post or person, charges nothing, and comes back on unban', async () => {
    const member = w.annual.token;
    expect(
      (await t.call('/api/user/toggle_favorite', { id: w.postId, favorite: true }, { token: member })).status,
    ).toBe(STATUS.OK);
    expect(await favourites(member)).toContain(w.postId);
    expect(await userRatings()).toBe(1);
    expect((await ban('fraud reports')).status).toBe(STATUS.OK);

    const refused = {
      detail: await t.call('/api/info/getInfo', { id: w.postId }, { token: member }),
      vipDetail: await t.call('/api/info/getInfoVip', { id: w.postId }, { token: member }),
      guestDetail: await t.call('/api/info/getInfo', { id: w.postId }),
      offer: await t.call('/api/user/getAppointmentOffer', { id: w.postId }),
      booking: await t.call(
        '/api/user/appointment',
        { id: w.postId, slotAt: slotAhead(nowS()), service: 0 },
        { token: member },
      ),
      ratings: await t.call('/api/info/getVipInfoEvaluationList', { id: w.postId }),
      favourite: await t.call('/api/user/toggle_favorite', { id: w.brokerId, favorite: true }, { token: member }),
      profile: await t.call('/api/user/getUserInfo', { id: w.provider.id }),
      firstChat: await t.call(
        '/api/message/chating',
        { id: w.provider.id, kind: 'text', body: 'Is Tuesday free?' },
        { token: w.annual2.token },
      ),
    };
    const codes = Object.fromEntries(Object.entries(refused).map(([k, r]) => [k, [r.status, r.code]]));
    expect(codes).toEqual({
      detail: [STATUS.NOT_FOUND, 'post.not_found'],
      vipDetail: [STATUS.NOT_FOUND, 'post.not_found'],
      guestDetail: [STATUS.NOT_FOUND, 'post.not_found'],
      offer: [STATUS.NOT_FOUND, 'appointment.post_not_found'],
      booking: [STATUS.NOT_FOUND, 'appointment.post_not_found'],
      ratings: [STATUS.NOT_FOUND, 'post.not_found'],
      favourite: [STATUS.NOT_FOUND, 'post.not_found'],
      // Their page was public: it says why it is gone (the ban reason), rather than that nobody was there.
      profile: [STATUS.FORBIDDEN, 'user.banned'],
      firstChat: [STATUS.NOT_FOUND, 'chat.peer_not_found'],
    });
    expect(await favourites(member)).not.toContain(w.postId);
    expect(await userRatings()).toBe(0);

    const before = await gold(w.buyer.token);
    const unlock = await t.call(
      '/api/info/userBuyInfo',
      { id: w.f.vipPostId, key: randomUUID() },
      { token: w.buyer.token },
    );
    expect([unlock.status, unlock.code]).toEqual([STATUS.NOT_FOUND, 'post.not_found']);
    expect(await gold(w.buyer.token)).toBe(before);
    const earned = await t.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('key', '=', `wallet:${w.provider.id}`)
      .executeTakeFirst();
    expect(Number(earned?.balance ?? 0)).toBe(0);

    expect((await unban()).status).toBe(STATUS.OK);
    expect((await t.call('/api/info/getInfo', { id: w.postId }, { token: member })).status).toBe(STATUS.OK);
    expect((await t.call('/api/user/getUserInfo', { id: w.provider.id })).status).toBe(STATUS.OK);
    expect(await favourites(member)).toContain(w.postId);
    expect(await userRatings()).toBe(1);
    const paid = await t.call(
      '/api/info/userBuyInfo',
      { id: w.f.vipPostId, key: randomUUID() },
      { token: w.buyer.token },
    );
    expect(paid.status).toBe(STATUS.OK);
    expect(await gold(w.buyer.token)).toBeLessThan(before);
  });
});
