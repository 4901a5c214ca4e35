import type { Page, PostCard } from '../../../protocol/types';
import type { Db } from '../../db/database';
import { page } from '../listings';

/** Recommended posts: the public ones people look at and keep most, optionally in a city and type. */
export function recommend(
  db: Db,
  q: { cityCode?: number; typeCode?: number; page?: number; pageSize?: number },
): Promise<Page<PostCard>> {
  return page(db, { cityCode: q.cityCode, typeCode: q.typeCode }, q.page, q.pageSize, 'popularity');
}
