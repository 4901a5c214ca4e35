import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { API_ENTRY, MAX_BODY_BYTES } from '../../protocol/constants';
import { isOperatorAccess } from '../../protocol/access';
import type { Access } from '../../protocol/access';
import { ENDPOINT_ACCESS } from '../../protocol/endpoints';
import type { EndpointPath } from '../../protocol/endpoints';
import { openRequest, sealReply } from '../../protocol/envelope';
import type { EnvelopeCipher } from '../../protocol/envelope';
import { languageOf } from '../../protocol/refusals';
import { STATUS } from '../../protocol/status';
import { cardVersionOf } from '../db/database';
import type { Db } from '../db/database';
import { admitOperator } from '../domain/operator-access';
import { Refusal } from '../domain/refusal';
import { resolveCaller } from '../domain/sessions';
import type { Caller } from '../domain/sessions';
import type { ApiRegistry } from '../routes/registry';
import { parsePayload } from '../routes/validation';
import { sendSealedText } from './replies';
import { SharedReplies, sharedKey } from './shared-replies';

// POST /api.php/<path>: opens the envelope, resolves the caller, checks access and the payload, runs the
// route's handler and seals its reply. Refusals thrown on the way are sealed by the error handler.

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
  const shared = new SharedReplies(cardVersionOf(db));
  // Registered inside this plugin, so form parsing applies to the API route only; the form is the one body
  // the protocol knows, so Fastify's JSON and text parsers go (anything else is a 400, error-handler.ts).
  app.removeAllContentTypeParsers();
  await app.register(formbody, { bodyLimit: FORM_BODY_LIMIT });

  app.post(`${API_ENTRY}/*`, { bodyLimit: FORM_BODY_LIMIT, config: { surface: 'envelope' } }, async (req, reply) => {
    const nowS = nowSeconds();
    const payload = await openRequest(cipher, (req.body ?? {}) as Record<string, unknown>, nowS);
    req.language = languageOf(payload.language);

    const path = '/' + ((req.params as { '*'?: string })['*'] ?? '');
    const def = isKnownPath(path) ? registry.get(path) : undefined;
    if (!isKnownPath(path) || !def) throw new Refusal('api.not_found');

    const access: Access = ENDPOINT_ACCESS[path];
    let caller: Caller | null = null;
    if (access !== 'public') {
      caller = await resolveCaller(db, payload.token, nowS, req.ip);
      if (access !== 'optional' && caller === null) throw new Refusal('account.login_required');
    }
    const operator = isOperatorAccess(access) ? await admitOperator(db, caller!, access, req.ip) : undefined;

    const input = parsePayload(def.schema, payload);
    const userAgent = req.headers['user-agent'] ?? '';
    const context = { db, caller, operator, ip: req.ip, userAgent, nowS, log: req.log, language: req.language };
    const run = async () => {
      const data = await def.handler(input, context);
      return sealReply(cipher, { status: STATUS.OK, msg: def.okMsg?.[req.language] ?? 'ok', data });
    };
    const sealed =
      def.sharedByCards && access === 'public'
        ? await shared.through(sharedKey(path, req.language, input), run)
        : await run();
    return sendSealedText(reply, sealed);
  });
}
