import type { FastifyReply } from 'fastify';
import { sealReply } from '../../protocol/envelope';
import type { EnvelopeCipher, Reply } from '../../protocol/envelope';
import type { Language } from '../../protocol/refusals';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language refusals are answered in: the envelope's `language`, or the upload form's. */
    language: Language;
  }
  interface FastifyContextConfig {
    /** How the route answers refusals and framework errors; absent = plain text. */
    surface?: Surface;
  }
}

/** For responses whose bytes never change under their URL (content-addressed media, hashed build assets). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** envelope: sealed `{status, msg, data}`; upload: JSON `{code, msg, …}` (spec §7); text: plain text. */
export type Surface = 'envelope' | 'upload' | 'text';

export async function sendSealed(reply: FastifyReply, cipher: EnvelopeCipher, body: Reply): Promise<FastifyReply> {
  return sendSealedText(reply, await sealReply(cipher, body));
}

/** An already sealed reply (see sealReply). */
export function sendSealedText(reply: FastifyReply, sealed: string): FastifyReply {
  return reply.header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(sealed);
}

/** A binary endpoint's answer: `code` 1 on success, 0 on a refusal (HTTP 4xx) or a fault (500). */
export function sendUploadJson<B extends { code: 0 | 1; msg: string }>(
  reply: FastifyReply,
  httpStatus: number,
  body: B,
): FastifyReply {
  return reply.code(httpStatus).header('Cache-Control', 'no-store').send(body);
}

export function sendText(reply: FastifyReply, httpStatus: number, text: string): FastifyReply {
  return reply.code(httpStatus).type('text/plain; charset=utf-8').send(text);
}
