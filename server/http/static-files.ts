import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { FastifyReply } from 'fastify';
import { IMMUTABLE } from './replies';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
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

export function sendFile(reply: FastifyReply, found: { file: string; size: number; mtime: Date }, urlPath: string) {
  const type = MIME[extname(found.file).toLowerCase()] ?? 'application/octet-stream';
  reply
    .header('Content-Type', type)
    .header('Content-Length', found.size)
    .header('Last-Modified', found.mtime.toUTCString())
    // Vite puts content-hashed names under /assets/: they never change, so they may be cached for good.
    .header('Cache-Control', urlPath.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
  return reply.send(createReadStream(found.file));
}
