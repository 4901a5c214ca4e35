import { API_TIMEOUT_MS, BUNDLE_ID, CLIENT_VERSION, OAUTH_TYPE, VIA } from '../../protocol/constants';
import { runtimeConfig } from '../lib/runtime-config';
import { deviceIds } from '../lib/device-id';
import { locale } from '../state/locale';
import { user } from '../state/user';
import { networkFailed, servedFromDevice, serverReached } from '../state/network';
import { STATUS } from '../../protocol/status';
import { isKeepable, isKeptPath, keepReply, keptReply, replyKey } from './kept-replies';
import { doneLoading, startLoading } from '../state/overlay';
import { envelopeTransport } from './transport';
import { servedReply, takeFirstReply } from './first-replies';
import { checkConsoleReply, checkReply, isConsolePath } from './status-actions';
import { ApiError } from './api-error';
import type { Reply } from '../../protocol/envelope';
import type { EndpointPath, PayloadOf, ReplyOf } from '../../protocol/endpoints';
import type { CommonFields } from '../../protocol/types';

export { setEnvelopeTransport } from './transport';
export { ApiError, isTimeout } from './api-error';

export interface RequestOptions {
  /** Aborting it rejects the call with an ApiError of kind 'cancel'. */
  signal?: AbortSignal;
  /** Defaults to the spec's API timeout. */
  timeoutMs?: number;
  /**
   * Resolve with the reply whatever its status, without the spec §8 side effects (420 logout and login,
   * VIP dialog, /group). For calls whose failure must stay silent, such as logout.
   */
  skipStatusActions?: boolean;
  /** A call the person did not ask for (polling, counters): no loading bar. */
  background?: boolean;
  /** The call outlives the page (fetch keepalive): a report sent as the page is being left still arrives. */
  keepalive?: boolean;
}

// Not named by the spec.
const DECRYPT_FAILED = '数据解析失败';
const TIMED_OUT = '请求超时，请稍后重试';
const NETWORK_FAILED = '网络连接失败，请检查网络';

/** Spec §3: fields merged into every payload. `language` is the interface's (zh by default), so refusals read in it. */
export function commonFields(): CommonFields {
  const ids = deviceIds();
  return {
    bundleId: BUNDLE_ID,
    version: CLIENT_VERSION,
    oauth_id: ids.id,
    oauth_new_id: ids.newId,
    oauth_type: OAUTH_TYPE,
    language: locale.lang,
    via: VIA,
    token: user.isLogin ? user.token : '',
  };
}

/** Spec §8 "decryption failure": the crypto worker answers status 0, null data and the given message. */
const isUnreadable = (reply: Reply) => reply.status === 0 && reply.data === null && reply.msg === DECRYPT_FAILED;

/**
 * Seals, posts and opens one call; rejects only for transport failures (abort, timeout, network, HTTP, a
 * body that does not decrypt).
 */
async function exchange(path: string, payload: object, opts: RequestOptions): Promise<Reply> {
  const timeout = AbortSignal.timeout(opts.timeoutMs ?? API_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  const transport = envelopeTransport();
  const common = commonFields();
  let httpStatus = 0;
  let reply: Reply;
  try {
    // The page may carry this call's reply (api/first-replies.ts); one that does not open is asked for again.
    const first = takeFirstReply(path, payload, common.language, common.token !== '');
    const opened = first === null ? null : await transport.open(first, DECRYPT_FAILED, signal);
    if (opened && !isUnreadable(opened)) return opened;
    const body = await transport.seal(payload, common, Math.floor(Date.now() / 1000), signal);
    const sent = fetch(runtimeConfig().apiBase + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
      credentials: 'omit',
      signal,
      keepalive: opts.keepalive === true,
    });
    transport.recycle(body);
    const res = await sent;
    serverReached();
    httpStatus = res.status;
    // Spec §4: a non-200 HTTP status rejects with the raw body.
    if (httpStatus !== 200) {
      const text = await res.text();
      throw new ApiError({ kind: 'http', httpStatus, msg: text, body: text });
    }
    // Bytes, not text: they cross to the worker without a copy, and it decodes them as text() would.
    reply = await transport.open(await res.arrayBuffer(), DECRYPT_FAILED, signal);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (opts.signal?.aborted) throw new ApiError({ kind: 'cancel' });
    if (timeout.aborted) throw new ApiError({ kind: 'timeout', msg: TIMED_OUT });
    if (err instanceof TypeError) throw new ApiError({ kind: 'network', msg: NETWORK_FAILED, cause: err });
    throw new ApiError({ kind: 'client', cause: err });
  }
  if (isUnreadable(reply)) throw new ApiError({ kind: 'unreadable', msg: DECRYPT_FAILED, httpStatus });
  return reply;
}

/**
 * Calls an endpoint and resolves with the whole reply (`{status, msg, data}`) when its status is success.
 * @throws {ApiError} of kind 'cancel' when `opts.signal` aborts; 'timeout', 'network', 'unreadable' or
 * 'client' when no readable reply came; 'http' with the raw body for a non-200 HTTP status; 'status' for a
 * refusal, whose msg is '请先登录' / '请重新登录' for 420 and the server's otherwise (unless
 * `opts.skipStatusActions`, which resolves every reply). A console call (`/api/admin/*`) only ends the local
 * session on 420 and rejects with the server's msg.
 */
export async function requestReply<P extends EndpointPath>(
  path: P,
  payload: PayloadOf<P>,
  opts: RequestOptions = {},
): Promise<Reply<ReplyOf<P>>> {
  // The server rendering the first screen answers from the replies it put in the page, and nothing else.
  const served = servedReply(path, payload);
  if (served) return served as Reply<ReplyOf<P>>;
  if (served === null) throw new ApiError({ kind: 'cancel' });
  if (!opts.background) startLoading();
  const key = isKeptPath(path)
    ? replyKey(path, payload, locale.lang, user.isLogin ? `u${user.u?.id ?? ''}` : 'guest')
    : null;
  try {
    const reply = (await exchange(path, payload, opts)) as Reply<ReplyOf<P>>;
    if (key && reply.status === STATUS.OK && isKeepable(reply.data)) void keepReply(key, reply.data);
    if (opts.skipStatusActions) return reply;
    return isConsolePath(path) ? checkConsoleReply(reply) : checkReply(reply);
  } catch (err) {
    if (err instanceof ApiError && (err.kind === 'network' || err.kind === 'timeout')) networkFailed();
    // No network: the last reply this device kept for the same call stands in (the screen says so).
    if (key && err instanceof ApiError && err.kind === 'network') {
      const kept = await keptReply(key);
      if (kept) {
        servedFromDevice(kept.data);
        return { status: STATUS.OK, msg: '', data: kept.data as ReplyOf<P> };
      }
    }
    throw err;
  } finally {
    if (!opts.background) doneLoading();
  }
}

/**
 * Calls an endpoint and resolves with the reply's `data`.
 * @throws as {@link requestReply}.
 */
export async function request<P extends EndpointPath>(
  path: P,
  payload: PayloadOf<P>,
  opts: RequestOptions = {},
): Promise<ReplyOf<P>> {
  return (await requestReply(path, payload, opts)).data;
}
