import { OWNER_TRANSITIONS } from '../../../protocol/release-transitions';
import type { RenewedPost, SavedPost } from '../../../protocol/release';
import { postStatusName } from '../../../protocol/refusal-words';
import { POST_STATUS } from '../../../protocol/status';
import type { Db } from '../../db/database';
import { recordNotice, Refusal } from '../common';
import { ownPost } from './owner';
import { changePostStatus, writeAudit } from './post-status';

// A listing's life after review: the owner marks it sold (its page stays up, marked so, out of every list);
// a public post expires when its lifetime runs out unrenewed, with one reminder a few days before; a renewal
// starts a new lifetime and brings an expired post back without a new review (its content did not change).

export interface PostLifeConfig {
  /** Seconds a public post stays listed before it expires, counted from publication or the last renewal. */
  lifetimeS: number;
  /** Seconds before expiry the owner is reminded. */
  remindS: number;
}

const DAY_S = 86_400;
export const DEFAULT_POST_LIFE: PostLifeConfig = { lifetimeS: 30 * DAY_S, remindS: 3 * DAY_S };

/** POST_LIFETIME_DAYS and POST_REMIND_DAYS; @throws Error naming a variable that is not a positive integer. */
export function postLifeConfigFrom(env: NodeJS.ProcessEnv): PostLifeConfig {
  const seconds = (name: string, fallbackS: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallbackS;
    const n = Number(raw);
    if (!Number.isSafeInteger(n) || n < 1) throw new Error(`${name} must be a positive integer`);
    return n * DAY_S;
  };
  const config = {
    lifetimeS: seconds('POST_LIFETIME_DAYS', DEFAULT_POST_LIFE.lifetimeS),
    remindS: seconds('POST_REMIND_DAYS', DEFAULT_POST_LIFE.remindS),
  };
  if (config.remindS >= config.lifetimeS) throw new Error('POST_REMIND_DAYS must be below POST_LIFETIME_DAYS');
  return config;
}

const ANY_KIND = ['personal', 'store', 'certification', 'broker'] as const;
const owner = (userId: number) => ({ actor: 'owner' as const, userId });

/**
 * Sold or rented: out of lists and search; its page shows it as sold; the bump in force, if any, ends.
 * @throws Refusal release.not_found, release.cannot_mark_sold, release.status_changed.
 */
export async function markSold(db: Db, userId: number, id: number, nowS: number): Promise<SavedPost> {
  const post = await ownPost(db, userId, id, ANY_KIND);
  const { from, to } = OWNER_TRANSITIONS.markSold;
  if (from === 'any' || !from.includes(post.status))
    throw new Refusal('release.cannot_mark_sold', { status: postStatusName(post.status) });
  await db.transaction().execute((trx) =>
    changePostStatus(trx, {
      postId: id,
      from: post.status,
      to,
      actor: owner(userId),
      reason: '已售出',
      nowS,
      set: { bumped_at: null, bumped_until: null },
    }),
  );
  return { id, status: POST_STATUS.SOLD };
}

/**
 * A new lifetime from now, free; an expired post is public again at once. Renewing twice is harmless.
 * @throws Refusal release.not_found, release.cannot_renew, release.status_changed.
 */
export async function renewPost(
  db: Db,
  config: PostLifeConfig,
  userId: number,
  id: number,
  nowS: number,
): Promise<RenewedPost> {
  const post = await ownPost(db, userId, id, ANY_KIND);
  const { from, to } = OWNER_TRANSITIONS.renew;
  if (from === 'any' || !from.includes(post.status))
    throw new Refusal('release.cannot_renew', { status: postStatusName(post.status) });
  const expiresAt = nowS + config.lifetimeS;
  await db.transaction().execute(async (trx) => {
    if (post.status !== to) {
      await changePostStatus(trx, {
        postId: id,
        from: post.status,
        to,
        actor: owner(userId),
        reason: '续期',
        nowS,
        set: { expires_at: expiresAt, reminded_for: null },
      });
      return;
    }
    // Still public: only the clock moves (no status change, so no audit line or notice).
    const res = await trx
      .updateTable('posts')
      .set({ expires_at: expiresAt, reminded_for: null })
      .where('id', '=', id)
      .where('status', '=', post.status)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new Refusal('release.status_changed');
  });
  return { id, status: POST_STATUS.VERIFIED, expiresAt };
}

export interface LifeSweep {
  started: number;
  reminded: number;
  expired: number;
  unbumped: number;
}

const BATCH = 200;

/**
 * One pass of the life sweep. Every write is conditional on what it read, so two processes sweeping at once
 * share the work: a reminder is written by whoever moves `reminded_for` (in the notice's transaction), an
 * expiry by whoever moves the status. Also clears ended bumps, so a listing kept for its cards is read again.
 */
export async function sweepPostLife(db: Db, config: PostLifeConfig, nowS: number): Promise<LifeSweep> {
  const { VERIFIED, EXPIRED } = POST_STATUS;
  const out: LifeSweep = { started: 0, reminded: 0, expired: 0, unbumped: 0 };
  // A post published (or published before lifetimes existed) starts its clock when first seen public.
  const started = await db
    .updateTable('posts')
    .set({ expires_at: nowS + config.lifetimeS })
    .where('status', '=', VERIFIED)
    .where('expires_at', 'is', null)
    .executeTakeFirst();
  out.started = Number(started.numUpdatedRows);

  const due = await db
    .selectFrom('posts')
    .select(['id', 'user_id', 'title', 'expires_at'])
    .where('status', '=', VERIFIED)
    .where('expires_at', '<=', nowS + config.remindS)
    .where('expires_at', '>', nowS)
    .where((eb) => eb.or([eb('reminded_for', 'is', null), eb('reminded_for', '!=', eb.ref('expires_at'))]))
    .orderBy('id')
    .limit(BATCH)
    .execute();
  for (const p of due) {
    const sent = await db.transaction().execute(async (trx) => {
      const res = await trx
        .updateTable('posts')
        .set({ reminded_for: p.expires_at })
        .where('id', '=', p.id)
        .where('status', '=', VERIFIED)
        .where('expires_at', '=', p.expires_at)
        .where((eb) => eb.or([eb('reminded_for', 'is', null), eb('reminded_for', '!=', p.expires_at)]))
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) return false;
      const days = Math.max(1, Math.ceil((p.expires_at! - nowS) / DAY_S));
      await recordNotice(trx, {
        userId: p.user_id,
        code: 'post.expiring',
        params: { days },
        post: { id: p.id, title: p.title },
        nowS,
      });
      return true;
    });
    if (sent) out.reminded += 1;
  }

  const ended = await db
    .selectFrom('posts')
    .select(['id'])
    .where('status', '=', VERIFIED)
    .where('expires_at', '<=', nowS)
    .orderBy('id')
    .limit(BATCH)
    .execute();
  for (const p of ended) {
    const moved = await db.transaction().execute(async (trx) => {
      const res = await trx
        .updateTable('posts')
        .set({ status: EXPIRED, bumped_at: null, bumped_until: null })
        .where('id', '=', p.id)
        .where('status', '=', VERIFIED)
        .where('expires_at', '<=', nowS)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) return false;
      // The owner reads it as a status notice, unread (no person made this change).
      await writeAudit(trx, {
        postId: p.id,
        from: VERIFIED,
        to: EXPIRED,
        actor: { actor: 'operator', userId: null },
        nowS,
      });
      return true;
    });
    if (moved) out.expired += 1;
  }

  const unbumped = await db
    .updateTable('posts')
    .set({ bumped_at: null, bumped_until: null })
    .where('bumped_until', '<=', nowS)
    .executeTakeFirst();
  out.unbumped = Number(unbumped.numUpdatedRows);
  return out;
}
