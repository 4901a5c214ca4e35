import { STATUS } from './status';
import type { RefusalTable } from './refusal-table';

// Refusals of explore: themes, tags and the search's price range.

const { BAD_PAYLOAD, NOT_FOUND } = STATUS;

export const EXPLORE_REFUSALS = {
  'explore.theme_not_found': {
    status: NOT_FOUND,
    zh: '专题不存在或已下线',
    en: 'This collection does not exist or was taken down',
  },
  'explore.tag_not_found': { status: NOT_FOUND, zh: '没有这个标签的信息', en: 'No posts carry this tag' },
  'explore.price_range': {
    status: BAD_PAYLOAD,
    zh: '最低价不能高于最高价',
    en: 'The lowest price cannot be above the highest',
  },
} as const satisfies RefusalTable<'explore'>;
