import { PIECE_UPLOAD_TIMEOUT_MS } from '../../protocol/constants';
import { SendError, cancelError } from './queue';

// One 104 MB piece PUT to the server-issued uploadUrl. XMLHttpRequest where the engine has it (browsers'
// workers): its upload progress events give a live bar inside a piece that takes minutes on a phone. Where
// it does not (Node, in tests), fetch: progress then moves per piece.

export interface PieceReply {
  done: boolean;
  missing: number[];
  videoId?: string;
  url?: string;
}

/** No upload progress for this long means a dead connection: abort and retry (XHR path). */
export const PIECE_STALL_MS = 60_000;

interface RawReply {
  status: number;
  text: string;
}

function xhrPut(href: string, body: Blob, signal: AbortSignal, onProgress: (sent: number) => void): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let stall: ReturnType<typeof setTimeout> | undefined;
    let stalled = false;
    const arm = () => {
      clearTimeout(stall);
      stall = setTimeout(() => {
        stalled = true;
        xhr.abort();
      }, PIECE_STALL_MS);
    };
    const onAbort = () => xhr.abort();
    xhr.open('PUT', href);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.timeout = PIECE_UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (e) => {
      arm();
      onProgress(e.loaded);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new SendError('network error', true));
    xhr.ontimeout = () => reject(new SendError('timed out', true));
    xhr.onabort = () => reject(stalled ? new SendError('stalled', true) : cancelError());
    xhr.onloadend = () => {
      clearTimeout(stall);
      signal.removeEventListener('abort', onAbort);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    arm();
    xhr.send(body);
  });
}

async function fetchPut(fetchImpl: typeof fetch, href: string, body: Blob, signal: AbortSignal): Promise<RawReply> {
  let res: Response;
  try {
    res = await fetchImpl(href, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/octet-stream' },
      body,
      credentials: 'omit',
      signal: AbortSignal.any([signal, AbortSignal.timeout(PIECE_UPLOAD_TIMEOUT_MS)]),
    });
  } catch (err) {
    if (signal.aborted) throw cancelError();
    throw new SendError(`network error (${err instanceof Error ? err.message : String(err)})`, true);
  }
  return { status: res.status, text: await res.text().catch(() => '') };
}

/**
 * PUTs `body` to a presigned part URL of the object store (PartUrls): any 2xx is success, its body (none,
 * or XML) unread; what arrived is the server's to learn (pieceStatus).
 * @throws SendError: retryable for network faults, 5xx, 408, 429 and 403 (an expired URL: the caller asks
 * for fresh ones before the retry); AbortError on abort.
 */
export async function putDirect(
  fetchImpl: typeof fetch,
  href: string,
  body: Blob,
  signal: AbortSignal,
  onProgress: (sent: number) => void,
): Promise<void> {
  if (signal.aborted) throw cancelError();
  const raw =
    typeof XMLHttpRequest === 'function'
      ? await xhrPut(href, body, signal, onProgress)
      : await fetchPut(fetchImpl, href, body, signal);
  if (raw.status >= 200 && raw.status < 300) {
    onProgress(body.size);
    return;
  }
  const retryable = raw.status === 0 || raw.status >= 500 || [403, 408, 429].includes(raw.status);
  throw new SendError(
    `direct piece: HTTP ${raw.status} ${raw.text.slice(0, 200)}`,
    retryable,
    raw.status === 403 ? 'url_refused' : undefined,
  );
}

/**
 * PUTs `body` at `offset` of the upload.
 * @throws SendError (retryable for network faults, 5xx, 408, 429; not for a refusal), AbortError on abort.
 */
export async function putPiece(
  fetchImpl: typeof fetch,
  href: string,
  offset: number,
  body: Blob,
  signal: AbortSignal,
  onProgress: (sent: number) => void,
): Promise<PieceReply> {
  if (signal.aborted) throw cancelError();
  const target = `${href}${href.includes('?') ? '&' : '?'}offset=${offset}`;
  const raw =
    typeof XMLHttpRequest === 'function'
      ? await xhrPut(target, body, signal, onProgress)
      : await fetchPut(fetchImpl, target, body, signal);
  let parsed: Partial<PieceReply> & { code?: number; msg?: string } = {};
  try {
    parsed = JSON.parse(raw.text) as typeof parsed;
  } catch {
    // Not JSON (a proxy's error page): the status decides.
  }
  if (raw.status === 200 && parsed.code === 1) {
    onProgress(body.size);
    return { done: parsed.done === true, missing: parsed.missing ?? [], videoId: parsed.videoId, url: parsed.url };
  }
  const msg = parsed.msg ?? raw.text.slice(0, 200);
  // A retry of a piece whose first reply was lost, or one racing the final assembly: the server has it.
  if (raw.status === 409 && (msg === 'piece already received' || msg.startsWith('upload is '))) {
    onProgress(body.size);
    return { done: false, missing: parsed.missing ?? [] };
  }
  const retryable = raw.status === 0 || raw.status >= 500 || raw.status === 408 || raw.status === 429;
  throw new SendError(`piece at ${offset}: HTTP ${raw.status} ${msg}`, retryable);
}
