import { WorkerBridge } from './bridge';
import type { ImageApi } from '../../workers/image/api';

const bridge = new WorkerBridge<ImageApi>({
  name: 'image',
  create: () =>
    new Worker(new URL('../../workers/image/image.worker.ts', import.meta.url), { type: 'module', name: 'image' }),
  init: (api) => api.sign('0', ''),
  // Uploads come one picker at a time; a decoded photo can hold tens of MB.
  idleStopMs: 20_000,
  stopOnAbort: true,
});

/**
 * Fits a picked picture inside the upload box and encodes it as PNG, in the image worker.
 * @throws the signal's reason when aborted; an Error when the file is not a decodable image or the worker fails.
 */
export function compressImage(file: Blob, signal?: AbortSignal): Promise<Blob> {
  return bridge.run(signal, (api) => api.compress(file));
}

/**
 * The upload sign (MD5 of timestamp + key), computed in the image worker.
 * @throws the signal's reason when aborted; an Error when the worker fails.
 */
export function signUpload(timestamp: number | string, key: string, signal?: AbortSignal): Promise<string> {
  return bridge.run(signal, (api) => api.sign(String(timestamp), key));
}
