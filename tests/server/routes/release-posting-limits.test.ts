import { describe, expect, it } from 'vitest';
import { CURRENT_VIDEO } from '../../../protocol/release';
import type { EditDraft, PostDraft } from '../../../protocol/release';
import { POST_STATUS, STATUS } from '../../../protocol/status';
import { createPost, POSTING_LIMITS } from '../../../server/domain/release';
import { reviewPost } from '../../../server/domain/console';
import { Refusal } from '../../../server/domain/common';
import { dialects, nowS, useSetup, useTestApp } from '../helper';
import { IMG, draft, setupRelease } from '../support/release';
import { poster } from '../support/release-trust';

// Posting limits per account: posts a day and posts waiting for review, exact under parallel bursts.

const { perDay, pendingMax } = POSTING_LIMITS;

describe.each(dialects)('posting limits (%s)', (dialect) => {
  const t = useTestApp(dialect);
  useSetup(() => setupRelease(t));

  const pendingOf = async (userId: number) =>
    (
      await t.db
        .selectFrom('posts')
        .select('id')
        .where('user_id', '=', userId)
        .where('status', '=', POST_STATUS.PENDING)
        .execute()
    ).map((r) => r.id);
  const approveAll = async (userId: number) => {
    for (const id of await pendingOf(userId)) await reviewPost(t.db, id, 'approve', '', nowS());
  };

  it('holds both limits exactly for bursts of 20 parallel releases, and says when to post again', async () => {
    const p = await poster(t, 'limit_burst', '198.51.100.20');
    const fire = (language?: string) =>
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          t.call('/api/info/postInfo', draft({ title: `Burst post number ${i}` }), {
            token: p.token,
            ip: p.ip,
            ...(language ? { language } : {}),
          }),
        ),
      );
    // Only pendingMax fit in the review queue at once.
    const first = await fire();
    expect(first.filter((r) => r.status === STATUS.OK)).toHaveLength(pendingMax);
    const waiting = first.filter((r) => r.status !== STATUS.OK);
    expect(new Set(waiting.map((r) => r.code))).toEqual(new Set(['release.pending_limit']));
    expect(waiting[0]).toMatchObject({ status: STATUS.RATE_LIMITED });
    expect(waiting[0]!.msg).toBe(`你已有 ${pendingMax} 条信息在等待审核，审核完成一条后即可再发布`);
    expect(await pendingOf(p.id)).toHaveLength(pendingMax);

    // Reviewed, they make room; the refused releases gave their day's count back.
    await approveAll(p.id);
    const second = await fire();
    expect(second.filter((r) => r.status === STATUS.OK)).toHaveLength(perDay.max - pendingMax);
    await approveAll(p.id);

    const third = await fire('en');
    expect(third.filter((r) => r.status === STATUS.OK)).toHaveLength(0);
    expect(third[0]).toMatchObject({ status: STATUS.RATE_LIMITED, code: 'release.daily_limit' });
    expect(third[0]!.msg).toBe(`You can post at most ${perDay.max} posts a day: post again in 24 h`);
    const all = await t.db.selectFrom('posts').select('id').where('user_id', '=', p.id).execute();
    expect(all).toHaveLength(perDay.max);
  });

  it('counts exactly the day cap under a burst when the review queue is not the limit', async () => {
    const p = await poster(t, 'limit_day', '198.51.100.21');
    const limits = { perDay: { max: 7, windowS: 24 * 3600 }, pendingMax: 100 };
    const at = nowS();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => createPost(t.db, p.id, draft({ title: `Day cap post ${i}` }), at, limits)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
    const refusals = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(refusals.every((e) => e instanceof Refusal && e.code === 'release.daily_limit')).toBe(true);
    expect(await pendingOf(p.id)).toHaveLength(7);
  });

  it('refuses a bad draft without using the day quota, and counts an edit into review', async () => {
    const p = await poster(t, 'limit_edit', '198.51.100.22');
    const opts = { token: p.token, ip: p.ip };
    const call = (path: '/api/info/postInfo' | '/api/info/editInfo', payload: PostDraft | EditDraft) =>
      path === '/api/info/postInfo' ? t.call(path, payload, opts) : t.call(path, payload as EditDraft, opts);
    for (let i = 0; i < perDay.max; i++) {
      const bad = await call('/api/info/postInfo', draft({ cityCode: 999_999 }));
      expect(bad.code).toBe('release.city_unknown');
    }
    const ok = await call('/api/info/postInfo', draft({ images: [IMG[0]!] }));
    expect(ok.status).toBe(STATUS.OK);
    await reviewPost(t.db, ok.data.id, 'reject', 'blurry photos', nowS());
    for (let i = 0; i < pendingMax; i++)
      expect((await call('/api/info/postInfo', draft({ title: `Filler ${i}` }))).status).toBe(STATUS.OK);
    // pendingMax waiting: the rejected post cannot be sent back to review yet…
    const edit = await call('/api/info/editInfo', { ...draft({ title: 'Sharper photos now' }), id: ok.data.id });
    expect(edit.code).toBe('release.pending_limit');
    expect(
      await t.db.selectFrom('posts').select(['status', 'title']).where('id', '=', ok.data.id).executeTakeFirst(),
    ).toEqual({ status: POST_STATUS.FAILED, title: 'Corner Bakery Rye' });
    // …while a post already waiting may still be corrected.
    const [waiting] = await pendingOf(p.id);
    expect((await call('/api/info/editInfo', { ...draft({ title: 'Fixed a typo here' }), id: waiting! })).status).toBe(
      STATUS.OK,
    );
  });

  it('counts posts whose video is being made as waiting for review: videos cannot get past the limit', async () => {
    const p = await poster(t, 'limit_video', '198.51.100.23');
    const opts = { token: p.token, ip: p.ip };
    const at = nowS();
    /** A stored video whose ladder is still being made (as a finished upload leaves it). */
    const processingVideo = async (id: string) => {
      await t.db
        .insertInto('videos')
        .values({ id, user_id: p.id, md5: 'b'.repeat(32), size: 1, path: `video/${id}/source.mp4`, created_at: at })
        .execute();
      await t.db.insertInto('video_ladders').values({ video_id: id, state: 'processing', updated_at: at }).execute();
    };
    for (let i = 0; i < pendingMax; i++) {
      await processingVideo(`limit-video-${i}`);
      const saved = await t.call(
        '/api/info/postInfo',
        draft({ title: `Video post ${i}`, videoId: `limit-video-${i}` }),
        opts,
      );
      expect(saved.data).toMatchObject({ status: POST_STATUS.PROCESSING });
    }
    await processingVideo('limit-video-extra');
    const more = await t.call(
      '/api/info/postInfo',
      draft({ title: 'One video too many', videoId: 'limit-video-extra' }),
      opts,
    );
    expect(more).toMatchObject({ status: STATUS.RATE_LIMITED, code: 'release.pending_limit' });
    const plain = await t.call('/api/info/postInfo', draft({ title: 'One plain post too many' }), opts);
    expect(plain.code).toBe('release.pending_limit');
    const [processing] = await t.db
      .selectFrom('posts')
      .select('id')
      .where('user_id', '=', p.id)
      .where('status', '=', POST_STATUS.PROCESSING)
      .execute();
    // A post already on its way to review may still be corrected.
    const edit = await t.call(
      '/api/info/editInfo',
      { ...draft({ title: 'Video post, typo fixed', videoId: CURRENT_VIDEO }), id: processing!.id },
      opts,
    );
    expect(edit.data).toMatchObject({ status: POST_STATUS.PROCESSING });
  });
});
