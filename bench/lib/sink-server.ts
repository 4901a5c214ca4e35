import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The upload limit: a bare node:http server that reads every PUT/POST body to its end and throws it away,
 * answering the slice endpoint's success shape. Cross-origin to the bench page, so it allows any origin
 * (bodies are sent without credentials).
 */
export async function startSink(): Promise<{
  url: string;
  bytes: () => number;
  close: () => Promise<void>;
}> {
  let received = 0;
  const server = createServer((req, res) => {
    const headers = { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' };
    if (req.method !== 'POST' && req.method !== 'PUT') {
      res.writeHead(req.method === 'OPTIONS' ? 204 : 405, headers).end();
      return;
    }
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    req.on('end', () => res.writeHead(200, headers).end('{"code":1,"msg":"ok"}'));
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sink`,
    bytes: () => received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
