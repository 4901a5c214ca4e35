import { request } from './request';
import type { RequestOptions } from './request';
import type { PayloadOf, ReplyOf } from '../../protocol/endpoints';

type ExplorePath =
  | '/api/explore/videoFeed'
  | '/api/explore/recommend'
  | '/api/explore/themecount'
  | '/api/explore/themedetail'
  | '/api/explore/tags'
  | '/api/explore/tagsdetail'
  | '/api/explore/searchtags'
  | '/api/explore/showtags';

const call =
  <P extends ExplorePath>(path: P) =>
  (payload: PayloadOf<P>, opts?: RequestOptions): Promise<ReplyOf<P>> =>
    request(path, payload, opts);

/** One page of the video feed, after `cursor` (the previous page's `next`). */
export const videoFeed = call('/api/explore/videoFeed');
/** Popular posts, in a city and type when given. */
export const recommend = call('/api/explore/recommend');
/** Every theme with its count. */
export const themeCount = call('/api/explore/themecount');
/** One theme and a page of its posts. */
export const themeDetail = call('/api/explore/themedetail');
/** The tag index, paged. */
export const tags = call('/api/explore/tags');
/** One tag and a page of its posts. */
export const tagsDetail = call('/api/explore/tagsdetail');
/** Tags whose name holds a keyword. */
export const searchTags = call('/api/explore/searchtags');
/** The hot tags of the search tab. */
export const showTags = call('/api/explore/showtags');
