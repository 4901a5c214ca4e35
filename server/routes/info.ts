import { z } from 'zod';
import { LIST_PAGE_MAX, PAGE_SIZE_MAX, SEARCH_KEY_MAX } from '../../protocol/constants';
import { POST_KINDS } from '../../protocol/types';
import { abroadCities, taxonomy } from '../domain/listings/catalog';
import { getPost, getVipPost, vipLevelOf } from '../domain/listings/post-detail';
import { listPosts, listVipPosts, searchPosts } from '../domain/listings/posts';
import { priceAndSort, rangeInOrder } from './explore';
import type { ApiRegistry } from './registry';
import { codeFilter, empty, int } from './validation';

// Deep pages cost a long OFFSET scan; nobody pages this far by hand.

const paging = { page: int(1, LIST_PAGE_MAX).optional(), pageSize: int(1, PAGE_SIZE_MAX).optional() };
const kind = z.enum(POST_KINDS);

const listQuery = z.object({
  cityCode: codeFilter(),
  typeCode: codeFilter(),
  modeCode: codeFilter(),
  kind: kind.optional(),
  ...paging,
});

export function infoRoutes(api: ApiRegistry): void {
  api
    .add('/api/info/getInfoList', {
      schema: listQuery,
      handler: async (q, { db }) => listPosts(db, q),
      sharedByCards: true,
    })
    .add('/api/info/getInfoVipList', {
      schema: listQuery,
      handler: async (q, { db }) => listVipPosts(db, q),
      sharedByCards: true,
    })
    .add('/api/info/getInfo', {
      schema: z.object({ id: int(1), kind: kind.optional() }),
      handler: async ({ id, kind: k }, { db, caller, ip, nowS }) => getPost(db, id, { caller, address: ip }, nowS, k),
    })
    .add('/api/info/getInfoVip', {
      schema: z.object({ id: int(1) }),
      handler: async ({ id }, ctx) => getVipPost(ctx.db, id, ctx.caller, ctx.nowS),
    })
    .add('/api/info/getInfoType', { schema: empty(), handler: async (_, { db }) => taxonomy(db) })
    .add('/api/info/getAbroadCity', { schema: empty(), handler: async (_, { db }) => abroadCities(db) })
    .add('/api/info/search', {
      schema: z
        .object({
          keyword: z.string().trim().min(1).max(SEARCH_KEY_MAX),
          cityCode: codeFilter(),
          typeCode: codeFilter(),
          modeCode: codeFilter(),
          ...priceAndSort,
          ...paging,
        })
        .refine(rangeInOrder, 'explore.price_range'),
      handler: async (q, { db, caller, nowS }) =>
        searchPosts(db, q, caller !== null && (await vipLevelOf(db, caller.userId, nowS)) > 0),
    });
}
