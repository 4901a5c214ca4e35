import { sql } from 'kysely';
import { POST_STATUS } from '../../../protocol/status';

const posterNotBanned = (posts: 'posts' | 'p') =>
  sql`not exists (select 1 from users as poster where poster.id = ${sql.ref(`${posts}.user_id`)} and poster.banned_at is not null)`;

/**
 * Whether a post is public: verified, and its poster not banned. A ban leaves the poster's statuses as they
 * were, so lifting it brings the posts back; until then they answer as missing wherever an id reaches them
 * (detail, unlock, bookings, ratings, favourites, a first chat, the public profile), as in every list.
 * `posts` names the posts table as the query spells it.
 */
export function isPublic(posts: 'posts' | 'p' = 'posts') {
  return sql<boolean>`(${sql.ref(`${posts}.status`)} = ${POST_STATUS.VERIFIED} and ${posterNotBanned(posts)})`;
}

/** A post out of every list whose page a visitor still opens, marked sold; its poster not banned. */
export function isSoldShown(posts: 'posts' | 'p' = 'posts') {
  return sql<boolean>`(${sql.ref(`${posts}.status`)} = ${POST_STATUS.SOLD} and ${posterNotBanned(posts)})`;
}
