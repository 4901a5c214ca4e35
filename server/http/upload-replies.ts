import type { FastifyReply } from 'fastify';
import { UploadRefusal } from '../domain/errors';

// JSON replies of the binary upload routes (spec §7): {code: 1, msg} on success, HTTP 4xx {code: 0, msg}
// otherwise.

export function refuse(reply: FastifyReply, err: UploadRefusal) {
  return reply.code(err.httpStatus).header('Cache-Control', 'no-store').send({ code: 0, msg: err.message, ...err.extra });
}

export function ok(reply: FastifyReply, msg: string, data: object = {}) {
  return reply.code(200).header('Cache-Control', 'no-store').send({ code: 1, msg, ...data });
}

export async function answer(reply: FastifyReply, work: () => Promise<{ msg: string; data?: object }>) {
  try {
    const { msg, data } = await work();
    return ok(reply, msg, data);
  } catch (err) {
    if (err instanceof UploadRefusal) return refuse(reply, err);
    throw err;
  }
}
