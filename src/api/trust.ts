import { request } from './request';
import type { RequestOptions } from './request';
import type { PayloadOf } from '../../protocol/endpoints';

/** Reports a person to the operators, from their public page. */
export function reportUser(payload: PayloadOf<'/api/user/reportUser'>, opts?: RequestOptions): Promise<null> {
  return request('/api/user/reportUser', payload, opts);
}
