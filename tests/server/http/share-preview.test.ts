import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hexToBytes } from '../../../protocol/base64';
import { POST_STATUS } from '../../../protocol/status';
import { storeImage } from '../../../server/domain/upload';
import {
  SHARE_QUEUE,
  SHARE_RENDERS,
  SHARE_RETRY_AFTER_S,
  sharePreviewRoutes,
} from '../../../server/http/share-preview';
import { createTestApp, dialects, TEST_KEYS } from '../helper';
import type { TestApp } from '../helper';
import { insertFixtures } from '../support/fixtures';
import { photo } from '../support/media';

/** Enough posts for a burst past the renders and the queue together. */
const BURST = SHARE_RENDERS + SHARE_QUEUE + 3;

describe.each(dialects)('share previews under a burst (%s)', (dialect) => {
  let t: TestApp;
  let side: FastifyInstance;
  const ids: number[] = [];
  /** Renders running now, the most seen at once, and all started. */
  const renders = { active: 0, most: 0, started: 0 };
  let open: () => void = () => undefined;
  let gate = Promise.resolve();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const f = await insertFixtures(t.db);
    const mediaKey = hexToBytes(TEST_KEYS.mediaKey);
    const src = await t.db.selectFrom('posts').selectAll().where('id', '=', f.posts.personal).executeTakeFirstOrThrow();
    const { id: _id, ...rest } = src;
    for (let i = 0; i < BURST; i++) {
      // A photo of its own per post: previews are kept by photo, so shared photos would render once.
      const { path, width, height } = await storeImage(
        { db: t.db, storage: t.app.storage, mediaKey },
        await photo(40 + i, 30, 'jpeg'),
      );
      const { id } = await t.db
        .insertInto('posts')
        .values({ ...rest, status: POST_STATUS.VERIFIED })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db.insertInto('post_images').values({ post_id: id, path, sort: 0, width, height }).execute();
      ids.push(id);
    }
    side = Fastify({ logger: false });
    await side.register(sharePreviewRoutes, {
      db: t.db,
      storage: t.app.storage,
      mediaKey,
      renderPreview: async () => {
        renders.started++;
        renders.active++;
        renders.most = Math.max(renders.most, renders.active);
        await gate;
        renders.active--;
        return Buffer.from('jpeg');
      },
    });
    await side.ready();
  });
  afterAll(async () => {
    open();
    await side.close();
    await t.close();
  });

  it('renders a few at once, answers 503 with Retry-After past the queue, and keeps what it made', async () => {
    gate = new Promise<void>((resolve) => (open = resolve));
    const answered: { id: number; status: number; retryAfter: unknown }[] = [];
    const burst = Promise.all(
      ids.map(async (id) => {
        const res = await side.inject({ url: `/share/post/${id}.jpg` });
        answered.push({ id, status: res.statusCode, retryAfter: res.headers['retry-after'] });
      }),
    );
    const refused = BURST - SHARE_RENDERS - SHARE_QUEUE;
    // Every request is either rendering, waiting, or refused: unbounded, they would all be rendering. The
    // renders that hold the slots reach the renderer after reading their photo, maybe after the refusals.
    await vi.waitFor(
      () =>
        expect((answered.length >= refused && renders.active >= SHARE_RENDERS) || renders.active > SHARE_RENDERS).toBe(
          true,
        ),
      { timeout: 20_000 },
    );
    expect(renders.most).toBe(SHARE_RENDERS);
    expect(answered).toHaveLength(refused);
    for (const a of answered) expect(a).toMatchObject({ status: 503, retryAfter: String(SHARE_RETRY_AFTER_S) });

    open();
    await burst;
    expect(renders.most).toBe(SHARE_RENDERS);
    expect(answered.filter((a) => a.status === 200)).toHaveLength(SHARE_RENDERS + SHARE_QUEUE);
    expect(renders.started).toBe(SHARE_RENDERS + SHARE_QUEUE);

    // A preview made is kept: asked again, it is not rendered again; one refused renders once asked again.
    const made = answered.find((a) => a.status === 200)!.id;
    expect((await side.inject({ url: `/share/post/${made}.jpg` })).statusCode).toBe(200);
    expect(renders.started).toBe(SHARE_RENDERS + SHARE_QUEUE);
    const later = answered.find((a) => a.status === 503)!.id;
    expect((await side.inject({ url: `/share/post/${later}.jpg` })).statusCode).toBe(200);
    expect(renders.started).toBe(SHARE_RENDERS + SHARE_QUEUE + 1);
  });
});
