import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Shared by the binary upload routes: JSON replies of spec §7 ({code: 1, msg} on success, HTTP 4xx
// {code: 0, msg} otherwise) and a streamed, size-capped, hashed write to a temp file.

export class UploadRefusal extends Error {
  override readonly name = 'UploadRefusal';
  constructor(
    readonly httpStatus: number,
    msg: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(msg);
  }
}

export function refuse(reply: FastifyReply, err: UploadRefusal) {
  return reply.code(err.httpStatus).header('Cache-Control', 'no-store').send({ code: 0, msg: err.message, ...err.extra });
}

export function ok(reply: FastifyReply, msg: string, data: Record<string, unknown> = {}) {
  return reply.code(200).header('Cache-Control', 'no-store').send({ code: 1, msg, ...data });
}

export function hmacHex(keyHex: string, text: string): string {
  return createHmac('sha256', Buffer.from(keyHex, 'hex')).update(text).digest('hex');
}

export function sameHex(a: string, b: string): boolean {
  if (a.length !== b.length || !/^[0-9a-f]*$/.test(b)) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

export const isMd5Hex = (s: string) => /^[0-9a-f]{32}$/.test(s);

/**
 * Streams `source` into `tmp` computing MD5 and counting bytes.
 * @throws UploadRefusal 413 past `maxBytes` (the temp file is removed).
 */
export async function writeHashed(source: AsyncIterable<unknown>, tmp: string, maxBytes: number): Promise<{ md5: string; size: number }> {
  const hash = createHash('md5');
  let size = 0;
  async function* counted() {
    for await (const chunk of source) {
      const buf = chunk as Buffer;
      size += buf.length;
      if (size > maxBytes) throw new UploadRefusal(413, `body too large (max ${maxBytes} bytes)`);
      hash.update(buf);
      yield buf;
    }
  }
  const out = createWriteStream(tmp);
  try {
    await pipeline(counted, out);
  } catch (err) {
    // A stream destroyed while still opening creates the file afterwards: remove it once it is closed.
    if (!out.closed) await once(out, 'close').catch(() => {});
    await rm(tmp, { force: true });
    throw err;
  }
  return { md5: hash.digest('hex'), size };
}

/** Reads a stream to its end without keeping it (a refused upload's remaining bytes). */
export async function drain(source: AsyncIterable<unknown>): Promise<void> {
  for await (const _ of source) void _;
}

export interface PartLimits {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
  parts?: number;
}

/**
 * `req.parts()` of @fastify/multipart. Its typings augment FastifyRequest without the generic parameters,
 * which this TypeScript does not merge, hence the narrow cast here instead of at every caller.
 */
export function multipartParts(req: FastifyRequest, limits: PartLimits): AsyncIterableIterator<Multipart> {
  return (req as unknown as { parts(o: { limits: PartLimits }): AsyncIterableIterator<Multipart> }).parts({ limits });
}
