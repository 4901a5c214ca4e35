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
 * Seals a payload plus common fields into a form-encoded request body, in the crypto worker.
 * @throws the signal's reason when aborted; an Error when the worker or the runtime config is unavailable.
 */
export function sealInWorker(
  payload: object,
  common: CommonFields,
  timestampS: number,
  signal?: AbortSignal,
): Promise<string> {
  // The JSON is done here and only bytes cross (transferred): structured-cloning the object costs far more.
  const plain = requestPlaintext(payload, common);
  return bridge.run(signal, (api) => api.seal(Comlink.transfer(plain, [plain.buffer]), timestampS));
}

/**
 * Opens a reply body in the crypto worker; an undecryptable body becomes `{status: 0, msg: failMsg, data: null}`.
 * @throws the signal's reason when aborted; an Error when the worker or the runtime config is unavailable.
 */
export async function openInWorker(body: string, failMsg: string, signal?: AbortSignal): Promise<Reply> {
  return parseReply(await bridge.run(signal, (api) => api.open(body)), failMsg);
}
