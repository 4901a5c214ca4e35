import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_ENTRY, MAX_BODY_BYTES } from '../../protocol/constants';
import { ENDPOINT_ACCESS } from '../../protocol/endpoints';
import type { EndpointPath } from '../../protocol/endpoints';
import { EnvelopeError, openRequest, sealReply } from '../../protocol/envelope';
import type { EnvelopeCipher, Reply } from '../../protocol/envelope';
import { STATUS } from '../../protocol/status';
import type { Db } from '../db/database';
import { BusinessError } from '../domain/errors';
import { resolveCaller } from '../domain/sessions';
import type { Caller } from '../domain/sessions';
import type { ApiRegistry } from '../routes/registry';
import { parsePayload } from '../routes/validation';

export interface EnvelopeOptions {
  registry: ApiRegistry;
  cipher: EnvelopeCipher;
  db: Db;
}

/**
 * Room for the form encoding of the largest allowed `data` (base64 plus percent-escapes); the exact limit
 * is checked by openRequest on the decoded field, which answers the precise 'body too large'.
 */
export const FORM_BODY_LIMIT = MAX_BODY_BYTES * 4;

const nowSeconds = () => Math.floor(Date.now() / 1000);

function isKnownPath(path: string): path is EndpointPath {
  return Object.hasOwn(ENDPOINT_ACCESS, path);
}

export async function envelopeRoutes(app: FastifyInstance, opts: EnvelopeOptions): Promise<void> {
  const { registry, cipher, db } = opts;
  // Registered inside this plugin, so form parsing applies to the API route only.
  await app.register(formbody, { bodyLimit: FORM_BODY_LIMIT });

  const send = async (reply: FastifyReply, body: Reply) =>
    reply.header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(await sealReply(cipher, body));

  app.post(`${API_ENTRY}/*`, { bodyLimit: FORM_BODY_LIMIT }, async (req, reply) => {
    const nowS = nowSeconds();
    let payload: Record<string, unknown>;
    try {
      payload = await openRequest(cipher, (req.body ?? {}) as Record<string, unknown>, nowS);
    } catch (err) {
      if (!(err instanceof EnvelopeError)) throw err;
      req.log.info({ reason: err.message }, 'envelope refused');
      return reply.code(400).type('text/plain; charset=utf-8').send(err.message);
    }

    const path = '/' + ((req.params as { '*'?: string })['*'] ?? '');
    const def = isKnownPath(path) ? registry.get(path) : undefined;
    if (!isKnownPath(path) || !def) return send(reply, { status: STATUS.NOT_FOUND, msg: '接口不存在', data: null });

    const access = ENDPOINT_ACCESS[path];
    let caller: Caller | null = null;
    if (access !== 'public') {
      caller = await resolveCaller(db, payload.token, nowS);
      if (access === 'user' && caller === null) return send(reply, { status: STATUS.NOT_LOGGED_IN, msg: '请先登录', data: null });
    }

    const parsed = parsePayload(def.schema, payload);
    if (!parsed.ok) return send(reply, { status: STATUS.BAD_PAYLOAD, msg: parsed.msg, data: null });

    try {
      const data = await def.handler(parsed.value, { db, caller, ip: req.ip, nowS, log: req.log });
      return await send(reply, { status: STATUS.OK, msg: def.okMsg ?? 'ok', data });
    } catch (err) {
      if (!(err instanceof BusinessError)) throw err;
      req.log.debug({ path, status: err.status }, 'business refusal');
      return send(reply, { status: err.status, msg: err.message, data: null });
    }
  });
}
