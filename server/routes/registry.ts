import type { core } from 'zod';
import type { OperatorAccess } from '../../protocol/access';
import type { ENDPOINT_ACCESS, EndpointPath, PayloadOf, ReplyOf } from '../../protocol/endpoints';
import type { Language, LocalText } from '../../protocol/refusals';
import type { Db } from '../db/database';
import type { OperatorGrant } from '../domain/console';
import type { Caller } from '../domain/accounts';
import type { Logger } from '../lib/logger';

/** What a handler may use: no request or reply object, so handlers stay testable and HTTP-free. */
export interface ApiContext {
  db: Db;
  /** null for a guest (only possible on 'public' and 'optional' endpoints). */
  caller: Caller | null;
  ip: string;
  /** The User-Agent header ('' when none): sessions show it as the device. */
  userAgent: string;
  nowS: number;
  log: Logger;
  /** The request's `language`: refusal texts and anything else a person reads in the reply. */
  language: Language;
}

export interface UserContext extends ApiContext {
  caller: Caller;
}

/** A console endpoint's caller: an operator whose roles grant the endpoint's capability. */
export interface OperatorContext extends UserContext {
  /** The caller's roles, and who acts as the audit log records it. */
  operator: OperatorGrant;
}

/**
 * http/envelope.ts answers 420 before a 'user' handler runs, so those handlers always have a caller; an
 * operator endpoint's handler runs only for an operator allowed to call it.
 */
export type ContextFor<P extends EndpointPath> = (typeof ENDPOINT_ACCESS)[P] extends 'user'
  ? UserContext
  : (typeof ENDPOINT_ACCESS)[P] extends OperatorAccess
    ? OperatorContext
    : ApiContext;

export interface EndpointDef<P extends EndpointPath> {
  /** Unknown keys (the common request fields among them) are stripped by zod's default object mode. */
  schema: core.$ZodType<PayloadOf<P>, unknown>;
  handler: (payload: PayloadOf<P>, ctx: ContextFor<P>) => Promise<ReplyOf<P>>;
  /** Reply msg on success, in the request's language; defaults to 'ok'. */
  okMsg?: LocalText;
  /**
   * The reply depends on the payload and the language only, never on the caller or the clock, and changes
   * only with what db/card-version.ts watches: http/envelope.ts keeps it sealed until a card changes. Only
   * for 'public' endpoints (the caller is then never resolved).
   */
  sharedByCards?: true;
}

type AnyDef = EndpointDef<EndpointPath>;

/** Endpoint path → schema + handler; each routes/<area>.ts adds its own, http/envelope.ts dispatches. */
export class ApiRegistry {
  private readonly defs = new Map<string, AnyDef>();

  add<P extends EndpointPath>(path: P, def: EndpointDef<P>): this {
    if (this.defs.has(path)) throw new Error(`endpoint ${path} registered twice`);
    this.defs.set(path, def as unknown as AnyDef);
    return this;
  }

  get(path: string): AnyDef | undefined {
    return this.defs.get(path);
  }

  paths(): string[] {
    return [...this.defs.keys()];
  }
}
