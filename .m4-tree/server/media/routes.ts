// GET /media/<path>. Images: the stored encrypted bytes, as is — names are content addresses, so a response
// never changes and can be cached forever; the client decrypts (DESIGN §2 media format). A width variant
// that was not made (the original is narrower) serves the original. Videos (video/**): see video-serve.ts.
import type { FastifyInstance } from 'fastify';
import { isSafeMediaPath } from './storage';
import type { MediaStorage } from './storage';
import { originalOfVariant } from './variants';
import { sendVideo } from './video-serve';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The file name without `.bin` (`img/ab/<sha256>.w480.bin` → `<sha256>.w480`), quoted as a strong ETag. */
function etagFor(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return `"${name.replace(/\.bin$/, '')}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

async function readImage(storage: MediaStorage, path: string): Promise<{ bytes: Buffer; servedPath: string } | null> {
  const bytes = await storage.get(path);
  if (bytes !== null) return { bytes, servedPath: path };
  const original = originalOfVariant(path);
  const fallback = original === null ? null : await storage.get(original);
  return fallback === null || original === null ? null : { bytes: fallback, servedPath: original };
}

export async function mediaRoutes(app: FastifyInstance, opts: { storage: MediaStorage }): Promise<void> {
  app.get('/media/*', async (req, reply) => {
    const path = (req.params as { '*'?: string })['*'] ?? '';
    // An unsafe path gets the same 404 as a missing file: nothing to learn from probing.
    const safe = isSafeMediaPath(path);
    if (safe && path.startsWith('video/')) return sendVideo(req, reply, opts.storage, path);
    const found = safe ? await readImage(opts.storage, path) : null;
    if (found === null) {
      return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('not found');
    }
    // The ETag names the bytes sent: a variant URL answered with the original carries the original's tag.
    const etag = etagFor(found.servedPath);
    reply.header('Cache-Control', IMMUTABLE).header('ETag', etag).header('X-Content-Type-Options', 'nosniff');
    if (matches(req.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/octet-stream').send(found.bytes);
  });
}
