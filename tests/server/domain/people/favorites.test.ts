import { describe, expect, it } from 'vitest';
import { POST_STATUS } from '../../../../protocol/status';
import { FAVORITE_TOGGLES, listFavorites, toggleFavorite } from '../../../../server/domain/people/favorites';
import { Refusal } from '../../../../server/domain/common';
import { dialects, nowS, useSetup, useTestApp } from '../../helper';
import { setupRelease } from '../../support/release';

describe.each(dialects)('favourites (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(() => setupRelease(t));

  const rows = async (userId: number, postId: number) =>
    (
      await t.db
        .selectFrom('favorites')
        .select('post_id')
        .where('user_id', '=', userId)
        .where('post_id', '=', postId)
        .execute()
    ).length;
  const counter = async (postId: number) =>
    Number(
      (await t.db.selectFrom('posts').select('favorites').where('id', '=', postId).executeTakeFirstOrThrow()).favorites,
    );
  const trueCount = async (postId: number) =>
    (await t.db.selectFrom('favorites').select('user_id').where('post_id', '=', postId).execute()).length;
  const refusal = async (p: Promise<unknown>) => {
    try {
      await p;
    } catch (e) {
      if (e instanceof Refusal) return e.code;
      throw e;
    }
    return null;
  };

  it('keeps a post once however often the wanted state is repeated, and the counter follows', async () => {
    const me = w.other.id;
    const post = w.f.posts.personal;
    const kept = await toggleFavorite(t.db, { userId: me, postId: post, want: true }, nowS());
    expect(kept).toEqual({ id: post, favorited: true, favorites: 1 });
    expect(await toggleFavorite(t.db, { userId: me, postId: post, want: true }, nowS())).toEqual(kept);
    expect(await rows(me, post)).toBe(1);
    const dropped = await toggleFavorite(t.db, { userId: me, postId: post, want: false }, nowS());
    expect(dropped).toEqual({ id: post, favorited: false, favorites: 0 });
    expect(await toggleFavorite(t.db, { userId: me, postId: post, want: false }, nowS())).toEqual(dropped);
    // Without a wanted state the call flips.
    expect((await toggleFavorite(t.db, { userId: me, postId: post }, nowS())).favorited).toBe(true);
    expect((await toggleFavorite(t.db, { userId: me, postId: post }, nowS())).favorited).toBe(false);
    expect(await counter(post)).toBe(0);
  });

  it('parallel toggles of one person on one post leave one row or none, and a true count', async () => {
    const post = w.f.posts.store;
    const me = w.owner.id;
    const same = await Promise.all(
      Array.from({ length: 16 }, () => toggleFavorite(t.db, { userId: me, postId: post, want: true }, nowS())),
    );
    expect(same.every((s) => s.favorited)).toBe(true);
    expect(await rows(me, post)).toBe(1);
    expect(await counter(post)).toBe(1);

    // A storm of mixed wishes and flips: whatever wins, the row is there once or not at all.
    const mixed = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        toggleFavorite(t.db, { userId: me, postId: post, want: i % 3 === 0 ? undefined : i % 2 === 0 }, nowS()),
      ),
    );
    expect(mixed).toHaveLength(24);
    expect([0, 1]).toContain(await rows(me, post));
    expect(await counter(post)).toBe(await trueCount(post));
  });

  it('parallel toggles of many people count every one of them', async () => {
    const post = w.f.posts.broker;
    const t0 = nowS();
    const users = await t.db
      .insertInto('users')
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          username: `fan${i}`,
          password_hash: 'x',
          nickname: `fan${i}`,
          avatar: null,
          incode: `FAN${i}`,
          invited_by: null,
          created_at: t0,
        })),
      )
      .returning('id')
      .execute();
    await Promise.all(users.map((u) => toggleFavorite(t.db, { userId: u.id, postId: post, want: true }, nowS())));
    expect(await counter(post)).toBe(12);
    await Promise.all(
      users.slice(0, 5).map((u) => toggleFavorite(t.db, { userId: u.id, postId: post, want: false }, nowS())),
    );
    expect(await counter(post)).toBe(7);
    expect(await trueCount(post)).toBe(7);
  });

  it('refuses to keep what the caller may not see, but lets a hidden favourite go', async () => {
    const [pending] = w.f.hiddenPostIds;
    const me = w.other.id;
    expect(await refusal(toggleFavorite(t.db, { userId: me, postId: pending!, want: true }, nowS()))).toBe(
      'post.not_found',
    );
    expect(await refusal(toggleFavorite(t.db, { userId: me, postId: 987_654, want: true }, nowS()))).toBe(
      'post.not_found',
    );
    expect(await rows(me, pending!)).toBe(0);

    const post = w.f.posts.certification;
    await toggleFavorite(t.db, { userId: me, postId: post, want: true }, nowS());
    await t.db.updateTable('posts').set({ status: POST_STATUS.TAKEN_DOWN }).where('id', '=', post).execute();
    const list = await listFavorites(t.db, me, {});
    expect(list.list.map((p) => p.id)).not.toContain(post);
    expect(await refusal(toggleFavorite(t.db, { userId: me, postId: post, want: true }, nowS()))).toBe(
      'post.not_found',
    );
    expect((await toggleFavorite(t.db, { userId: me, postId: post, want: false }, nowS())).favorited).toBe(false);
    await t.db.updateTable('posts').set({ status: POST_STATUS.VERIFIED }).where('id', '=', post).execute();
  });

  it('lists kept posts newest first as public cards, paged, and narrows to given ids', async () => {
    const me = w.f.vipUserId;
    const order = [w.f.posts.personal, w.f.vipPostId, w.f.posts.store];
    const t0 = nowS();
    for (const [i, id] of order.entries()) {
      await toggleFavorite(t.db, { userId: me, postId: id, want: true }, t0 + i);
    }
    const all = await listFavorites(t.db, me, { pageSize: 2 });
    expect(all.total).toBe(3);
    expect(all.list.map((p) => p.id)).toEqual([w.f.posts.store, w.f.vipPostId]);
    expect(all.list[1]).toMatchObject({ vip: true, favoritedAt: t0 + 1 });
    expect(all.list[0]!.favorites).toBeGreaterThan(0);
    expect(all.list[0]).not.toHaveProperty('contact');
    const second = await listFavorites(t.db, me, { page: 2, pageSize: 2 });
    expect(second.list.map((p) => p.id)).toEqual([w.f.posts.personal]);
    const some = await listFavorites(t.db, me, { ids: [w.f.posts.personal, w.f.posts.broker] });
    expect(some.list.map((p) => p.id)).toEqual([w.f.posts.personal]);
    expect((await listFavorites(t.db, me, { ids: [] })).total).toBe(0);
  });

  it('limits toggles per person per minute', async () => {
    const t0 = nowS() + 3600;
    const me = w.owner.id;
    const post = w.f.posts.personal;
    // A minute's quota already used (as many toggles would), then one more.
    const full = { count: FAVORITE_TOGGLES.max, window_start: t0, blocked_until: 0, verdict: 1, updated_at: t0 };
    await t.db
      .insertInto('throttle_counters')
      .values({ key: `favorite:${me}`, ...full })
      .onConflict((oc) => oc.column('key').doUpdateSet(full))
      .execute();
    expect(await refusal(toggleFavorite(t.db, { userId: me, postId: post, want: true }, t0 + 1))).toBe(
      'user.too_many_requests',
    );
    expect(await rows(me, post)).toBe(0);
    expect((await toggleFavorite(t.db, { userId: me, postId: post, want: true }, t0 + 61)).favorited).toBe(true);
  });
});
