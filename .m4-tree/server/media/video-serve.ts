// Plain video files under video/**: mp4 played directly (seeking needs HTTP Range) and HLS playlists with
// their segments. Not encrypted (DESIGN/decisions: players stream them natively, which ciphertext would
// forbid). Names are never reused (an upload's uuid, or a seed clip's content hash), so caching is forever.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange, MediaStorage } from './storage';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const VIDEO_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

export function videoContentType(path: string): string {
  const ext = path.slice(path.lastIndexOf('.') + 1);
  return VIDEO_TYPES[ext] ?? 'application/octet-stream';
}

export type RangeResult = ByteRange | 'none' | 'unsatisfiable';

/**
 * One `bytes=` range of RFC 9110 (a-b, a-, -n). Several ranges, or a header we do not understand, read as
 * 'none' (send the whole file: always allowed); a well-formed range outside the file is 'unsatisfiable'.
 */
export function parseRange(header: string | undefined, size: number): RangeResult {
  if (!header) return 'none';
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'none';
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** Sends a stored video file, honouring Range. The path must already be known safe. */
export async function sendVideo(req: FastifyRequest, reply: FastifyReply, storage: MediaStorage, path: string): Promise<FastifyReply> {
  const info = await storage.stat(path);
  if (info === null) {
    return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('not found');
  }
  const { size } = info;
  reply.header('Accept-Ranges', 'bytes').header('Cache-Control', IMMUTABLE).header('X-Content-Type-Options', 'nosniff');
  reply.type(videoContentType(path));
  const range = parseRange(req.headers.range, size);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('Content-Range', `bytes */${size}`).type('text/plain; charset=utf-8').send('range not satisfiable');
  }
  if (range === 'none') {
    reply.header('Content-Length', size);
    return reply.send(size === 0 ? '' : storage.openRead(path));
  }
  reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${size}`).header('Content-Length', range.end - range.start + 1);
  return reply.send(storage.openRead(path, range));
}
