import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.wasm': 'application/wasm',
};

/**
 * Serves a built folder on 127.0.0.1 (a secure context, so crypto.subtle exists) on a free port.
 * Only for bench pages: no caching, no directory listing, nothing outside the folder.
 */
export async function serveDir(
  dir: string,
  opts: { crossOriginIsolated?: boolean } = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  // Cross-origin isolation lifts performance.now() from 100 µs steps to 5 µs, for per-call latencies.
  const isolation = opts.crossOriginIsolated
    ? { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' }
    : {};
  const root = path.resolve(dir);
  const server = createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.resolve(root, `.${urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath}`);
    if (!file.startsWith(root + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    // A request's body (a bench page may POST) is read before answering, as a real endpoint would.
    req.resume();
    Promise.all([readFile(file), new Promise((resolve) => req.once('end', resolve))]).then(
      ([bytes]) => {
        res.writeHead(200, {
          'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
          'Cache-Control': 'no-store',
          ...isolation,
        });
        res.end(bytes);
      },
      () => res.writeHead(404).end('not found'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
