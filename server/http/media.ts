// GET /media/<path>. Images: the stored encrypted bytes, as is — names are content addresses, so a response
// never changes and can be cached forever; the client decrypts (DESIGN §2 media format). A width variant
// that was not made (the original is narrower) serves the original.
// Videos (video/**): plain files, mp4 played directly (seeking needs HTTP Range) and HLS playlists with
// their segments. Not encrypted (players stream them natively, which ciphertext would forbid). Names are
// never reused (an upload's uuid, or a seed clip's content hash), so caching is forever too. An upload's
// original (`video/<id>/source.<ext>`) stops being served once its ladder is made or it was refused: viewers
// are given the ladder, and the original stays its owner's in the store.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { originalOfVariant } from '../domain/media';
import { isSafeMediaPath } from '../../protocol/media';
import type { Db } from '../db/database';
import type { MediaStorage } from '../lib/media-storage';
import { parseRange } from './byte-range';
import { IMMUTABLE } from './replies';

const VIDEO_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

function videoContentType(path: string): string {
  const ext = path.slice(path.lastIndexOf('.') + 1);
  return VIDEO_TYPES[ext] ?? 'application/octet-stream';
}

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

const notFound = (reply: FastifyReply) =>
  reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('not found');

/** Where an image's bytes are: the path itself, or the original a missing width variant falls back to. */
async function locateImage(storage: MediaStorage, path: string): Promise<{ servedPath: string; size: number } | null> {
  const info = await storage.stat(path);
  if (info !== null) return { servedPath: path, size: info.size };
  const original = originalOfVariant(path);
  const fallback = original === null ? null : await storage.stat(original);
  return fallback === null || original === null ? null : { servedPath: original, size: fallback.size };
}

/**
 * Streams a stored file (whole, or the one Range asked for) with its length; nothing is read into memory.
 * The caller has set the content type and caching headers.
 */
function sendFile(
  req: FastifyRequest,
  reply: FastifyReply,
  storage: MediaStorage,
  path: string,
  size: number,
  etag: string | null,
): FastifyReply {
  reply.header('Accept-Ranges', 'bytes');
  const ifRange = req.headers['if-range'];
  const range = parseRange(req.headers.range, size, {
    header: ifRange === undefined ? undefined : String(ifRange),
    etag,
  });
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('Content-Range', `bytes */${size}`)
      .type('text/plain; charset=utf-8')
      .send('range not satisfiable');
  }
  if (range === 'none') {
    reply.header('Content-Length', size);
    return reply.send(size === 0 ? '' : storage.openRead(path));
  }
  reply
    .code(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
    .header('Content-Length', range.end - range.start + 1);
  return reply.send(storage.openRead(path, range));
}

/** Sends a stored video file, honouring Range. The path must already be known safe. */
async function sendVideo(
  req: FastifyRequest,
  reply: FastifyReply,
  storage: MediaStorage,
  path: string,
): Promise<FastifyReply> {
  const info = await storage.stat(path);
  if (info === null) return notFound(reply);
  reply.header('Cache-Control', IMMUTABLE).header('X-Content-Type-Options', 'nosniff');
  reply.type(videoContentType(path));
  return sendFile(req, reply, storage, path, info.size, null);
}

const UPLOAD_ORIGINAL = /^video\/([^/]+)\/source\.[a-z0-9]+$/;

/** Whether `path` is an uploaded original whose ladder is made (or that was refused): never served then. */
async function isRetiredOriginal(db: Db, path: string): Promise<boolean> {
  const id = UPLOAD_ORIGINAL.exec(path)?.[1];
  if (id === undefined) return false;
  const ladder = await db.selectFrom('video_ladders').select('state').where('video_id', '=', id).executeTakeFirst();
  return ladder !== undefined && ladder.state !== 'processing';
}

export async function mediaRoutes(app: FastifyInstance, opts: { storage: MediaStorage; db: Db }): Promise<void> {
  app.get('/media/*', async (req, reply) => {
    const path = (req.params as { '*'?: string })['*'] ?? '';
    // An unsafe path gets the same 404 as a missing file: nothing to learn from probing. Only published
    // media is served: the store also holds upload slices (upload/…), which are nobody's to read.
    const safe = isSafeMediaPath(path) && (path.startsWith('img/') || path.startsWith('video/'));
    if (safe && path.startsWith('video/'))
      return (await isRetiredOriginal(opts.db, path)) ? notFound(reply) : sendVideo(req, reply, opts.storage, path);
    // A stat, not a read: a revalidation (304) touches no bytes, and a sent image streams from disk.
    const found = safe ? await locateImage(opts.storage, path) : null;
    if (found === null) return notFound(reply);
    // The ETag names the bytes sent: a variant URL answered with the original carries the original's tag.
    const etag = etagFor(found.servedPath);
    reply.header('Cache-Control', IMMUTABLE).header('ETag', etag).header('X-Content-Type-Options', 'nosniff');
    if (matches(req.headers['if-none-match'], etag)) return reply.code(304).send();
    reply.type('application/octet-stream');
    return sendFile(req, reply, opts.storage, found.servedPath, found.size, etag);
  });
}
