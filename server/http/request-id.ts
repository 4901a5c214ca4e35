import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';

// Request ids: the `reqId` of every log line of a request and its X-Request-Id response header. A proxy we
// trust (TRUST_PROXY) may hand its own id down, so one id follows a request from the balancer's log to ours;
// from anyone else the header is ignored, as a client could otherwise write what it likes into our logs.

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may be: nginx's $request_id (32 hex), a UUID, a trace id; nothing that could forge a log line. */
const PASSED_ID = /^[A-Za-z0-9._:-]{1,64}$/;

const ID_BYTES = 6;
const ID_POOL_BYTES = ID_BYTES * 1024;

/**
 * Whether an address is one of the proxies of TRUST_PROXY: the same rule (proxy-addr) Fastify applies to
 * X-Forwarded-For, so what we believe of a peer is decided in one way.
 */
export function proxyTrust(trustProxy: false | string[]): (address: string | undefined) => boolean {
  if (trustProxy === false) return () => false;
  const trusted = proxyAddr.compile(trustProxy);
  return (address) => address !== undefined && trusted(address, 0);
}

/** 12 hex characters cut from a pool of random bytes (one refill per 1024 requests). */
function freshIds(): () => string {
  let pool = randomBytes(ID_POOL_BYTES);
  let at = 0;
  return () => {
    if (at === ID_POOL_BYTES) {
      pool = randomBytes(ID_POOL_BYTES);
      at = 0;
    }
    at += ID_BYTES;
    return pool.toString('hex', at - ID_BYTES, at);
  };
}

/** Fastify's genReqId: the trusted proxy's X-Request-Id when it is well-formed, else a fresh id. */
export function requestIds(trustProxy: false | string[]): (req: IncomingMessage) => string {
  const trusted = proxyTrust(trustProxy);
  const fresh = freshIds();
  return (req) => {
    const passed = req.headers[REQUEST_ID_HEADER];
    if (typeof passed === 'string' && PASSED_ID.test(passed) && trusted(req.socket.remoteAddress)) return passed;
    return fresh();
  };
}

/** Every answer names its request id (streams hijacked before headers go out set it themselves). */
export function addRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
}
