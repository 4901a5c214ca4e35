import { createNodeCipher } from '../../../server/lib/node-cipher';
import { encodeForm, openReply, sealRequest } from '../../../protocol/envelope';
import { API_ENTRY, BUNDLE_ID, CLIENT_VERSION, LANGUAGE, OAUTH_TYPE, VIA } from '../../../protocol/constants';
import type { EnvelopeCipher } from '../../../protocol/envelope';
import type { EndpointPath, PayloadOf, ReplyOf } from '../../../protocol/endpoints';
import type { ServerKeys } from './server';

export function envelopeCipher(keys: ServerKeys): EnvelopeCipher {
  return createNodeCipher({
    apiKey: Buffer.from(keys.apiKey, 'hex'),
    apiIv: Buffer.from(keys.apiIv, 'hex'),
    signKey: Buffer.from(keys.signKey, 'hex'),
  });
}

/**
 * Talks to the server under test through the real envelope, from Node: the tests use it to find data
 * (a filter with two pages, a keyword that matches) without hard-coding what the seed produced.
 */
export function apiClient(baseUrl: string, keys: ServerKeys) {
  const cipher = envelopeCipher(keys);
  return async function call<P extends EndpointPath>(
    endpoint: P,
    payload: PayloadOf<P>,
    token = '',
  ): Promise<ReplyOf<P>> {
    const common = {
      bundleId: BUNDLE_ID,
      version: CLIENT_VERSION,
      oauth_id: 'e2e-node',
      oauth_new_id: 'e2e-node',
      oauth_type: OAUTH_TYPE,
      language: LANGUAGE,
      via: VIA,
      token,
    };
    const form = await sealRequest(cipher, payload, common, Math.floor(Date.now() / 1000));
    const res = await fetch(`${baseUrl}${API_ENTRY}${endpoint}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: encodeForm(form),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${endpoint}: HTTP ${res.status} ${text}`);
    const reply = await openReply<ReplyOf<P>>(cipher, text);
    if (reply.status !== 1) throw new Error(`${endpoint}: status ${reply.status} ${reply.msg}`);
    return reply.data;
  };
}

export type ApiCall = ReturnType<typeof apiClient>;
