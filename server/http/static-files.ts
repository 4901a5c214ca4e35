import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { FastifyReply } from 'fastify';
import { acceptedEncodings, SUFFIX } from './content-encoding';
import { IMMUTABLE } from './replies';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.mp4': 'video/mp4',
};

/** The file under root for a URL path, or null when the path would leave root or is not a plain file. */
export async function locateFile(
  root: string,
  urlPath: string,
): Promise<{ file: string; size: number; mtime: Date } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = resolve(root);
  const file = resolve(base, '.' + decoded);
  if (!file.startsWith(base + sep)) return null;
  try {
    const s = await stat(file);
    return s.isFile() ? { file, size: s.size, mtime: s.mtime } : null;
  } catch {
    return null;
  }
}

/** Types worth compressing; the build writes `.br`/`.gz` twins for these (vite.config.ts). */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.webmanifest', '.txt', '.svg', '.wasm']);

/** The size of a compressed twin, or null when there is none or it is older than the file it stands for. */
async function twinSize(file: string, original: Date): Promise<number | null> {
  try {
    const s = await stat(file);
    // Both Dates are rounded the same way from the file system's clock, so equal times compare equal.
    return s.isFile() && s.mtime.getTime() >= original.getTime() ? s.size : null;
  } catch {
    return null;
  }
}

/**
 * Sends a located file, as its precompressed twin when the client accepts that encoding and the build wrote
 * one, else as it is. Compressible types always say `Vary: Accept-Encoding`, so a shared cache never hands
 * a brotli body to a client that did not ask for it.
 */
export async function sendFile(
  reply: FastifyReply,
  found: { file: string; size: number; mtime: Date },
  urlPath: string,
  acceptEncoding: string | string[] | undefined,
) {
  const ext = extname(found.file).toLowerCase();
  reply
    .header('Content-Type', MIME[ext] ?? 'application/octet-stream')
    .header('Last-Modified', found.mtime.toUTCString())
    // Vite puts content-hashed names under /assets/: they never change, so they may be cached for good.
    .header('Cache-Control', urlPath.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
  let file = found.file;
  let size = found.size;
  if (COMPRESSIBLE.has(ext)) {
    reply.header('Vary', 'Accept-Encoding');
    for (const encoding of acceptedEncodings(acceptEncoding)) {
      const twin = await twinSize(found.file + SUFFIX[encoding], found.mtime);
      if (twin === null) continue;
      file = found.file + SUFFIX[encoding];
      size = twin;
      reply.header('Content-Encoding', encoding);
      break;
    }
  }
  reply.header('Content-Length', size);
  return reply.send(createReadStream(file));
}
