import type { FastifyBaseLogger } from 'fastify';
import { isOperatorAccess } from '../../protocol/access';
import type { Access } from '../../protocol/access';
import { ENDPOINT_ACCESS } from '../../protocol/endpoints';
import type { EndpointPath } from '../../protocol/endpoints';
import { sealReply } from '../../protocol/envelope';
import type { EnvelopeCipher } from '../../protocol/envelope';
import type { Language } from '../../protocol/refusals';
import { STATUS } from '../../protocol/status';
import { cardVersionOf } from '../db/database';
import type { Db } from '../db/database';
import { admitOperator } from '../domain/console';
import { Refusal } from '../domain/common';
import { noCallerRefusal, resolveCaller } from '../domain/accounts';
import type { Caller } from '../domain/accounts';
import type { ApiRegistry } from '../routes/registry';
import { parsePayload } from '../routes/validation';
import { SharedReplies, sharedKey } from './shared-replies';

// One call of the API after its envelope is open: the caller, access, the payload's schema, the handler and
// the sealed reply. The API route answers requests with it; the landing page (http/first-replies.ts) answers
// the first screen's calls with it, so both give the same bytes.

export interface CallContext {
  ip: string;
  userAgent: string;
  nowS: number;
  log: FastifyBaseLogger;
  language: Language;
}

/**
 * Seals the successful reply of `path` for an opened request `payload`; refusals are thrown. `onData` sees
 * the reply's data when the handler runs (not for a shared reply served as kept).
 */
export type AnswerCall = (
  path: string,
  payload: Record<string, unknown>,
  ctx: CallContext,
  onData?: (data: unknown) => void,
) => Promise<string>;

function isKnownPath(path: string): path is EndpointPath {
  return Object.hasOwn(ENDPOINT_ACCESS, path);
}

/**
 * @throws {Refusal} api.not_found for an unknown path, account.login_required, an operator refusal, the
 * payload's validation refusal, or whatever the handler refuses.
 */
export function createAnswerCall(opts: { registry: ApiRegistry; cipher: EnvelopeCipher; db: Db }): AnswerCall {
  const { registry, cipher, db } = opts;
  const shared = new SharedReplies(cardVersionOf(db));
  return async (path, payload, { ip, userAgent, nowS, log, language }, onData) => {
    const def = isKnownPath(path) ? registry.get(path) : undefined;
    if (!isKnownPath(path) || !def) throw new Refusal('api.not_found');

    const access: Access = ENDPOINT_ACCESS[path];
    let caller: Caller | null = null;
    if (access !== 'public') {
      caller = await resolveCaller(db, payload.token, nowS, ip);
      // A banned account's token is told why, not only to log in again.
      if (access !== 'optional' && caller === null) throw await noCallerRefusal(db, payload.token);
    }
    const operator = isOperatorAccess(access) ? await admitOperator(db, caller!, access, ip) : undefined;

    const input = parsePayload(def.schema, payload);
    const context = { db, caller, operator, ip, userAgent, nowS, log, language };
    const run = async () => {
      const data = await def.handler(input, context);
      onData?.(data);
      return sealReply(cipher, { status: STATUS.OK, msg: def.okMsg?.[language] ?? 'ok', data });
    };
    return def.sharedByCards && access === 'public' ? shared.through(sharedKey(path, language, input), run) : run();
  };
}
