import * as Comlink from 'comlink';
import { runtimeConfig } from '../lib/runtime-config';
import { WorkerBridge } from './bridge';
import type { CryptoApi } from '../../workers/crypto/api';
import { parseReply, requestPlaintext } from '../../protocol/envelope';
import type { Reply } from '../../protocol/envelope';
import type { CommonFields } from '../../protocol/types';

// The crypto worker serves every API call, so it stays up once started (sealing is too quick to pay a restart).
const bridge = new WorkerBridge<CryptoApi>({
  name: 'crypto',
  create: () =>
    new Worker(new URL('../../workers/crypto/crypto.worker.ts', import.meta.url), { type: 'module', name: 'crypto' }),
  init: (api) => {
    const { apiKey, apiIv, signKey } = runtimeConfig().keys;
    return api.init({ apiKey, apiIv, signKey });
  },
});

/**
 * A buffer a sealed body came in, handed back once fetch has copied it: the next request's UTF-8 goes there
 * instead of into fresh memory (see protocol/reused-bytes.ts for what that saves), and the worker writes that
 * request's body over it again. One is enough: requests are sealed one at a time, and a second one sealed
 * meanwhile simply gets a fresh buffer. Small requests leave it alone.
 */
let spareRoom: ArrayBuffer | undefined;
/** Past this a buffer is not kept: a rare huge request must not pin its memory for the whole session. */
const KEEP_ROOM_BYTES = 4 * 1024 * 1024;

/**
 * Seals a payload plus common fields into the bytes of a form-encoded request body, in the crypto worker.
 * @throws the signal's reason when aborted; an Error when the worker or the runtime config is unavailable.
 */
export async function sealInWorker(
  payload: object,
  common: CommonFields,
  timestampS: number,
  signal?: AbortSignal,
): Promise<Uint8Array<ArrayBuffer>> {
  // The JSON is done here and only bytes cross (transferred): structured-cloning the object costs far more.
  const plain = requestPlaintext(payload, common, spareRoom ?? new ArrayBuffer(0));
  if (plain.buffer === spareRoom) spareRoom = undefined;
  return bridge.run(signal, (api) => api.seal(Comlink.transfer(plain, [plain.buffer]), timestampS));
}

/** Takes back a sealed body's memory; call only once nothing reads the body any more (fetch copies it when called). */
export function recycleSealed(body: Uint8Array<ArrayBuffer>): void {
  const room = body.buffer;
  if (room.byteLength <= KEEP_ROOM_BYTES && room.byteLength > (spareRoom?.byteLength ?? -1)) spareRoom = room;
}

/**
 * Opens a reply body (its text, or the HTTP answer's bytes, which are transferred) in the crypto worker; an
 * undecryptable body becomes `{status: 0, msg: failMsg, data: null}`.
 * @throws the signal's reason when aborted; an Error when the worker or the runtime config is unavailable.
 */
export async function openInWorker(body: string | ArrayBuffer, failMsg: string, signal?: AbortSignal): Promise<Reply> {
  const sent = typeof body === 'string' ? body : Comlink.transfer(new Uint8Array(body), [body]);
  return parseReply(await bridge.run(signal, (api) => api.open(sent)), failMsg);
}
