import { request } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { BUNDLE_ID, CLIENT_VERSION, LANGUAGE, OAUTH_TYPE, VIA } from '../../protocol/constants';
import { CHAT_PUSH_PATH } from '../../protocol/chat';
import type { PushEvent } from '../../protocol/chat';
import { encodeForm, openReply, sealRequest } from '../../protocol/envelope';
import type { EnvelopeCipher, Reply } from '../../protocol/envelope';

export const common = (token: string) => ({
  bundleId: BUNDLE_ID,
  version: CLIENT_VERSION,
  oauth_id: 'bench-node',
  oauth_new_id: 'bench-node',
  oauth_type: OAUTH_TYPE,
  language: LANGUAGE,
  via: VIA,
  token,
});

const nowS = () => Math.floor(Date.now() / 1000);

export async function post(cipher: EnvelopeCipher, origin: string, path: string, payload: object, token: string) {
  const body = encodeForm(await sealRequest(cipher, payload, common(token), nowS()));
  return new Promise<Reply>((resolve, reject) => {
    const req = request(`${origin}/api.php${path}`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => openReply(cipher, text).then(resolve, reject));
    });
    req.on('error', reject);
    req.end(body);
  });
}

export interface Stream {
  close(): void;
}

/**
 * Opens a push stream; resolves once its hello arrived. `onEvent`, when given, gets every event opened as the
 * client does (sealed replies); without it frames are not opened (idle connections for the capacity count).
 */
export async function openStream(
  cipher: EnvelopeCipher,
  origin: string,
  token: string,
  onEvent?: (e: PushEvent, atMs: number) => void,
): Promise<Stream> {
  const body = encodeForm(await sealRequest(cipher, {}, common(token), nowS()));
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = request(`${origin}${CHAT_PUSH_PATH}`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end(body);
  });
  if (res.statusCode !== 200 || !(res.headers['content-type'] ?? '').includes('event-stream')) {
    res.destroy();
    throw new Error(`push refused: HTTP ${res.statusCode}`);
  }
  res.setEncoding('utf8');
  res.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    let buffer = '';
    // A close after the hello rejects a settled promise: nothing happens.
    const opened = () => resolve();
    res.on('close', () => reject(new Error('stream closed before hello')));
    res.on('data', (chunk: string) => {
      const atMs = performance.now();
      buffer += chunk;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = block.split('\n').find((l) => l.startsWith('data: '));
        if (!data) continue;
        if (!onEvent) {
          opened();
          continue;
        }
        void openReply<PushEvent>(cipher, data.slice(6)).then((r) => {
          if (r.data.type === 'hello') opened();
          onEvent(r.data, atMs);
        });
      }
    });
  });
  return { close: () => res.destroy() };
}
