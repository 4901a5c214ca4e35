import * as Comlink from 'comlink';
import { runtimeConfig } from '../lib/runtime-config';
import { abortable, workerFailure } from './abortable';
import type { CryptoApi } from '../../workers/crypto/api';
import type { Reply } from '../../protocol/envelope';
import type { CommonFields } from '../../protocol/types';

// The crypto worker serves every API call, so it stays up once started (sealing is too quick to pay a restart).
let worker: Worker | undefined;
let ready: Promise<Comlink.Remote<CryptoApi>> | undefined;

function start(): Promise<Comlink.Remote<CryptoApi>> {
  if (ready) return ready;
  const w = new Worker(new URL('../../workers/crypto/crypto.worker.ts', import.meta.url), { type: 'module', name: 'crypto' });
  worker = w;
  const api = Comlink.wrap<CryptoApi>(w);
  const started = Promise.resolve()
    .then(() => {
      const { apiKey, apiIv, signKey } = runtimeConfig().keys;
      return Promise.race([api.init({ apiKey, apiIv, signKey }), workerFailure(w, 'crypto')]);
    })
    .then(() => api);
  ready = started;
  // A failed start must not stick: the next call starts a fresh worker.
  started.catch(() => {
    if (ready === started) stopCryptoWorker();
  });
  return started;
}

/**
 * Seals a payload plus common fields into a form-encoded request body, in the crypto worker.
 * @throws the signal's reason when aborted; an Error when the worker or the runtime config is unavailable.
 */
export async function sealInWorker(payload: object, common: CommonFields, timestampS: number, signal?: AbortSignal): Promise<string> {
  const api = await abortable(start(), signal);
  return abortable(api.seal(payload, common, timestampS), signal);
}

/**
 * Opens a reply body in the crypto worker; an undecryptable body becomes `{status: 0, msg: failMsg, data: null}`.
 * @throws the signal's reason when aborted; an Error when the worker or the runtime config is unavailable.
 */
export async function openInWorker(body: string, failMsg: string, signal?: AbortSignal): Promise<Reply> {
  const api = await abortable(start(), signal);
  return abortable(api.open(body, failMsg) as Promise<Reply>, signal);
}

/** Terminates the worker (tests, or a key change); the next call starts a new one. */
export function stopCryptoWorker(): void {
  worker?.terminate();
  worker = undefined;
  ready = undefined;
}
