import { STATUS } from '../../protocol/status';
import { clearSession } from '../state/user';
import { ApiError, requestReply } from './request';
import type { RequestOptions } from './request';
import type { AdminEndpoints } from '../../protocol/admin';
import type { AdminContentEndpoints } from '../../protocol/admin-content';
import type { PayloadOf, ReplyOf } from '../../protocol/endpoints';

// The console's calls. They skip the product's status actions (the login popup and /group live in the main
// shell, which the console does not load): a 420 ends the local session and rejects like any refusal, so the
// console shows its own "session ended" state.

type AdminPath = keyof AdminEndpoints | keyof AdminContentEndpoints;

/** @throws {ApiError} as requestReply; status 420 after clearing the session. */
export async function adminCall<P extends AdminPath>(
  path: P,
  payload: PayloadOf<P>,
  opts: RequestOptions = {},
): Promise<ReplyOf<P>> {
  const reply = await requestReply(path, payload, { ...opts, skipStatusActions: true });
  if (reply.status === STATUS.OK) return reply.data;
  if (reply.status === STATUS.NOT_LOGGED_IN) clearSession();
  const code = (reply as { code?: unknown }).code;
  throw new ApiError({
    kind: 'status',
    status: reply.status,
    msg: reply.msg,
    data: reply.data,
    ...(typeof code === 'string' ? { code } : {}),
  });
}

/** Who the console's caller is; rejects with status 404 for anyone who is not an operator. */
export function adminMe(opts?: RequestOptions): Promise<ReplyOf<'/api/admin/me'>> {
  return adminCall('/api/admin/me', {}, opts);
}
