import { z } from 'zod';
import { LIST_PAGE_MAX, PAGE_SIZE_MAX, SEARCH_KEY_MAX } from '../../protocol/constants';
import {
  POST_SORTS,
  PRICE_FILTER_MAX,
  TAG_NAME_MAX,
  VIDEO_FEED_CURSOR,
  VIDEO_FEED_PAGE_MAX,
} from '../../protocol/explore';
import {
  hotTags,
  listThemes,
  recommend,
  searchTags,
  tagDetail,
  tagIndex,
  themeDetail,
  videoFeed,
} from '../domain/explore';
import type { ApiRegistry } from './registry';
import { codeFilter, int } from './validation';

// Deep pages cost a long OFFSET scan; nobody pages this far by hand.

const paging = { page: int(1, LIST_PAGE_MAX).optional(), pageSize: int(1, PAGE_SIZE_MAX).optional() };
const sort = z.enum(POST_SORTS).optional();
const city = { cityCode: codeFilter() };

/** Price range and order of a post search; an upside-down range is refused rather than read as empty. */
export const priceAndSort = {
  priceMin: int(0, PRICE_FILTER_MAX).optional(),
  priceMax: int(0, PRICE_FILTER_MAX).optional(),
  sort,
};

export const rangeInOrder = (q: { priceMin?: number; priceMax?: number }) =>
  q.priceMin === undefined || q.priceMax === undefined || q.priceMin <= q.priceMax;

export function exploreRoutes(api: ApiRegistry): void {
  api
    .add('/api/explore/videoFeed', {
      schema: z.object({
        cursor: z.string().regex(VIDEO_FEED_CURSOR).optional(),
        pageSize: int(1, VIDEO_FEED_PAGE_MAX).optional(),
      }),
      handler: async (q, { db, caller, nowS }) => videoFeed(db, { ...q, callerId: caller?.userId ?? null }, nowS),
    })
    .add('/api/explore/recommend', {
      schema: z.object({ ...city, typeCode: codeFilter(), ...paging }),
      handler: async (q, { db }) => recommend(db, q),
    })
    .add('/api/explore/themecount', {
      schema: z.object(city),
      handler: async (q, { db, nowS }) => listThemes(db, q.cityCode, nowS),
    })
    .add('/api/explore/themedetail', {
      schema: z.object({ id: int(1), ...city, sort, ...paging }),
      handler: async (q, { db, nowS }) => themeDetail(db, q, nowS),
    })
    .add('/api/explore/tags', {
      schema: z.object({ ...city, ...paging }),
      handler: async (q, { db }) => tagIndex(db, q),
    })
    .add('/api/explore/tagsdetail', {
      schema: z.object({ name: z.string().trim().min(1).max(TAG_NAME_MAX), ...city, sort, ...paging }),
      handler: async (q, { db }) => tagDetail(db, q),
    })
    .add('/api/explore/searchtags', {
      schema: z.object({ keyword: z.string().trim().min(1).max(SEARCH_KEY_MAX), ...city }),
      handler: async (q, { db }) => searchTags(db, q.keyword, q.cityCode),
    })
    .add('/api/explore/showtags', {
      schema: z.object(city),
      handler: async (q, { db }) => hotTags(db, q.cityCode),
    });
}
