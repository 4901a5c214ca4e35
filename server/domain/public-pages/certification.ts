import type { CertificationInfo } from '../../../protocol/public-pages';
import { POST_STATUS } from '../../../protocol/status';
import type { PostKind } from '../../../protocol/types';
import type { Db } from '../../db/database';
import { factsOf } from '../listings';
import { isPublic, Refusal } from '../common';

// What a certification badge stands for. A certification post is published only after an operator approved
// it (1 → 2), and only by someone with a verified post of the matching kind (domain/release/owner.ts), so the page
// shows that approval's date and the post it stands on.

const BASIS_KIND: Record<number, PostKind> = { 1: 'personal', 2: 'store' };

/** @throws Refusal post.not_found for anything but a verified certification post. */
export async function certificationInfo(db: Db, postId: number): Promise<CertificationInfo> {
  const post = await db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.user_id')
    .select([
      'posts.id',
      'posts.title',
      'posts.cert_type',
      'posts.city_code',
      'posts.facts',
      'posts.vip',
      'posts.created_at',
      'posts.user_id',
      'users.nickname',
      'users.avatar',
    ])
    .where('posts.id', '=', postId)
    .where('posts.kind', '=', 'certification')
    .where(isPublic())
    .executeTakeFirst();
  if (!post) throw new Refusal('post.not_found');
  const approval = await db
    .selectFrom('post_audit')
    .select('created_at')
    .where('post_id', '=', postId)
    .where('to_status', '=', POST_STATUS.VERIFIED)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const basisKind = post.cert_type === null ? undefined : BASIS_KIND[post.cert_type];
  let basisQuery = db
    .selectFrom('posts')
    .select(['id', 'kind', 'title'])
    .where('user_id', '=', post.user_id)
    .where('status', '=', POST_STATUS.VERIFIED);
  basisQuery = basisKind
    ? basisQuery.where('kind', '=', basisKind)
    : basisQuery.where('kind', 'in', ['personal', 'store']);
  const basis = await basisQuery.orderBy('id').limit(1).executeTakeFirst();
  const locked = post.vip === 1;
  return {
    postId: post.id,
    title: post.title,
    certType: post.cert_type,
    holder: { id: post.user_id, nickname: post.nickname, avatar: post.avatar },
    cityCode: post.city_code,
    locked,
    facts: locked ? [] : factsOf(post.facts),
    verifiedAt: approval?.created_at ?? post.created_at,
    basis: basis ?? null,
  };
}
