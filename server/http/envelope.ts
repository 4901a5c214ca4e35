import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { API_ENTRY, MAX_BODY_BYTES } from '../../protocol/constants';
import { openRequest } from '../../protocol/envelope';
import type { EnvelopeCipher } from '../../protocol/envelope';
import { languageOf } from '../../protocol/refusals';
import type { AnswerCall } from './api-answers';
import { sendSealedText } from './replies';

// POST /api.php/<path>: opens the envelope and answers the call (api-answers.ts: caller, access, payload,
// handler, sealed reply). Refusals thrown on the way are sealed by the error handler.

export interface EnvelopeOptions {
  answer: AnswerCall;
  cipher: EnvelopeCipher;
}

/**
 * Room for the form encoding of the largest allowed `data` (base64 plus percent-escapes); the exact limit
 * is checked by openRequest on the decoded field, which answers the precise 'body too large'.
 */
export const FORM_BODY_LIMIT = MAX_BODY_BYTES * 4;

const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function envelopeRoutes(app: FastifyInstance, opts: EnvelopeOptions): Promise<void> {
  const { answer, cipher } = opts;
  // Registered inside this plugin, so form parsing applies to the API route only; the form is the one body
  // the protocol knows, so Fastify's JSON and text parsers go (anything else is a 400, error-handler.ts).
  app.removeAllContentTypeParsers();
  await app.register(formbody, { bodyLimit: FORM_BODY_LIMIT });

  app.post(`${API_ENTRY}/*`, { bodyLimit: FORM_BODY_LIMIT, config: { surface: 'envelope' } }, async (req, reply) => {
    const nowS = nowSeconds();
    const payload = await openRequest(cipher, (req.body ?? {}) as Record<string, unknown>, nowS);
    req.language = languageOf(payload.language);
    const path = '/' + ((req.params as { '*'?: string })['*'] ?? '');
    const userAgent = req.headers['user-agent'] ?? '';
    const sealed = await answer(path, payload, { ip: req.ip, userAgent, nowS, log: req.log, language: req.language });
    return sendSealedText(reply, sealed);
  });
}
