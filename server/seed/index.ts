// First-start demo content (COMMON "Seed and media"): runs only when `cities` is empty, writes every row in
// one transaction, and is deterministic apart from times, which follow the clock.
import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';
import { POST_STATUS } from '../../protocol/status';
import type { Database, NewPostImage } from '../db/schema';
import type { MediaStorage } from '../lib/media-storage';
import { buildAds, buildNotices } from './ads';
import { exploreTagRows, exploreThemeRows } from './explore';
import { pickPostImages, prepareSeedImages, renderSeedImages, storeSeedImages } from './images';
import { seedAppointments } from './appointments';
import { demoPostIndex, giveDemoPost, seedDemoChat } from './demo-chat';
import { seedMoney } from './money';
import { buildPosts } from './posts';
import { postPoints, withCentres } from './points';
import { createRng } from './rng';
import { MODES, TYPES, cityRows, codeRows } from './taxonomy';
import { DEMO_LOGINS, DEMO_OPERATORS, buildUsers } from './users';
import { assignVideos, prepareSeedClips, storeSeedClips } from './videos';
import type { DemoLogin, SeedUsers } from './users';

export { DEMO_LOGINS } from './users';

const DEFAULT_POSTS = 320;
const SEED = 20_261_122;
const POST_BATCH = 100;
const IMAGE_BATCH = 500;

export interface SeedOptions {
  storage: MediaStorage;
  mediaKey: Uint8Array;
  /** How many posts (SEED_POSTS); default 320. */
  posts?: number;
  /** false: leave out the demo logins and their documented passwords (production); default true. */
  demoLogins?: boolean;
  log: (line: string) => void;
}

export interface SeedResult {
  seeded: boolean;
  demoUsers: DemoLogin[];
  /** Wall time of the whole seed, when it ran. */
  durationMs?: number;
}

async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('cities').select('code').limit(1).executeTakeFirst()) === undefined;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The demo content without the accounts anyone can log in to (the authors' password is random). */
function withoutDemoLogins(users: SeedUsers): SeedUsers {
  const demo = new Set(users.logins.map((l) => l.username));
  return { ...users, rows: users.rows.filter((u) => !demo.has(u.username)), logins: [] };
}

export async function seedIfEmpty(db: Kysely<Database>, opts: SeedOptions): Promise<SeedResult> {
  if (!(await isEmpty(db))) return { seeded: false, demoUsers: [] };
  const started = performance.now();
  const now = Math.floor(Date.now() / 1000);
  const rng = createRng(SEED);
  const postCount = opts.posts ?? DEFAULT_POSTS;
  // The slow, pure work (rendering, variants, encryption, password hashing) happens before the transaction opens.
  const [prepared, built, preparedClips] = await Promise.all([
    renderSeedImages().then((rendered) => prepareSeedImages(rendered, opts.mediaKey)),
    buildUsers(rng, now),
    prepareSeedClips(opts.mediaKey),
  ]);
  const users = opts.demoLogins === false ? withoutDemoLogins(built) : built;
  if (preparedClips === null) opts.log('seed videos skipped: server/seed/assets/video not found next to the server');

  const summary = await db.transaction().execute(async (trx) => {
    // Two processes starting on one PostgreSQL database: the second waits here, then sees the rows.
    if (trx.getExecutor().adapter instanceof PostgresAdapter)
      await sql`lock table cities in exclusive mode`.execute(trx);
    if (!(await isEmpty(trx))) return null;

    await trx.insertInto('cities').values(withCentres(cityRows())).execute();
    await trx.insertInto('post_types').values(codeRows(TYPES)).execute();
    await trx.insertInto('post_modes').values(codeRows(MODES)).execute();
    const userIds = await trx.insertInto('users').values(users.rows).returning(['id', 'username']).execute();
    const idOf = new Map(userIds.map((u) => [u.username, u.id]));
    const authors = users.authors.map((a) => ({ id: idOf.get(a.username)!, trade: a.trade }));
    const operators = DEMO_OPERATORS.filter((o) => idOf.has(o.username)).map((o) => ({
      user_id: idOf.get(o.username)!,
      role: o.role,
      granted_by: null,
      granted_at: now,
    }));
    if (operators.length > 0) await trx.insertInto('user_roles').values(operators).execute();

    const images = await storeSeedImages({ db: trx, storage: opts.storage }, prepared);
    const posts = buildPosts(rng, postCount, authors, now);
    const demoId = idOf.get(DEMO_LOGINS.demo.username);
    const vipId = idOf.get(DEMO_LOGINS.vip.username);
    const demoIndex = demoId === undefined || vipId === undefined ? -1 : demoPostIndex(posts);
    if (demoIndex >= 0) giveDemoPost(posts[demoIndex]!, demoId!);
    const points = postPoints(posts.map((p) => p.row.city_code));
    posts.forEach((p, i) => Object.assign(p.row, points[i]));
    const postIds: number[] = [];
    for (const batch of chunks(posts, POST_BATCH)) {
      // RETURNING gives ids in VALUES order on both SQLite and PostgreSQL.
      const ids = await trx
        .insertInto('posts')
        .values(batch.map((p) => p.row))
        .returning('id')
        .execute();
      postIds.push(...ids.map((r) => r.id));
    }
    const imageRows: NewPostImage[] = posts.flatMap((p, i) =>
      pickPostImages(rng, images.pool, p.typeCode, p.imageCount).map((img, sort) => ({
        post_id: postIds[i]!,
        path: img.path,
        sort,
        width: img.width,
        height: img.height,
      })),
    );
    for (const batch of chunks(imageRows, IMAGE_BATCH)) await trx.insertInto('post_images').values(batch).execute();

    const clips = preparedClips ? await storeSeedClips({ db: trx, storage: opts.storage }, preparedClips) : [];
    const candidates = posts.map((p, i) => ({
      id: postIds[i]!,
      vip: p.row.vip === 1,
      public: p.row.status === POST_STATUS.VERIFIED,
      createdAt: p.row.created_at,
    }));
    const videoRows = assignVideos(candidates, clips, now);
    if (videoRows.length > 0) await trx.insertInto('post_videos').values(videoRows).execute();

    const firstVerified = (kind: string) =>
      postIds[posts.findIndex((p) => p.row.kind === kind && p.row.status === POST_STATUS.VERIFIED)] ?? postIds[0] ?? 0;
    const ads = buildAds(images.banners, images.tiles, {
      storePostId: firstVerified('store'),
      certificationPostId: firstVerified('certification'),
    });
    await trx.insertInto('ads').values(ads).execute();
    const vipIndex = posts.findIndex((p) => p.row.vip === 1 && p.row.status === POST_STATUS.VERIFIED);
    const goods = await seedMoney(
      trx,
      demoId === undefined || vipId === undefined
        ? null
        : {
            demo: demoId,
            vip: vipId,
            vipPost: vipIndex >= 0 ? { id: postIds[vipIndex]!, authorId: posts[vipIndex]!.row.user_id } : null,
          },
      now,
    );
    await seedAppointments(
      trx,
      rng,
      posts.map((p, i) => ({
        id: postIds[i]!,
        userId: p.row.user_id,
        kind: p.row.kind,
        status: p.row.status,
        title: p.row.title,
      })),
      userIds.map((u) => u.id),
      now,
    );
    if (demoIndex >= 0) {
      const post = { id: postIds[demoIndex]!, title: posts[demoIndex]!.row.title };
      await seedDemoChat(trx, { demo: demoId!, vip: vipId! }, post, now);
    }
    const notices = buildNotices(rng, now);
    await trx.insertInto('notices').values(notices).execute();
    await trx.insertInto('explore_themes').values(exploreThemeRows(now)).execute();
    await trx.insertInto('explore_tags').values(exploreTagRows()).execute();
    return {
      users: users.rows.length,
      posts: posts.length,
      images: imageRows.length,
      videos: videoRows.length,
      pool: images.pool.length,
      ads: ads.length,
      notices: notices.length,
      goods,
    };
  });
  if (summary === null) return { seeded: false, demoUsers: [] };

  const durationMs = Math.round(performance.now() - started);
  opts.log(
    `seeded demo content in ${(durationMs / 1000).toFixed(1)} s: ${cityRows().length} cities, ${TYPES.length} types, ` +
      `${MODES.length} modes, ${summary.users} users, ${summary.posts} posts with ${summary.images} images ` +
      `(pool of ${summary.pool}) and ${summary.videos} videos, ${summary.ads} ads, ${summary.notices} notices`,
  );
  if (users.logins.length > 0)
    opts.log(`demo logins: ${users.logins.map((l) => `${l.username} / ${l.password}`).join(', ')}`);
  return { seeded: true, demoUsers: users.logins, durationMs };
}
