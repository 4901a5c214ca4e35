import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { EndpointPath, PayloadOf, ReplyOf } from '../../../protocol/endpoints';
import { encodeForm, openReply, sealRequest } from '../../../protocol/envelope';
import type { Reply } from '../../../protocol/envelope';
import { buildApp } from '../../../server/app';
import type { BuildOptions } from '../../../server/app';
import { commonFields, createTestApp, createTestEnv, nowS, testCipher } from '../helper';
import type { Dialect, TestApp } from '../helper';

// Real sockets for the concurrency tests: inject runs requests one after another through the event loop, a
// listening server takes them as the network delivers them. Several servers may share one database, as
// API processes behind a load balancer do.

export interface ListeningCall {
  token?: string;
  /** Source address of the connection (any 127.x.y.z reaches the loopback server). */
  from?: string;
  language?: string;
}

export interface Listening {
  servers: FastifyInstance[];
  urls: string[];
  /** Seals like the client, POSTs over TCP to server `i % servers`, opens the reply. */
  call<P extends EndpointPath>(
    path: P,
    payload: PayloadOf<P> | Record<string, unknown>,
    opts?: ListeningCall,
    i?: number,
  ): Promise<Reply<ReplyOf<P>>>;
  close(): Promise<void>;
}

function post(url: string, body: string, localAddress?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent: false,
        ...(localAddress ? { localAddress } : {}),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** `count` app instances on one fresh database, each listening on a free port of 127.0.0.1. */
export async function startListening(dialect: Dialect, count = 1, options: BuildOptions = {}): Promise<Listening> {
  const env = await createTestEnv(dialect, 'goldpost-listen-');
  const servers: FastifyInstance[] = [];
  const urls: string[] = [];
  for (let i = 0; i < count; i++) {
    // One at a time: the first migrates, the others find the database ready.
    const app = await buildApp(
      { ...env.config, logLevel: 'warn' },
      { logStream: { write: () => undefined }, ...options },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    servers.push(app);
    urls.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
  }
  return {
    servers,
    urls,
    async call(path, payload, opts = {}, i = 0) {
      const form = await sealRequest(testCipher, payload, commonFields(opts.token, opts.language), nowS());
      const res = await post(`${urls[i % urls.length]}/api.php${path}`, encodeForm(form), opts.from);
      if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${res.body}`);
      return openReply(testCipher, res.body);
    },
    async close() {
      for (const app of servers) await app.close();
      await env.dispose();
    },
  };
}

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

/** One app instance with its test database at hand (db, inject calls), also listening on 127.0.0.1. */
export async function listeningApp(dialect: Dialect): Promise<ListeningApp> {
  const t = await createTestApp(dialect, { withClient: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const send: ListeningApp['send'] = async (path, payload, token) => {
    const form = await sealRequest(testCipher, payload, commonFields(token), nowS());
    const res = await post(`${origin}/api.php${path}`, encodeForm(form));
    if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${res.body}`);
    return openReply(testCipher, res.body);
  };
  return {
    ...t,
    origin,
    send,
    async user(name) {
      const r = await t.call('/api/account/registerByPassword', { username: name, password: 'Quiet-Harbor-9731' });
      if (r.status !== 1) throw new Error(`register ${name}: ${r.msg}`);
      return r.data as string;
    },
  };
}

/** Fires every request at once and waits for all of them. */
export function burst<T>(n: number, request: (i: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => request(i)));
}
