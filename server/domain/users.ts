import { POST_STATUS } from '../../protocol/status';
import type { PublicUser, UserProfile } from '../../protocol/types';
import type { Db } from '../db/database';
import type { UserRow, UserUpdate } from '../db/schema';
import { Refusal } from './refusal';

/** The VIP tier in force now: 0 when none or expired (a null expiry means it does not expire). */
export function activeVipLevel(user: Pick<UserRow, 'vip_level' | 'vip_expires_at'>, nowS: number): number {
  if (user.vip_level <= 0) return 0;
  if (user.vip_expires_at !== null && user.vip_expires_at <= nowS) return 0;
  return user.vip_level;
}

async function userRow(db: Db, id: number): Promise<UserRow> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new Refusal('user.not_found');
  return row;
}

export async function profile(db: Db, userId: number, nowS: number): Promise<UserProfile> {
  const u = await userRow(db, userId);
  return {
    id: u.id,
    username: u.username,
    nickname: u.nickname,
    avatar: u.avatar,
    bio: u.bio,
    is_vip: activeVipLevel(u, nowS),
    vipExpiresAt: u.vip_expires_at,
    incode: u.incode,
    createdAt: u.created_at,
  };
}

export async function publicProfile(db: Db, userId: number, nowS: number): Promise<PublicUser> {
  const u = await userRow(db, userId);
  const count = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', POST_STATUS.VERIFIED)
    .executeTakeFirstOrThrow();
  return {
    id: u.id,
    nickname: u.nickname,
    avatar: u.avatar,
    bio: u.bio,
    is_vip: activeVipLevel(u, nowS),
    postCount: Number(count.n),
    createdAt: u.created_at,
  };
}

export interface ProfileChanges {
  id?: number;
  nickname?: string;
  bio?: string;
  avatar?: string | null;
}

/** @throws Refusal user.not_yours when `id` names someone else, user.avatar_unknown when the avatar is not a stored image. */
export async function updateProfile(
  db: Db,
  callerId: number,
  changes: ProfileChanges,
  nowS: number,
): Promise<UserProfile> {
  if (changes.id !== undefined && changes.id !== callerId) throw new Refusal('user.not_yours');
  const set: UserUpdate = {};
  if (changes.nickname !== undefined) set.nickname = changes.nickname;
  if (changes.bio !== undefined) set.bio = changes.bio;
  if (changes.avatar !== undefined) {
    if (changes.avatar !== null) {
      const media = await db.selectFrom('media').select('kind').where('path', '=', changes.avatar).executeTakeFirst();
      if (media?.kind !== 'image') throw new Refusal('user.avatar_unknown');
    }
    set.avatar = changes.avatar;
  }
  if (Object.keys(set).length > 0) await db.updateTable('users').set(set).where('id', '=', callerId).execute();
  return profile(db, callerId, nowS);
}
