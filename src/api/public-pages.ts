import { request } from './request';
import type { RequestOptions } from './request';
import type { PayloadOf, ReplyOf } from '../../protocol/endpoints';

type PublicPath =
  | '/api/user/getUserInfo'
  | '/api/user/getUserPosts'
  | '/api/user/getUserRatings'
  | '/api/info/getCertification'
  | '/api/user/setArea'
  | '/api/info/nearby'
  | '/api/info/fakeInfo';

const call =
  <P extends PublicPath>(path: P) =>
  (payload: PayloadOf<P>, opts?: RequestOptions): Promise<ReplyOf<P>> =>
    request(path, payload, opts);

/** A publisher's public profile (404 for anyone without a public post). */
export const getUserInfo = call('/api/user/getUserInfo');
/** A person's public posts, newest first. */
export const getUserPosts = call('/api/user/getUserPosts');
/** Ratings a person received on their public posts. */
export const getUserRatings = call('/api/user/getUserRatings');
/** What a certification post's badge stands for. */
export const getCertification = call('/api/info/getCertification');
/** Saves the caller's area. */
export const setArea = call('/api/user/setArea');
/** Posts near an area (the caller's saved one when none is given). */
export const nearby = call('/api/info/nearby');
/** Reports a post as fake or broken. */
export const fakeInfo = call('/api/info/fakeInfo');
