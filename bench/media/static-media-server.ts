import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

/**
 * The limit for media GET: a bare node:http server streaming the same stored files from disk (no
 * framework, no lookups, no logging), as nginx with sendfile would. Cross-origin readable, since the bench
 * page lives on the app's origin.
 */
export async function serveMediaFiles(mediaDir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const root = path.resolve(mediaDir);
  const server = createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.resolve(root, `.${urlPath.replace(/^\/media\//, '/')}`);
    if (!file.startsWith(root + path.sep)) {
      res.writeHead(404).end();
      return;
    }
    stat(file).then(
      (info) => {
        res.writeHead(200, {
          'Content-Type': 'application/octet-stream',
          'Content-Length': info.size,
          'Cache-Control': 'public, max-age=31536000, immutable',
          'Access-Control-Allow-Origin': '*',
        });
        createReadStream(file).pipe(res);
      },
      () => res.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
