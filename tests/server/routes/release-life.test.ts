import { describe, expect, it } from 'vitest';
import { POST_STATUS } from '../../../protocol/status';
import { DEFAULT_POST_LIFE, sweepPostLife } from '../../../server/domain/release';
import { dialects, nowS, useSetup, useTestApp } from '../helper';
import { insertPost, openSession } from '../authz/world';
import { register } from '../support/money';
import { insertFixtures } from '../support/fixtures';

const DAY = 86_400;
const { lifetimeS, remindS } = DEFAULT_POST_LIFE;

describe.each(dialects)('a listing’s life (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useSetup(() => insertFixtures(t.db));

  const listIds = async (cityCode?: number) =>
    (await t.call('/api/info/getInfoList', { cityCode, pageSize: 50 })).data.list.map((p) => p.id);
  const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;

  it('marks a post sold: out of lists and search, its page still up and marked sold, only by its owner', async () => {
    const id = f.posts.store;
    const owner = await t.db
      .selectFrom('posts')
      .select(['user_id', 'title'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(await listIds()).toContain(id);
    const stranger = await register(t, 'stranger');
    expect((await t.call('/api/info/markSold', { id }, { token: stranger.token })).status).toBe(404);

    const token = await openSession(t.db, owner.user_id);
    const r = await t.call('/api/info/markSold', { id }, { token });
    expect(r.status).toBe(1);
    expect(r.data).toEqual({ id, status: POST_STATUS.SOLD });

    expect(await listIds()).not.toContain(id);
    const search = await t.call('/api/info/search', { keyword: owner.title.slice(-6) });
    expect(search.data.list.map((p) => p.id)).not.toContain(id);
    const seen = await t.call('/api/info/getInfo', { id });
    expect(seen.status).toBe(1);
    expect(seen.data).toMatchObject({ id, status: POST_STATUS.SOLD, contact: null });
    expect(await page(`/details/store/${id}`)).toBe(200);
    const mine = await t.call('/api/info/myPost', { status: POST_STATUS.SOLD }, { token });
    expect(mine.data.list.map((p) => p.id)).toEqual([id]);
    // Sold twice is refused, with the status in words.
    const again = await t.call('/api/info/markSold', { id }, { token, language: 'en' });
    expect(again.status).toBe(400);
    expect(again.msg).toMatch(/sold/);
  });

  it('expires a post past its lifetime after one reminder, even with two sweeps at once, and renews it back', async () => {
    const user = await register(t, 'lifer');
    const city = 120100;
    // No lifetime yet: the sweep starts its clock when it first sees the post public. The app's own minute
    // sweep may get there first (at most a second or two later), so the clock is read back, not assumed.
    const start = nowS();
    const id = await insertPost(t.db, user.id, { city_code: city, title: 'Harbour Piano Tutor', expires_at: null });
    await sweepPostLife(t.db, DEFAULT_POST_LIFE, start);
    const row = await t.db.selectFrom('posts').select('expires_at').where('id', '=', id).executeTakeFirstOrThrow();
    const expiresAt = row.expires_at!;
    expect(expiresAt).toBeGreaterThanOrEqual(start + lifetimeS);
    expect(expiresAt).toBeLessThanOrEqual(nowS() + lifetimeS);
    const mine = await t.call('/api/info/myPost', {}, { token: user.token });
    expect(mine.data.list[0]).toMatchObject({ id, expiresAt });

    const reminders = async () =>
      (
        await t.call('/api/message/getSystemNoticeList', { pageSize: 50 }, { token: user.token, language: 'en' })
      ).data.list.filter((n) => n.kind === 'expiry' && n.postId === id);
    // Not yet due: no reminder.
    await sweepPostLife(t.db, DEFAULT_POST_LIFE, expiresAt - remindS - 60);
    expect(await reminders()).toHaveLength(0);
    const due = expiresAt - remindS + 60;
    await Promise.all([sweepPostLife(t.db, DEFAULT_POST_LIFE, due), sweepPostLife(t.db, DEFAULT_POST_LIFE, due)]);
    await sweepPostLife(t.db, DEFAULT_POST_LIFE, due + DAY);
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('Harbour Piano Tutor');
    expect(await listIds(city)).toContain(id);

    const end = expiresAt + 1;
    const swept = await Promise.all([
      sweepPostLife(t.db, DEFAULT_POST_LIFE, end),
      sweepPostLife(t.db, DEFAULT_POST_LIFE, end),
    ]);
    expect(swept.reduce((n, s) => n + s.expired, 0)).toBeGreaterThanOrEqual(1);
    const expired = await t.db.selectFrom('posts').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(expired.status).toBe(POST_STATUS.EXPIRED);
    expect(await listIds(city)).not.toContain(id);
    expect((await t.call('/api/info/getInfo', { id })).status).toBe(404);
    expect(await page(`/details/store/${id}`)).toBe(410);

    const renewed = await t.call('/api/info/renewPost', { id }, { token: user.token });
    expect(renewed.status).toBe(1);
    expect(renewed.data.status).toBe(POST_STATUS.VERIFIED);
    expect(renewed.data.expiresAt).toBeGreaterThanOrEqual(nowS() + lifetimeS - 5);
    expect(await listIds(city)).toContain(id);
    // A new lifetime earns a new reminder, once.
    await sweepPostLife(t.db, DEFAULT_POST_LIFE, renewed.data.expiresAt - remindS + 60);
    await sweepPostLife(t.db, DEFAULT_POST_LIFE, renewed.data.expiresAt - remindS + 120);
    expect(await reminders()).toHaveLength(2);
    // Someone else cannot renew it; a post never approved cannot be renewed.
    const other = await register(t, 'other');
    expect((await t.call('/api/info/renewPost', { id }, { token: other.token })).status).toBe(404);
    const pending = await insertPost(t.db, user.id, { status: POST_STATUS.PENDING });
    expect((await t.call('/api/info/renewPost', { id: pending }, { token: user.token })).status).toBe(400);
  });

  it('ends a bump when the post is sold, and the sweep clears a bump past its end', async () => {
    const user = await register(t, 'bumped');
    const now = nowS();
    const sold = await insertPost(t.db, user.id, { bumped_at: now, bumped_until: now + 3600 });
    const ended = await insertPost(t.db, user.id, { bumped_at: now - 7200, bumped_until: now - 3600 });
    await t.call('/api/info/markSold', { id: sold }, { token: user.token });
    await sweepPostLife(t.db, DEFAULT_POST_LIFE, now);
    const rows = await t.db
      .selectFrom('posts')
      .select(['id', 'bumped_until'])
      .where('id', 'in', [sold, ended])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.bumped_until)).toEqual([null, null]);
  });
});
