import { runtimeConfig } from '../lib/runtime-config';
import { commonFields, request } from './request';
import type { RequestOptions } from './request';
import type { PayloadOf, ReplyOf } from '../../protocol/endpoints';
import type { TransportConfig } from '../../workers/upload/transport';

// The upload area's envelope calls (protocol/upload.ts). The slice transfers themselves run in the upload
// worker (src/worker-bridge/upload.ts), which makes its own envelope calls with uploadWorkerConfig(); these
// are for the page: opening an upload and the failure log.

export function createUpload(
  payload: PayloadOf<'/api/article/createUpload'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/article/createUpload'>> {
  return request('/api/article/createUpload', payload, opts);
}

/** Spec §7: a failed upload reports msg (logged server-side). Silent: a failing log must not add an alert. */
export function uploadLog(
  payload: PayloadOf<'/api/article/uploadLog'>,
  opts?: RequestOptions,
): Promise<ReplyOf<'/api/article/uploadLog'>> {
  return request('/api/article/uploadLog', payload, { skipStatusActions: true, ...opts });
}

/** What the upload worker seals and signs with: keys, common fields (token included) and the origin, as of now. */
export function uploadWorkerConfig(): TransportConfig {
  const cfg = runtimeConfig();
  const { apiKey, apiIv, signKey } = cfg.keys;
  return { origin: location.origin, apiBase: cfg.apiBase, keys: { apiKey, apiIv, signKey }, common: commonFields() };
}
