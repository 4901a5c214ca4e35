import { z } from 'zod';
import {
  abroadCities,
  adsBySlot,
  buyNotices,
  getPost,
  getVipPost,
  globalConfig,
  listPosts,
  listVipPosts,
  recordAdClick,
  searchPosts,
  similarPosts,
  storePosts,
  taxonomy,
  viewerKey,
  vipLevelOf,
} from '../domain/listings';
import type { MessagingConfig, UploadKeys } from '../domain/listings';
import type { ApiRegistry } from './registry';
import { codeFilter, empty, int } from './validation';
import { LIST_PAGE_MAX, PAGE_SIZE_MAX, SEARCH_KEY_MAX } from '../../protocol/constants';
import { POST_KINDS } from '../../protocol/types';
import { LIST_SORTS } from '../../protocol/listings';
import { priceAndSort, rangeInOrder } from './explore';

// Spec §7: `code` and `c` of the page query are channel parameters, echoed as `channel`; an invite code only
// ever comes from the register form's invite field.
const channel = z.string().max(64).optional();

// Deep pages cost a long OFFSET scan; nobody pages this far by hand.

const paging = { page: int(1, LIST_PAGE_MAX).optional(), pageSize: int(1, PAGE_SIZE_MAX).optional() };
const kind = z.enum(POST_KINDS);

const listQuery = z
  .object({
    cityCode: codeFilter(),
    typeCode: codeFilter(),
    modeCode: codeFilter(),
    kind: kind.optional(),
    priceMin: priceAndSort.priceMin,
    priceMax: priceAndSort.priceMax,
    sort: z.enum(LIST_SORTS).optional(),
    ...paging,
  })
  .refine(rangeInOrder, 'explore.price_range');

export function listingsRoutes(
  api: ApiRegistry,
  deps: { keys: UploadKeys; messaging: MessagingConfig | null; mediaPublicUrl?: string | null },
): void {
  api
    .add('/api/home/config', {
      schema: z.object({ code: channel, c: channel }),
      handler: async (q) => globalConfig(deps.keys, q, deps.messaging, deps.mediaPublicUrl ?? null),
    })
    .add('/api/home/getAds', { schema: empty(), handler: async (_, { db, nowS }) => adsBySlot(db, nowS) })
    .add('/api/home/adsClick', {
      schema: z.object({ id: int(1) }),
      handler: async ({ id }, { db, caller, ip, nowS }) => {
        await recordAdClick(db, id, viewerKey(caller, ip), nowS);
        return null;
      },
    })
    .add('/api/home/buyNotice', { schema: empty(), handler: async (_, { db }) => buyNotices(db) })
    .add('/api/info/getInfoList', {
      schema: listQuery,
      // The order reads the clock only to see a bump end, and the life sweep clears an ended bump (a card
      // write), so a kept reply is still never served past a change.
      handler: async (q, { db, nowS }) => listPosts(db, q, nowS),
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
    })
    .add('/api/info/similar', {
      schema: z.object({ id: int(1) }),
      handler: async ({ id }, { db }) => similarPosts(db, id),
      sharedByCards: true,
    })
    .add('/api/info/storePosts', {
      schema: z.object({ id: int(1), ...paging }),
      handler: async ({ id, ...p }, { db }) => storePosts(db, id, p),
      sharedByCards: true,
    });
}
