import { randomString } from '../lib/random-string';
import { ApiError } from './api-error';
import { request } from './request';
import type { RequestOptions } from './request';
import type { PayloadOf, ReplyOf } from '../../protocol/endpoints';

// The money calls of protocol/money.ts. Reads are plain request() calls; the calls that move gold go through a
// MoneyAction, which makes the idempotency key once, before the first try, and sends that same key on every
// retry, so a reply lost on the way back can be asked for again without paying twice.

/** The calls that move gold and carry an idempotency key. */
export type KeyedPath =
  | '/api/order/createPaying'
  | '/api/order/exchange'
  | '/api/order/withdraw'
  | '/api/info/userBuyInfo'
  | '/api/info/bumpPost';

/** A keyed call's payload without its key (the action adds it). */
export type Unkeyed<P extends KeyedPath> = Omit<PayloadOf<P>, 'key'>;

/** Automatic tries after the first when no answer came (timeout, network, a 5xx, an unreadable body). */
export const MONEY_RETRIES = 2;
const RETRY_DELAY_MS = 600;

const KEY_LENGTH = 32;

/** A fresh idempotency key: 32 letters and digits, inside protocol's IDEMPOTENCY_KEY_PATTERN. */
export function newIdempotencyKey(): string {
  return randomString(KEY_LENGTH);
}

/**
 * True when the server may or may not have applied the call: no reply was read. A refusal is an answer
 * (and stores nothing), a cancel is the caller's choice; neither is retried.
 */
export function isTransient(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  if (err.kind === 'http') return err.httpStatus >= 500;
  return err.kind === 'timeout' || err.kind === 'network' || err.kind === 'unreadable';
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ApiError({ kind: 'cancel' }));
    const t = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(t);
        reject(new ApiError({ kind: 'cancel' }));
      },
      { once: true },
    );
  });
}

/** One user action that moves gold: one key for all of its tries. */
export interface MoneyAction<P extends KeyedPath> {
  readonly path: P;
  readonly key: string;
  readonly payload: Unkeyed<P>;
  /**
   * Sends the action with its key, retrying transient failures with the same key; calling it again (the user
   * taps retry) sends the same key again.
   * @throws {ApiError} as request(), after the last try.
   */
  send(opts?: RequestOptions): Promise<ReplyOf<P>>;
}

export interface MoneyActionOptions {
  retries?: number;
  retryDelayMs?: number;
  /** The key to use (tests); made here otherwise. */
  key?: string;
}

export function moneyAction<P extends KeyedPath>(
  path: P,
  payload: Unkeyed<P>,
  options: MoneyActionOptions = {},
): MoneyAction<P> {
  const key = options.key ?? newIdempotencyKey();
  const retries = options.retries ?? MONEY_RETRIES;
  const delayMs = options.retryDelayMs ?? RETRY_DELAY_MS;
  const body = { ...payload, key } as PayloadOf<P>;
  return {
    path,
    key,
    payload,
    async send(opts: RequestOptions = {}) {
      for (let attempt = 0; ; attempt++) {
        try {
          return await request(path, body, opts);
        } catch (err) {
          if (attempt >= retries || !isTransient(err)) throw err;
          await pause(delayMs * (attempt + 1), opts.signal);
        }
      }
    },
  };
}

/**
 * The action a form or button is on: asking again with the same payload after a failure (the user taps
 * retry) gives the same action, so the same key; a success or a different payload starts a new action.
 */
export interface ActionKeeper<P extends KeyedPath> {
  actionFor(payload: Unkeyed<P>): MoneyAction<P>;
  /** The current action succeeded: the next request is a new action. */
  done(): void;
}

export function actionKeeper<P extends KeyedPath>(path: P, options: MoneyActionOptions = {}): ActionKeeper<P> {
  let current: { sig: string; action: MoneyAction<P> } | null = null;
  return {
    actionFor(payload) {
      const sig = JSON.stringify(payload);
      if (current?.sig !== sig) current = { sig, action: moneyAction(path, payload, options) };
      return current.action;
    },
    done() {
      current = null;
    },
  };
}
