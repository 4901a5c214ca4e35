import { POST_STATUS } from '../../../protocol/status';
import type { PostKind } from '../../../protocol/types';
import type { Db } from '../../db/database';
import { isPublic, isSoldShown } from '../common';

// What a listing's shared link shows anyone, with no login: its page's head tags and its preview picture.
// Only what a guest's detail view shows already, and less: never the contact, the address, the facts or the
// tags; of a VIP post only the title, kind, city and price (a guest's locked preview hides the rest).

const { DELETED, TAKEN_DOWN, CANCELLED, BANNED, VERIFICATION_BANNED, VERIFIED, EXPIRED } = POST_STATUS;

/**
 * A post that was on show and was removed (by its owner or an operator) answers 410 Gone; one never on show
 * yet (pending, processing, refused) answers 404 like an id that never existed, so a link does not tell a
 * post in review from no post. A verified post whose poster is banned counts as removed.
 */
const REMOVED: readonly number[] = [DELETED, TAKEN_DOWN, CANCELLED, BANNED, VERIFICATION_BANNED, EXPIRED];

export interface ShareFacts {
  id: number;
  kind: PostKind;
  title: string;
  /** The post's text; '' for a VIP post. */
  description: string;
  priceMin: number | null;
  priceMax: number | null;
  city: { name: string; nameEn: string } | null;
  vip: boolean;
  /** Whether the post has a preview picture (/share/post/<id>.jpg): a public, non-VIP post with a photo. */
  picture: boolean;
  updatedAt: number;
}

export type ShareLookup = { state: 'public'; facts: ShareFacts } | { state: 'gone' } | { state: 'missing' };

/** The shareable facts of the post `id` of `kind`; a kind that does not match is a missing page. */
export async function shareOf(db: Db, id: number, kind: PostKind): Promise<ShareLookup> {
  const row = await db
    .selectFrom('posts')
    .leftJoin('cities', 'cities.code', 'posts.city_code')
    .select([
      'posts.id',
      'posts.kind',
      'posts.title',
      'posts.description',
      'posts.price_min',
      'posts.price_max',
      'posts.vip',
      'posts.status',
      'posts.updated_at',
      'cities.name as city_name',
      'cities.name_en as city_name_en',
    ])
    .select([isPublic().as('public'), isSoldShown().as('sold')])
    .where('posts.id', '=', id)
    .executeTakeFirst();
  if (!row || row.kind !== kind) return { state: 'missing' };
  // A sold post's page stays up (it says sold), so its link still answers with its head.
  if (!row.public && !row.sold)
    return REMOVED.includes(row.status) || row.status === VERIFIED ? { state: 'gone' } : { state: 'missing' };
  const vip = Boolean(row.vip);
  const picture = !vip && row.public && (await sharePicture(db, id)) !== null;
  return {
    state: 'public',
    facts: {
      id: row.id,
      kind: row.kind,
      title: row.title,
      description: vip ? '' : row.description,
      priceMin: row.price_min,
      priceMax: row.price_max,
      city: row.city_name == null ? null : { name: row.city_name, nameEn: row.city_name_en ?? row.city_name },
      vip,
      picture,
      updatedAt: row.updated_at,
    },
  };
}

/** The stored (encrypted) path of the first photo of a public, non-VIP post, else null. */
export async function sharePicture(db: Db, id: number): Promise<string | null> {
  const row = await db
    .selectFrom('post_images')
    .innerJoin('posts', 'posts.id', 'post_images.post_id')
    .select('post_images.path')
    .where('post_images.post_id', '=', id)
    .where('posts.vip', '=', 0)
    .where(isPublic())
    .orderBy('post_images.sort')
    .orderBy('post_images.id')
    .limit(1)
    .executeTakeFirst();
  return row?.path ?? null;
}
