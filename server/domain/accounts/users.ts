import { readsAsStaff } from '../../../protocol/accounts-rules';
import { POST_STATUS } from '../../../protocol/status';
import type { PublicUser, UserProfile } from '../../../protocol/types';
import type { Db } from '../../db/database';
import type { UserRow, UserUpdate } from '../../db/schema';
import { isPublic, Refusal, takeWindow, waitWords } from '../common';
import type { WindowRule } from '../common';

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
    area: u.area_code,
    // Logged in with an operator's temporary password (user-admin.ts) and not yet replaced it.
    ...(u.temp_password_used_at !== null ? { mustChangePassword: true as const } : {}),
  };
}

/** Profile reads per address: ample for people browsing, slow for walking the id space. */
export const PROFILE_READS: WindowRule = { max: 120, windowS: 60 };

/**
 * A publisher's public profile. Ids stay sequential (posts already show their author's id), so only accounts
 * with a public post are answered, to the viewer themself too; every other id — missing, or an account that
 * publishes nothing — gets the same user.not_found, from the same single query. A banned publisher (one with a
 * verified post, so their page was public) answers user.banned with the operator's reason instead.
 * @throws Refusal user.too_many_requests when the address read too many profiles, user.banned, user.not_found.
 */
export async function publicProfile(
  db: Db,
  userId: number,
  viewer: { ip: string; userId: number | null },
  nowS: number,
): Promise<PublicUser> {
  const slot = await takeWindow(db, `profile:ip:${viewer.ip}`, PROFILE_READS, nowS);
  if (!slot.ok) throw new Refusal('user.too_many_requests', { wait: waitWords(slot.waitS) });
  const u = await db
    .selectFrom('users')
    .select(['id', 'nickname', 'avatar', 'bio', 'vip_level', 'vip_expires_at', 'created_at', 'banned_at', 'ban_reason'])
    .select((eb) => [
      eb
        .selectFrom('posts')
        .select(eb.fn.countAll<string | number>().as('n'))
        .whereRef('posts.user_id', '=', 'users.id')
        .where(isPublic())
        .as('post_count'),
      // Verified posts whatever the ban: a banned publisher's page was public, so it says why it is gone.
      eb
        .selectFrom('posts')
        .select(eb.fn.countAll<string | number>().as('n'))
        .whereRef('posts.user_id', '=', 'users.id')
        .where('posts.status', '=', POST_STATUS.VERIFIED)
        .as('verified_count'),
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (u && u.banned_at !== null && (Number(u.verified_count ?? 0) > 0 || viewer.userId === u.id)) {
    throw new Refusal('user.banned', { reason: u.ban_reason });
  }
  const postCount = Number(u?.post_count ?? 0);
  if (!u || (postCount === 0 && viewer.userId !== u.id)) throw new Refusal('user.not_found');
  return {
    id: u.id,
    nickname: u.nickname,
    avatar: u.avatar,
    bio: u.bio,
    is_vip: activeVipLevel(u, nowS),
    postCount,
    createdAt: u.created_at,
  };
}

export interface ProfileChanges {
  id?: number;
  nickname?: string;
  bio?: string;
  avatar?: string | null;
  area?: number | null;
}

/**
 * @throws Refusal user.not_yours when `id` names someone else, user.avatar_unknown when the avatar is not a
 *   stored image, user.area_unknown for a city code the catalogue does not have.
 */
export async function updateProfile(
  db: Db,
  callerId: number,
  changes: ProfileChanges,
  nowS: number,
): Promise<UserProfile> {
  if (changes.id !== undefined && changes.id !== callerId) throw new Refusal('user.not_yours');
  const set: UserUpdate = {};
  if (changes.nickname !== undefined) {
    // A name kept from before the rule, sent back unchanged with the rest of the form, stays allowed.
    if (readsAsStaff(changes.nickname)) {
      const now = await db.selectFrom('users').select('nickname').where('id', '=', callerId).executeTakeFirst();
      if (now?.nickname !== changes.nickname) throw new Refusal('user.nickname_reserved', { field: 'nickname' });
    }
    set.nickname = changes.nickname;
  }
  if (changes.bio !== undefined) set.bio = changes.bio;
  if (changes.avatar !== undefined) {
    if (changes.avatar !== null) {
      const media = await db.selectFrom('media').select('kind').where('path', '=', changes.avatar).executeTakeFirst();
      if (media?.kind !== 'image') throw new Refusal('user.avatar_unknown');
    }
    set.avatar = changes.avatar;
  }
  if (changes.area !== undefined) {
    if (changes.area !== null) {
      const city = await db.selectFrom('cities').select('code').where('code', '=', changes.area).executeTakeFirst();
      if (!city) throw new Refusal('user.area_unknown');
    }
    set.area_code = changes.area;
    // A point shared from the device belongs to the city it was shared in; another city drops it.
    const now = await db.selectFrom('users').select('area_code').where('id', '=', callerId).executeTakeFirst();
    if (now?.area_code !== changes.area) Object.assign(set, { area_lat: null, area_lng: null });
  }
  if (Object.keys(set).length > 0) await db.updateTable('users').set(set).where('id', '=', callerId).execute();
  return profile(db, callerId, nowS);
}
