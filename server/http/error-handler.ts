import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EnvelopeError } from '../../protocol/envelope';
import type { EnvelopeCipher } from '../../protocol/envelope';
import {
  ENVELOPE_STATUS,
  HTTP_STATUS,
  isEnvelopeRefusal,
  isRawRefusal,
  refusalReason,
  refusalText,
} from '../../protocol/refusals';
import { StoreUnavailableError } from '../lib/media-storage';
import { Refusal } from '../domain/common';
import { sendSealed, sendText, sendUploadJson } from './replies';

// The one error handler. A Refusal becomes the reply of the route's surface in the request's language; a
// malformed envelope or body is a plain-text (or upload JSON) 4xx; anything else is a fault: 500 with the
// request id, logged, never a stack trace.

/** Framework refusals of a binary endpoint's body (wrong content type, too many parts…) as form refusals. */
function formRefusal(err: FastifyError, req: FastifyRequest): Refusal {
  const notMultipart =
    err.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ||
    (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' && req.method === 'POST');
  return notMultipart ? new Refusal('form.not_multipart') : new Refusal('form.bad_form', { detail: err.message });
}

/** When a client should try again after the store failed it: the SDK has already retried for a few seconds. */
const STORE_RETRY_AFTER_S = 5;

function storeRefusal(surface: string): Refusal {
  const code = surface === 'upload' ? 'media.store_unavailable' : 'api.store_unavailable';
  return new Refusal(code, {}, { retryAfterS: STORE_RETRY_AFTER_S });
}

const ENVELOPE_CONTENT_TYPE = 'content type must be application/x-www-form-urlencoded';

export function installErrorHandler(app: FastifyInstance, cipher: EnvelopeCipher): void {
  app.decorateRequest('language', 'zh');
  app.setErrorHandler(async (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const surface = req.routeOptions.config.surface ?? 'text';
    const status = err.statusCode ?? 500;
    const refusal =
      err instanceof Refusal
        ? err
        : err instanceof StoreUnavailableError
          ? storeRefusal(surface)
          : surface === 'upload' && status < 500
            ? formRefusal(err, req)
            : null;
    if (err instanceof StoreUnavailableError) req.log.warn({ err: err.cause }, 'media store unavailable');
    if (refusal && surface === 'envelope' && isEnvelopeRefusal(refusal.code)) {
      req.log.debug({ code: refusal.code }, 'refused');
      const { retryAfterS } = refusal.extra;
      if (typeof retryAfterS === 'number') void reply.header('Retry-After', String(retryAfterS));
      const body = {
        status: ENVELOPE_STATUS[refusal.code],
        msg: refusal.text(req.language),
        data: null,
        code: refusal.code,
      };
      return sendSealed(reply, cipher, body);
    }
    if (refusal && surface === 'upload' && isRawRefusal(refusal.code)) {
      req.log.debug({ code: refusal.code }, 'refused');
      const { retryAfterS } = refusal.extra;
      if (typeof retryAfterS === 'number') void reply.header('Retry-After', String(retryAfterS));
      const body = {
        ...refusal.extra,
        code: 0 as const,
        msg: refusal.text(req.language),
        reason: refusalReason(refusal.code),
      };
      return sendUploadJson(reply, HTTP_STATUS[refusal.code], body);
    }
    if (err instanceof EnvelopeError) {
      req.log.info({ reason: err.message }, 'envelope refused');
      return sendText(reply, 400, err.message);
    }
    if (err instanceof StoreUnavailableError) {
      void reply.header('Retry-After', String(STORE_RETRY_AFTER_S));
      return sendText(reply, 503, refusalText('media.store_unavailable', req.language));
    }
    // A refusal this surface cannot answer is a bug, like any other error.
    if (refusal || status >= 500) {
      req.log.error({ err }, 'request failed');
      const text = `internal error, request id ${req.id}`;
      return surface === 'upload' ? sendUploadJson(reply, 500, { code: 0, msg: text }) : sendText(reply, 500, text);
    }
    // Framework refusals (oversized or unparsable body, wrong content type): plain text like the envelope's,
    // and on the envelope a 400 like any malformed request (docs/protocol.md).
    if (status === 413) return sendText(reply, 400, 'body too large');
    if (status === 415 && surface === 'envelope') return sendText(reply, 400, ENVELOPE_CONTENT_TYPE);
    return sendText(reply, status, err.message);
  });
}
