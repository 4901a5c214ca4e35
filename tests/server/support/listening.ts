import type { AddressInfo } from 'node:net';
import type { EndpointPath, PayloadOf, ReplyOf } from '../../../protocol/endpoints';
import { encodeForm, openReply, sealRequest } from '../../../protocol/envelope';
import type { Reply } from '../../../protocol/envelope';
import { commonFields, createTestApp, nowS, testCipher } from '../helper';
import type { Dialect, TestApp } from '../helper';

// Limits must hold for a burst of parallel requests, so their tests go through a real socket: the app
// listening on 127.0.0.1, requests fired at once with fetch.

export interface ListeningApp extends TestApp {
  origin: string;
  /** Seals like the real client and POSTs over the socket. */
  send<P extends EndpointPath>(
    path: P,
    payload: PayloadOf<P> | Record<string, unknown>,
    token?: string,
  ): Promise<Reply<ReplyOf<P>>>;
  /** Registers a user and returns its token. */
  user(name: string): Promise<string>;
}

export async function listeningApp(dialect: Dialect): Promise<ListeningApp> {
  const t = await createTestApp(dialect, { withClient: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const send: ListeningApp['send'] = async (path, payload, token) => {
    const form = await sealRequest(testCipher, payload, commonFields(token), nowS());
    const res = await fetch(`${origin}/api.php${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: encodeForm(form),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${text}`);
    return openReply(testCipher, text);
  };
  return {
    ...t,
    origin,
    send,
    async user(name) {
      const r = await t.call('/api/account/registerByPassword', { username: name, password: `${name}-Pass-9731` });
      if (r.status !== 1) throw new Error(`register ${name}: ${r.msg}`);
      return r.data as string;
    },
  };
}

/** Fires every request at once and waits for all of them. */
export function burst<T>(n: number, request: (i: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => request(i)));
}
