import { randomBytes } from 'node:crypto';
import { POST_STATUS } from '../../../protocol/status';
import type { Db } from '../../../server/db/database';
import type { OperatorRole } from '../../../protocol/console-operators';
import type { NewPost } from '../../../server/db/schema';
import { createSession, hashPassword } from '../../../server/domain/accounts';
import { nowS } from '../helper';
import type { TestApp } from '../helper';
import { CITY, MODE, TYPE, insertFixtures } from '../support/fixtures';
import type { Fixtures } from '../support/fixtures';
import { insertGoods } from '../support/money';
import { IMG } from '../support/release';

// The data every cell of the matrix builds on: the taxonomy, goods and stored images once per file; the
// accounts and the target object fresh for every cell, so one identity's call never changes another's.

export const PASSWORD = 'Amber-Lantern-4417';

export interface Person {
  id: number;
  username: string;
  token: string;
}

export interface Shared {
  t: TestApp;
  f: Fixtures;
  goods: Map<string, number>;
  passwordHash: string;
}

export async function setupShared(t: TestApp): Promise<Shared> {
  const f = await insertFixtures(t.db);
  const at = nowS();
  await t.db
    .insertInto('media')
    .values(
      IMG.map((path) => ({
        path,
        kind: 'image' as const,
        mime: 'image/png',
        size: 100,
        width: 100,
        height: 80,
        created_at: at,
      })),
    )
    .execute();
  return { t, f, goods: await insertGoods(t), passwordHash: await hashPassword(PASSWORD) };
}

let seq = 0;

/** An account with the given roles and a live session (made directly: registration is throttled per address). */
export async function person(s: Shared, roles: readonly OperatorRole[] = []): Promise<Person> {
  const username = `m${++seq}_${randomBytes(3).toString('hex')}`;
  const { id } = await s.t.db
    .insertInto('users')
    .values({
      username,
      password_hash: s.passwordHash,
      nickname: username,
      avatar: null,
      vip_expires_at: null,
      incode: `Z${randomBytes(5).toString('hex').toUpperCase()}`,
      invited_by: null,
      created_at: nowS(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (roles.length > 0) {
    const at = nowS();
    await s.t.db
      .insertInto('user_roles')
      .values(roles.map((role) => ({ user_id: id, role, granted_by: null, granted_at: at })))
      .execute();
  }
  return { id, username, token: await openSession(s.t.db, id) };
}

export const openSession = (db: Db, userId: number) =>
  createSession(db, userId, { ip: '127.0.0.1', userAgent: 'authz-matrix' }, nowS());

/** A verified post of `userId` (store unless `kind` says otherwise). */
export async function insertPost(db: Db, userId: number, over: Partial<NewPost> = {}): Promise<number> {
  const t = nowS();
  const row = await db
    .insertInto('posts')
    .values({
      user_id: userId,
      kind: 'store',
      title: 'Harbour Bike Repair',
      description: 'Tyres, brakes and gears fixed while you wait.',
      city_code: CITY.beijing,
      type_code: TYPE.repair,
      mode_code: MODE.shop,
      price_min: 30,
      price_max: 90,
      address: 'Quay Road 8',
      hours: '9:00–18:00',
      contact: 'tel 010-5555',
      tags: JSON.stringify(['fast']),
      facts: JSON.stringify([]),
      vip: 0,
      status: POST_STATUS.VERIFIED,
      created_at: t,
      updated_at: t,
      // Its lifetime set up front: the life sweep gives one to a public post it first sees, and a sweep
      // running between a cell's two reads would look like the refused call changed the post.
      expires_at: t + 30 * 24 * 3600,
      ...over,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('post_images')
    .values({ post_id: row.id, path: IMG[0]!, sort: 1, width: 100, height: 80 })
    .execute();
  return row.id;
}

/** One row of `table` by id, for comparing before and after a refused call. */
export async function rowOf(
  db: Db,
  table: 'posts' | 'payout_accounts' | 'appointments' | 'sessions' | 'users' | 'withdrawals',
  id: number,
) {
  return db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
}
