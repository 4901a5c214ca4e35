import { API_TIMEOUT_MS, BUNDLE_ID, CLIENT_VERSION, LANGUAGE, OAUTH_TYPE, VIA } from '../../protocol/constants';
import { runtimeConfig } from '../lib/runtime-config';
import { deviceIds } from '../lib/device-id';
import { user } from '../state/user';
import { doneLoading, startLoading } from '../state/overlay';
import { envelopeTransport } from './transport';
import { checkReply } from './status-actions';
import type { Reply } from '../../protocol/envelope';
import type { EndpointPath, PayloadOf, ReplyOf } from '../../protocol/endpoints';
import type { CommonFields } from '../../protocol/types';

export { setEnvelopeTransport } from './transport';
export type { EnvelopeTransport } from './transport';

export interface RequestOptions {
  /** Aborting it rejects the call with 'cancel'. */
  signal?: AbortSignal;
  /** Defaults to the spec's API timeout. */
  timeoutMs?: number;
  /**
   * Resolve with the reply whatever its status, without the spec §8 side effects (420 logout and login,
   * VIP dialog, /group). For calls whose failure must stay silent, such as logout.
   */
  skipStatusActions?: boolean;
}

// Not named by the spec; status 0 follows its "decryption failure" row so callers see one shape.
const DECRYPT_FAILED = '数据解析失败';
const TIMED_OUT: Reply<null> = { status: 0, msg: '请求超时，请稍后重试', data: null };
const NETWORK_FAILED: Reply<null> = { status: 0, msg: '网络连接失败，请检查网络', data: null };

/** True for the rejection of a call that ran out of time. */
export function isTimeout(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as Reply).status === 0 && (err as Reply).msg === TIMED_OUT.msg;
}

/** Spec §3: fields merged into every payload. */
export function commonFields(): CommonFields {
  const ids = deviceIds();
  return {
    bundleId: BUNDLE_ID,
    version: CLIENT_VERSION,
    oauth_id: ids.id,
    oauth_new_id: ids.newId,
    oauth_type: OAUTH_TYPE,
    language: LANGUAGE,
    via: VIA,
    token: user.isLogin ? user.token : '',
  };
}

/** Seals, posts and opens one call; rejects only for transport failures (abort, timeout, network, HTTP). */
async function exchange(path: string, payload: object, opts: RequestOptions): Promise<Reply> {
  const timeout = AbortSignal.timeout(opts.timeoutMs ?? API_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  const transport = envelopeTransport();
  let status = 0;
  let text = '';
  try {
    const body = await transport.seal(payload, commonFields(), Math.floor(Date.now() / 1000), signal);
    const res = await fetch(runtimeConfig().apiBase + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
      credentials: 'omit',
      signal,
    });
    status = res.status;
    text = await res.text();
    if (status === 200) return await transport.open(text, DECRYPT_FAILED, signal);
  } catch (err) {
    if (opts.signal?.aborted) throw 'cancel';
    if (timeout.aborted) throw { ...TIMED_OUT };
    if (err instanceof TypeError) throw { ...NETWORK_FAILED };
    throw err;
  }
  // Spec §4: a non-200 HTTP status rejects with the raw body.
  throw text;
}

/**
 * Calls an endpoint and resolves with the whole reply (`{status, msg, data}`) when its status is success.
 * @throws 'cancel' when `opts.signal` aborts; a status-0 Reply on timeout or network failure; the raw body
 * text for a non-200 HTTP status; '请先登录' / '请重新登录' for status 420; the Reply for any other status
 * (unless `opts.skipStatusActions`, which resolves every reply).
 */
export async function requestReply<P extends EndpointPath>(path: P, payload: PayloadOf<P>, opts: RequestOptions = {}): Promise<Reply<ReplyOf<P>>> {
  startLoading();
  try {
    const reply = (await exchange(path, payload, opts)) as Reply<ReplyOf<P>>;
    return opts.skipStatusActions ? reply : checkReply(reply);
  } finally {
    doneLoading();
  }
}

/**
 * Calls an endpoint and resolves with the reply's `data`.
 * @throws as {@link requestReply}.
 */
export async function request<P extends EndpointPath>(path: P, payload: PayloadOf<P>, opts: RequestOptions = {}): Promise<ReplyOf<P>> {
  return (await requestReply(path, payload, opts)).data;
}
