// Shared by the api* client tests: a fake server behind a stubbed fetch that speaks the real envelope
// (server side: node:crypto cipher + protocol openRequest/sealReply; client side: the crypto worker's logic).
import { vi } from 'vitest';
import vectors from '../fixtures/protocol-vectors.json';
import { openRequest, parseReply, requestPlaintext, sealReply } from '../../protocol/envelope';
import { createNodeCipher } from '../../server/lib/node-cipher';
import { createCryptoApi } from '../../workers/crypto/api';
import type { Reply } from '../../protocol/envelope';
import type { EnvelopeTransport } from '../../src/api/transport';

export const API_BASE = 'http://api.test/api.php';
export const keys = vectors.keys;

const server = createNodeCipher({
  apiKey: Buffer.from(keys.apiKey, 'hex'),
  apiIv: Buffer.from(keys.apiIv, 'hex'),
  signKey: Buffer.from(keys.signKey, 'hex'),
});

export interface SeenCall {
  url: string;
  path: string;
  init: RequestInit;
  payload: Record<string, unknown>;
}

/** What the fake server answers: a reply to seal, raw HTTP, or a hang until the request aborts. */
export type Answer = Reply | { http: number; text: string } | 'hang' | 'network-error';
export type Handler = (path: string, payload: Record<string, unknown>) => Answer;

export async function clientTransport(): Promise<EnvelopeTransport> {
  const api = createCryptoApi();
  await api.init({ apiKey: keys.apiKey, apiIv: keys.apiIv, signKey: keys.signKey });
  return {
    seal: (p, c, t) => api.seal(requestPlaintext(p, c), t),
    recycle: () => {},
    open: async (b, f) => parseReply(await api.open(typeof b === 'string' ? b : new Uint8Array(b)), f),
  };
}

/** A request body as the fake server reads it: the app sends bytes, a test may send text. */
export function formText(body: RequestInit['body']): string {
  return body instanceof Uint8Array ? new TextDecoder().decode(body) : String(body);
}

/** Stubs global fetch with the fake server; returns the calls it saw. */
export function stubServer(handler: Handler): SeenCall[] {
  const seen: SeenCall[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const path = url.slice(API_BASE.length);
    const form = Object.fromEntries(new URLSearchParams(formText(init.body)));
    const payload = await openRequest(server, form, Math.floor(Date.now() / 1000));
    seen.push({ url, path, init, payload });
    const answer = handler(path, payload);
    if (answer === 'network-error') throw new TypeError('fetch failed');
    if (answer === 'hang') {
      return new Promise<Response>((_, reject) => {
        const signal = init.signal;
        // As a real fetch does: a signal that aborted while the request was being sealed rejects at once.
        if (signal?.aborted) reject(signal.reason);
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
    }
    if ('http' in answer) return new Response(answer.text, { status: answer.http });
    return new Response(await sealReply(server, answer), { status: 200 });
  });
  return seen;
}

export function ok<T>(data: T, msg = ''): Reply<T> {
  return { status: 1, msg, data };
}
