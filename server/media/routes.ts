// GET /media/<path>: the stored encrypted bytes, as is. Names are content addresses, so a response never
// changes and can be cached forever; the client decrypts (DESIGN §2 media format).
import type { FastifyInstance } from 'fastify';
import { isSafeMediaPath } from './storage';
import type { MediaStorage } from './storage';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The content hash in the file name (`img/ab/<sha256>.bin` → `<sha256>`), quoted as a strong ETag. */
function etagFor(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.indexOf('.');
  return `"${dot > 0 ? name.slice(0, dot) : name}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

export async function mediaRoutes(app: FastifyInstance, opts: { storage: MediaStorage }): Promise<void> {
  app.get('/media/*', async (req, reply) => {
    const path = (req.params as { '*'?: string })['*'] ?? '';
    // An unsafe path gets the same 404 as a missing file: nothing to learn from probing.
    const bytes = isSafeMediaPath(path) ? await opts.storage.get(path) : null;
    if (bytes === null) {
      return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('not found');
    }
    const etag = etagFor(path);
    reply.header('Cache-Control', IMMUTABLE).header('ETag', etag).header('X-Content-Type-Options', 'nosniff');
    if (matches(req.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/octet-stream').send(bytes);
  });
}
