import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_KINDS } from '../../../protocol/types';
import { POST_STATUS } from '../../../protocol/status';
import { migrateToLatest, openDatabase } from '../../../server/db/database';
import type { Db } from '../../../server/db/database';
import { verifyPassword } from '../../../server/domain/accounts';
import { toCard } from '../../../server/domain/listings';
import { VARIANT_WIDTHS, variantPath, videosFor } from '../../../server/domain/media';
import { decryptMedia } from '../../../server/lib/node-cipher';
import { createLocalStorage } from '../../../server/lib/media-storage';
import type { MediaStorage } from '../../../server/lib/media-storage';
import { DEMO_LOGINS, seedIfEmpty } from '../../../server/seed/index';
import { AUTHORS } from '../../../server/seed/users';
import { expectDemoChat } from './demo-chat';
import { VIDEO_POSTS, VIP_VIDEO_POSTS } from '../../../server/seed/videos';
import sharp from 'sharp';
import { createTestEnv, dialects } from '../helper';
import type { Dialect } from '../helper';

const JPEG_MAGIC = [0xff, 0xd8, 0xff];

interface Env {
  db: Db;
  storage: MediaStorage;
  mediaDir: string;
  mediaKey: Buffer;
  logs: string[];
  close(): Promise<void>;
}

/** A migrated, empty database (a throwaway schema on PostgreSQL) and a media folder, without an app. */
async function openEnv(dialect: Dialect): Promise<Env> {
  const env = await createTestEnv(dialect, 'goldpost-seed-');
  const { dataDir, databaseUrl, pgSchema } = env.config;
  const db = openDatabase({ dataDir, databaseUrl, pgSchema: pgSchema ?? undefined });
  await migrateToLatest(db);
  const mediaDir = join(dataDir, 'media');
  return {
    db,
    mediaDir,
    storage: createLocalStorage(mediaDir),
    mediaKey: randomBytes(16),
    logs: [],
    async close() {
      await db.destroy();
      await env.dispose();
    },
  };
}

/** Checks what every seed must hold, whatever the post count and database. */
async function expectSeeded(env: Env, posts: number): Promise<void> {
  const { db } = env;
  const cities = await db.selectFrom('cities').selectAll().execute();
  expect(cities.length).toBeGreaterThanOrEqual(20);
  const abroad = cities.filter((c) => c.abroad === 1);
  expect(abroad.length).toBeGreaterThanOrEqual(6);
  expect(abroad.every((c) => c.region !== '')).toBe(true);
  expect(await db.selectFrom('post_types').selectAll().execute()).toHaveLength(8);
  expect(await db.selectFrom('post_modes').selectAll().execute()).toHaveLength(3);

  const rows = await db
    .selectFrom('posts')
    .select(['id', 'kind', 'status', 'city_code', 'tags', 'facts', 'vip'])
    .execute();
  expect(rows).toHaveLength(posts);
  expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(POST_KINDS));
  const codes = new Set(cities.map((c) => c.code));
  expect(rows.every((r) => codes.has(r.city_code))).toBe(true);
  for (const r of rows) {
    const tags = JSON.parse(r.tags) as string[];
    expect(tags.length).toBeGreaterThanOrEqual(2);
    expect(tags.length).toBeLessThanOrEqual(4);
    expect((JSON.parse(r.facts) as unknown[]).length).toBeGreaterThan(0);
  }

  const images = await db.selectFrom('post_images').select(['post_id', 'path', 'sort', 'width', 'height']).execute();
  const perPost = new Map<number, number>();
  for (const img of images) perPost.set(img.post_id, (perPost.get(img.post_id) ?? 0) + 1);
  for (const r of rows) {
    expect(perPost.get(r.id) ?? 0).toBeGreaterThanOrEqual(1);
    expect(perPost.get(r.id) ?? 0).toBeLessThanOrEqual(6);
  }
  const ads = await db.selectFrom('ads').selectAll().execute();
  const paths = new Set([...images.map((i) => i.path), ...ads.map((a) => a.image)]);
  const media = new Set((await db.selectFrom('media').select('path').execute()).map((m) => m.path));
  for (const path of paths) {
    expect(media.has(path)).toBe(true);
    expect(existsSync(join(env.mediaDir, path))).toBe(true);
    const plain = decryptMedia(env.mediaKey, (await env.storage.get(path))!);
    expect([...plain.subarray(0, 3)]).toEqual(JPEG_MAGIC);
  }

  await expectVariants(env, [...paths]);
  await expectVideos(env);

  expect(ads.filter((a) => a.slot === 'home_banner')).toHaveLength(3);
  expect(ads.filter((a) => a.slot === 'home_grid')).toHaveLength(4);
  const inApp = ads.find((a) => a.type === 2 && a.url.startsWith('/details/store/'))!;
  const target = rows.find((r) => r.id === Number(inApp.url.split('/').pop()))!;
  expect(target).toMatchObject({ kind: 'store', status: POST_STATUS.VERIFIED });
  const notices = await db.selectFrom('notices').selectAll().execute();
  expect(notices.filter((n) => n.kind === 'buy').length).toBeGreaterThanOrEqual(20);
  expect(notices.some((n) => n.kind === 'system')).toBe(true);

  for (const login of Object.values(DEMO_LOGINS)) {
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', login.username)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(login.password, user.password_hash)).toBe(true);
    expect(await verifyPassword('wrong', user.password_hash)).toBe(false);
  }
  const vip = await db.selectFrom('users').selectAll().where('username', '=', 'vipdemo').executeTakeFirstOrThrow();
  expect(vip.vip_level).toBe(2);
  // A quarterly card in force, as long as the card it bought: 90 days from its purchase.
  expect(vip.vip_expires_at! - Date.now() / 1000).toBeGreaterThan(60 * 86_400);
  const card = await db.selectFrom('vip_grants').selectAll().where('user_id', '=', vip.id).executeTakeFirstOrThrow();
  expect(card.expires_at! - card.starts_at).toBe(90 * 86_400);
  const roles = await db
    .selectFrom('user_roles')
    .innerJoin('users', 'users.id', 'user_roles.user_id')
    .select(['users.username', 'user_roles.role'])
    .orderBy('users.username')
    .execute();
  expect(roles).toEqual([
    { username: 'admin', role: 'admin' },
    { username: 'finance', role: 'finance' },
    { username: 'moderator', role: 'moderator' },
    { username: 'support', role: 'support' },
  ]);

  await expectAuthorsMatchTrades(db);
  await expectDemoChat(db);
}

/** Every publisher's nickname and bio are of one trade: all their posts are of that post type. */
async function expectAuthorsMatchTrades(db: Db): Promise<void> {
  const posts = await db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.user_id')
    .select(['users.nickname', 'posts.type_code'])
    // demo's one post (demo-chat.ts) keeps the trade it had before it was handed over.
    .where('users.username', '!=', DEMO_LOGINS.demo.username)
    .execute();
  const tradeOf = new Map(AUTHORS.map((a) => [a.nickname, a.trade]));
  const types = new Map<string, Set<number>>();
  for (const p of posts) types.set(p.nickname, (types.get(p.nickname) ?? new Set()).add(p.type_code));
  expect(types.size).toBeGreaterThan(0);
  for (const [nickname, codes] of types) {
    expect(tradeOf.has(nickname), `${nickname} publishes demo posts`).toBe(true);
    expect([...codes], nickname).toEqual([tradeOf.get(nickname)]);
  }
}

/** Every stored picture has exactly the advertised widths narrower than itself, encrypted and decodable. */
async function expectVariants(env: Env, paths: string[]): Promise<void> {
  const media = await env.db.selectFrom('media').select(['path', 'width']).where('path', 'in', paths).execute();
  const rows = await env.db.selectFrom('media_variants').select(['path', 'width']).execute();
  let checked = 0;
  for (const m of media) {
    const want = VARIANT_WIDTHS.filter((w) => w < m.width!);
    expect(
      rows
        .filter((r) => r.path === m.path)
        .map((r) => r.width)
        .sort((a, b) => a - b),
    ).toEqual(want);
    for (const w of VARIANT_WIDTHS)
      expect(existsSync(join(env.mediaDir, variantPath(m.path, w)))).toBe(want.includes(w));
    // Decoding every variant is slow; a few prove the format.
    if (checked++ < 3 && want.length > 0) {
      const plain = decryptMedia(env.mediaKey, (await env.storage.get(variantPath(m.path, want[0]!)))!);
      expect((await sharp(plain).metadata()).width).toBe(want[0]);
    }
  }
  expect(media.some((m) => m.width! > VARIANT_WIDTHS.at(-1)!)).toBe(true);
}

/** Enough public posts for a video feed (a few VIP) have a video, mp4 and HLS both used, every file and poster in storage. */
async function expectVideos(env: Env): Promise<void> {
  const { db, storage } = env;
  const videos = await db
    .selectFrom('post_videos')
    .innerJoin('posts', 'posts.id', 'post_videos.post_id')
    .select(['post_id', 'url', 'pic', 'status', 'vip'])
    .execute();
  // A small seed has fewer public posts than the feed's quota: then every public post gets one.
  const open = await db.selectFrom('posts').select('vip').where('status', '=', POST_STATUS.VERIFIED).execute();
  const vipCount = Math.min(VIP_VIDEO_POSTS, open.filter((p) => p.vip === 1).length);
  const expected = vipCount + Math.min(VIDEO_POSTS - vipCount, open.filter((p) => p.vip === 0).length);
  expect(videos).toHaveLength(expected);
  expect(videos.every((v) => v.status === POST_STATUS.VERIFIED)).toBe(true);
  expect(videos.filter((v) => v.vip === 1)).toHaveLength(vipCount);
  expect(VIDEO_POSTS).toBeGreaterThanOrEqual(30);
  expect(videos.filter((v) => v.url.endsWith('.mp4')).length).toBeGreaterThanOrEqual(3);
  expect(videos.filter((v) => v.url.endsWith('/index.m3u8')).length).toBeGreaterThanOrEqual(3);
  expect(new Set(videos.map((v) => v.pic)).size).toBe(2);
  for (const v of videos) {
    expect(v.url).toMatch(/^video\/[a-z]+-[0-9a-f]{12}\/(clip\.mp4|index\.m3u8)$/);
    expect((await storage.stat(v.url))?.size).toBeGreaterThan(100);
    if (v.url.endsWith('.m3u8')) {
      const segments = (await storage.get(v.url))!
        .toString('utf8')
        .split('\n')
        .filter((l) => l.endsWith('.ts'));
      expect(segments.length).toBeGreaterThanOrEqual(1);
      const dir = v.url.slice(0, v.url.lastIndexOf('/') + 1);
      for (const seg of segments) expect((await storage.get(dir + seg))![0]).toBe(0x47);
    } else {
      const mp4 = (await storage.get(v.url))!;
      expect(mp4.toString('latin1', 4, 8)).toBe('ftyp');
      // faststart: the index comes before the media data, so playback starts before the download ends.
      expect(mp4.indexOf('moov')).toBeLessThan(mp4.indexOf('mdat'));
    }
    const poster = decryptMedia(env.mediaKey, (await storage.get(v.pic))!);
    expect([...poster.subarray(0, 3)]).toEqual(JPEG_MAGIC);
  }
  const ids = videos.map((v) => v.post_id);
  const byPost = await videosFor(db, [...ids, -1]);
  expect(byPost.size).toBe(expected);
  const row = await db.selectFrom('posts').selectAll().where('id', '=', ids[0]!).executeTakeFirstOrThrow();
  expect(toCard(row, [], byPost.get(row.id) ?? null).hasVideo).toBe(true);
  expect(toCard(row, []).hasVideo).toBe(false);
}

describe('seed on SQLite, full size', () => {
  let env: Env;
  beforeAll(async () => {
    env = await openEnv('sqlite');
  });
  afterAll(() => env?.close());

  it('seeds ≥ 300 posts with working images and demo logins, and reports its duration', async () => {
    const result = await seedIfEmpty(env.db, {
      storage: env.storage,
      mediaKey: env.mediaKey,
      log: (l) => env.logs.push(l),
    });
    expect(result.seeded).toBe(true);
    expect(result.demoUsers).toEqual(Object.values(DEMO_LOGINS));
    await expectSeeded(env, 320);
    expect(env.logs.join('\n')).toMatch(/seeded demo content in \d+\.\d s: .*320 posts/);
    expect(env.logs.join('\n')).toContain('demo / goldpost-demo');
    expect(result.durationMs).toBeGreaterThan(0);
    console.info(`[seed] 320 posts on SQLite: ${result.durationMs} ms`);

    const statuses = (await env.db.selectFrom('posts').select('status').execute()).map((r) => r.status);
    const verified = statuses.filter((s) => s === POST_STATUS.VERIFIED).length;
    expect(verified / statuses.length).toBeGreaterThan(0.8);
    expect(statuses.some((s) => s !== POST_STATUS.VERIFIED)).toBe(true);
  }, 60_000);

  it('does nothing the second time', async () => {
    const before = await env.db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const logs: string[] = [];
    const again = await seedIfEmpty(env.db, { storage: env.storage, mediaKey: env.mediaKey, log: (l) => logs.push(l) });
    expect(again).toEqual({ seeded: false, demoUsers: [] });
    expect(logs).toEqual([]);
    const after = await env.db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

// Registered only when PostgreSQL is configured (CI sets DATABASE_URL), so nothing shows as skipped.
if (dialects.includes('postgres')) {
  describe('seed on PostgreSQL', () => {
    let env: Env;
    beforeAll(async () => {
      env = await openEnv('postgres');
    });
    afterAll(() => env?.close());

    it('seeds in a fresh schema and only once', async () => {
      const result = await seedIfEmpty(env.db, {
        storage: env.storage,
        mediaKey: env.mediaKey,
        posts: 40,
        log: () => {},
      });
      expect(result.seeded).toBe(true);
      await expectSeeded(env, 40);
      const again = await seedIfEmpty(env.db, {
        storage: env.storage,
        mediaKey: env.mediaKey,
        posts: 40,
        log: () => {},
      });
      expect(again.seeded).toBe(false);
    }, 60_000);
  });
}
