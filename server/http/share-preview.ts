// GET /share/post/<id>.jpg: a public, non-VIP post's first photo as a small plain JPEG, the og:image of its
// page (landing-meta.ts). Stored photos are encrypted for the client's key, which link-preview crawlers do not
// have; this is the one plain copy, made on demand from the post's current state, so a post that is hidden,
// pending, VIP or gone answers 404 from the next request on (and from shared caches within SHARE_CACHE).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/database';
import { sharePicture } from '../domain/listings';
import { renderSharePreview, variantPath } from '../domain/media';
import { MAX_IMAGE_PIXELS } from '../domain/upload';
import type { MediaStorage } from '../lib/media-storage';
import { decryptMedia } from '../lib/node-cipher';
import { Semaphore } from '../lib/semaphore';

/** Short, so a post taken off show stops showing in previews soon; crawlers fetch a preview once or twice. */
export const SHARE_CACHE = 'public, max-age=600';

/** Rendered previews kept, by stored photo: a link passed around a group is fetched by every member's app. */
const KEPT = 200;

/** The stored width copy a 600-px preview is made from (image-variants.ts), when the photo has one. */
const SOURCE_WIDTH = 960;

/**
 * Renders at once: each holds a decoded photo and a core, and a burst of links to many posts (a crawler
 * walking the sitemap) would otherwise decode them all together.
 */
export const SHARE_RENDERS = 2;

/** Renders waiting for a slot; past it a request answers 503 rather than piling up behind the others. */
export const SHARE_QUEUE = 8;

/** Seconds a crawler is asked to wait after a 503: a few renders' time. */
export const SHARE_RETRY_AFTER_S = 5;

const notFound = (reply: FastifyReply) =>
  reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('not found');

export async function sharePreviewRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    storage: MediaStorage;
    mediaKey: Uint8Array;
    /** The picture maker (tests count what runs at once through it). */
    renderPreview?: (plain: Buffer, maxPixels: number) => Promise<Buffer>;
  },
): Promise<void> {
  const kept = new Map<string, Promise<Buffer | null>>();
  const renders = new Semaphore(SHARE_RENDERS);
  const renderPreview = opts.renderPreview ?? renderSharePreview;

  const render = async (path: string): Promise<Buffer | null> => {
    const sealed = (await opts.storage.get(variantPath(path, SOURCE_WIDTH))) ?? (await opts.storage.get(path));
    if (sealed === null) return null;
    return renderPreview(decryptMedia(opts.mediaKey, sealed), MAX_IMAGE_PIXELS);
  };

  /**
   * One render per photo at a time, SHARE_RENDERS photos at once, the latest KEPT kept; a failure is not kept,
   * so the next request retries. 'busy' when SHARE_QUEUE renders already wait.
   */
  const previewOf = (path: string): Promise<Buffer | null> | 'busy' => {
    const known = kept.get(path);
    if (known) return known;
    if (renders.queued >= SHARE_QUEUE) return 'busy';
    const made = renders.run(() => render(path)).catch(() => null);
    kept.set(path, made);
    void made.then((bytes) => {
      if (bytes === null) kept.delete(path);
    });
    if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
    return made;
  };

  app.get('/share/post/:file', async (req, reply) => {
    const m = /^(\d{1,15})\.jpg$/.exec((req.params as { file: string }).file);
    const id = m ? Number(m[1]) : 0;
    const path = id > 0 ? await sharePicture(opts.db, id) : null;
    if (path === null) return notFound(reply);
    const etag = `"${path.slice(path.lastIndexOf('/') + 1).replace(/\.bin$/, '')}-share"`;
    if (req.headers['if-none-match'] === etag) {
      return reply.code(304).header('Cache-Control', SHARE_CACHE).header('ETag', etag).send();
    }
    const preview = previewOf(path);
    if (preview === 'busy') {
      return reply
        .code(503)
        .header('Retry-After', String(SHARE_RETRY_AFTER_S))
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('busy');
    }
    const bytes = await preview;
    if (bytes === null) return notFound(reply);
    return reply
      .header('Cache-Control', SHARE_CACHE)
      .header('ETag', etag)
      .header('X-Content-Type-Options', 'nosniff')
      .type('image/jpeg')
      .send(bytes);
  });
}
