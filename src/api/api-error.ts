/**
 * Why a call failed:
 * - `status`: the server answered with a refusal (envelope status ≠ 1, or an upload reply whose code ≠ 1);
 * - `http`: a non-200 answer, kept raw in `body` (spec §4);
 * - `timeout`, `network`: no answer in time, or none at all;
 * - `cancel`: the caller aborted (its `name` is AbortError, so DOM-style abort checks see it too);
 * - `unreadable`: a 200 answer that does not decrypt or parse (spec §8 "decryption failure");
 * - `client`: the call could not be made here (crypto worker or runtime config unavailable; see `cause`).
 */
export type ApiErrorKind = 'status' | 'http' | 'timeout' | 'network' | 'cancel' | 'unreadable' | 'client';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  msg?: string;
  status?: number;
  httpStatus?: number;
  code?: string;
  data?: unknown;
  body?: string;
  cause?: unknown;
}

/** The one rejection of src/api: every request and upload post rejects with this and nothing else. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /**
   * Text a user can read: the server's msg, spec §4's 420 text, the body of a non-200 answer, or the client's
   * own words for timeouts and network failures. Empty when there is nothing to say (a cancel).
   */
  readonly msg: string;
  /** The refusal's envelope status (or upload code); 0 when no reply was read. */
  readonly status: number;
  /** The HTTP status when an answer arrived, else 0. */
  readonly httpStatus: number;
  /** The server's refusal code, so a form can bind the refusal to a field. */
  readonly code: string | undefined;
  /** The refusal's `data`; null otherwise. */
  readonly data: unknown;
  /** The raw body of a non-200 answer; '' otherwise. */
  readonly body: string;

  constructor(init: ApiErrorInit) {
    super(init.msg || init.kind, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = init.kind === 'cancel' ? 'AbortError' : 'ApiError';
    this.kind = init.kind;
    this.msg = init.msg ?? '';
    this.status = init.status ?? 0;
    this.httpStatus = init.httpStatus ?? 0;
    this.code = init.code;
    this.data = init.data ?? null;
    this.body = init.body ?? '';
  }
}

/** True for the rejection of a call that ran out of time. */
export function isTimeout(err: unknown): boolean {
  return err instanceof ApiError && err.kind === 'timeout';
}
