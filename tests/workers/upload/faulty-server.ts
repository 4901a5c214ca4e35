import type { AddressInfo } from 'node:net';
import { PIECE_UPLOAD_PATH, SLICE_UPLOAD_PATH } from '../../../protocol/upload';
import type { CommonFields } from '../../../protocol/types';
import type { TransportConfig } from '../../../workers/upload/transport';
import { TEST_KEYS, commonFields, createTestApp } from '../../server/helper';
import type { TestApp } from '../../server/helper';

// A real server (buildApp on SQLite, listening on 127.0.0.1:0) whose slice route can be told to fail:
// `fault(n)` sees the n-th slice (or piece PUT) request (1-based) and answers what should happen to it.

export type FaultAction = 'pass' | 'drop' | { status: number } | { delayMs: number };

export interface FaultyServer {
  t: TestApp;
  origin: string;
  token: string;
  /** Slice requests seen: arrival time (ms) and what was done to them. */
  requests: { at: number; action: string; url: string }[];
  fault: (n: number) => FaultAction;
  config(token?: string): TransportConfig;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startFaultyServer(): Promise<FaultyServer> {
  const s = { requests: [], fault: () => 'pass' } as unknown as FaultyServer;
  const t = await createTestApp('sqlite', {
    withClient: false,
    beforeReady(app) {
      app.addHook('onRequest', async (req, reply) => {
        const path = req.url.split('?')[0] ?? '';
        if (path !== SLICE_UPLOAD_PATH && !path.startsWith(`${PIECE_UPLOAD_PATH}/`)) return;
        const action = s.fault(s.requests.length + 1);
        s.requests.push({
          at: Date.now(),
          action: typeof action === 'string' ? action : JSON.stringify(action),
          url: req.url,
        });
        if (action === 'drop') {
          reply.hijack();
          req.raw.socket.destroy();
          return;
        }
        if (typeof action === 'object' && 'status' in action) {
          return reply.code(action.status).send({ code: 0, msg: `failing on purpose (${action.status})` });
        }
        if (typeof action === 'object' && 'delayMs' in action) await sleep(action.delayMs);
      });
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const reg = await t.call('/api/account/registerByPassword', { username: 'uploader', password: 'Quiet-Harbor-9731' });
  s.t = t;
  s.origin = `http://127.0.0.1:${port}`;
  s.token = reg.data as string;
  s.config = (token = s.token) => {
    const common: CommonFields = commonFields(token);
    return {
      origin: s.origin,
      apiBase: '/api.php',
      keys: { apiKey: TEST_KEYS.apiKey, apiIv: TEST_KEYS.apiIv, signKey: TEST_KEYS.signKey },
      common,
    };
  };
  s.close = async () => {
    // Node's fetch (undici) leaves the socket open when a request is aborted mid-flight, so a held request
    // would keep close() waiting; browsers close or reset the stream.
    t.app.server.closeAllConnections();
    await t.close();
  };
  return s;
}
