import { bytesToHex } from '../../protocol/base64';
import { openReply, sealRequest, encodeForm } from '../../protocol/envelope';
import type { EnvelopeCipher } from '../../protocol/envelope';
import { createWebCipher } from '../../protocol/web-cipher';
import type { EnvelopeKeys } from '../../protocol/web-cipher';
import type { EndpointPath, PayloadOf, ReplyOf } from '../../protocol/endpoints';
import type { CommonFields } from '../../protocol/types';
import { SLICE_UPLOAD_PATH, sliceSignInput } from '../../protocol/upload';
import type { SliceFields } from '../../protocol/upload';
import { API_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from '../../protocol/constants';
import { putDirect, putPiece } from './piece-transport';
import type { PieceReply } from './piece-transport';
import { SendError } from './queue';

export interface TransportConfig {
  /** Absolute origin (or base URL) of the server, e.g. https://example.com — workers have no page URL. */
  origin: string;
  /** Envelope entry relative to origin (runtime config apiBase, '/api.php'). */
  apiBase: string;
  keys: EnvelopeKeys;
  common: CommonFields;
}

/** A business refusal (envelope status ≠ 1), kept whole so the caller can read status and msg. */
export class ReplyError extends Error {
  override readonly name = 'ReplyError';
  constructor(
    readonly status: number,
    msg: string,
    /** True when `status` is an HTTP status (no envelope reply was read). */
    readonly http = false,
  ) {
    super(msg);
  }
}

const encoder = new TextEncoder();

export interface Transport {
  call<P extends EndpointPath>(path: P, payload: PayloadOf<P>, signal?: AbortSignal): Promise<ReplyOf<P>>;
  sendSlice(f: Omit<SliceFields, 'token' | 'timestamp'>, chunk: Blob, signal: AbortSignal): Promise<void>;
  /** PUT of one piece to the signed uploadUrl (relative to the origin); onProgress gets bytes sent of it. */
  putPiece(
    uploadUrl: string,
    offset: number,
    piece: Blob,
    signal: AbortSignal,
    onProgress: (sent: number) => void,
  ): Promise<PieceReply>;
  /** PUT of one piece straight to the object store at a presigned part URL (absolute). */
  putDirect(partUrl: string, piece: Blob, signal: AbortSignal, onProgress: (sent: number) => void): Promise<void>;
}

/** Envelope calls and slice POSTs made from the worker with the same keys and common fields as the page. */
export async function createTransport(
  cfg: TransportConfig,
  fetchImpl: typeof fetch = (i, o) => globalThis.fetch(i, o),
): Promise<Transport> {
  const cipher: EnvelopeCipher = await createWebCipher(cfg.keys);
  const url = (path: string) => new URL(path, cfg.origin).href;
  return {
    async call(path, payload, signal) {
      const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
      const form = await sealRequest(cipher, payload, cfg.common, Math.floor(Date.now() / 1000));
      const res = await fetchImpl(url(cfg.apiBase + path), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: encodeForm(form),
        credentials: 'omit',
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      const text = await res.text();
      if (res.status !== 200) throw new ReplyError(res.status, text.slice(0, 200) || `HTTP ${res.status}`, true);
      const reply = await openReply<ReplyOf<typeof path>>(cipher, text);
      if (reply.status !== 1) throw new ReplyError(reply.status, reply.msg);
      return reply.data;
    },

    putPiece(uploadUrl, offset, piece, signal, onProgress) {
      return putPiece(fetchImpl, url(uploadUrl), offset, piece, signal, onProgress);
    },

    putDirect(partUrl, piece, signal, onProgress) {
      return putDirect(fetchImpl, partUrl, piece, signal, onProgress);
    },

    async sendSlice(f, chunk, signal) {
      const fields: SliceFields = { ...f, token: cfg.common.token, timestamp: String(Math.floor(Date.now() / 1000)) };
      const sign = bytesToHex(await cipher.sign(encoder.encode(sliceSignInput(fields))));
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
      body.append('sign', sign);
      // The Blob slice itself: the browser streams it from the file, never a copy in JS memory.
      body.append('chunk', chunk, 'blob');
      let res: Response;
      try {
        res = await fetchImpl(url(SLICE_UPLOAD_PATH), {
          method: 'POST',
          body,
          credentials: 'omit',
          signal: AbortSignal.any([signal, AbortSignal.timeout(UPLOAD_TIMEOUT_MS)]),
        });
      } catch (err) {
        if (signal.aborted) throw err;
        throw new SendError(`slice ${f.index}: network error`, true);
      }
      if (res.ok) {
        await res.body?.cancel();
        return;
      }
      const text = await res.text().catch(() => '');
      let msg = text.slice(0, 200);
      let reason: string | undefined;
      try {
        const json = JSON.parse(text) as { msg?: string; reason?: string };
        msg = json.msg ?? msg;
        reason = typeof json.reason === 'string' ? json.reason : undefined;
      } catch {
        // Not JSON (a proxy's error page): keep the text.
      }
      // Server faults, timeouts and throttling may pass; a refusal (digest, sign, range…) will not.
      const retryable = res.status >= 500 || res.status === 408 || res.status === 429;
      throw new SendError(`slice ${f.index}: HTTP ${res.status} ${msg}`, retryable, reason);
    },
  };
}
