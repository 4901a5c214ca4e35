import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_ENTRY } from '../../protocol/constants';
import { ENDPOINT_ACCESS } from '../../protocol/endpoints';
import { httpDuration, httpRequests, registry } from '../lib/metrics';
import { proxyTrust } from './request-id';

// GET /metrics (Prometheus text format) and the request metrics behind it. The numbers tell an outsider how
// busy we are and which endpoints exist, so only the machine itself, the proxies of TRUST_PROXY or a holder
// of METRICS_TOKEN may read them. For anyone else /metrics is not a route at all: it gets what any unknown
// address gets (the client's 404 page), so nothing tells an outsider the endpoint exists.

export interface MetricsOptions {
  trustProxy: false | string[];
  /** METRICS_TOKEN: a scraper elsewhere sends it as `Authorization: Bearer <token>`; null = none accepted. */
  token: string | null;
}

export const METRICS_PATH = '/metrics';
const ENVELOPE_ROUTE = `${API_ENTRY}/*`;
/** Requests no route matched (404s, malformed URLs): one label however many distinct URLs are tried. */
const UNMATCHED = 'unmatched';

function isLoopback(address: string): boolean {
  if (isIP(address) === 4) return address.startsWith('127.');
  return address === '::1' || address.startsWith('::ffff:127.');
}

/**
 * The route label: the route's pattern, never the URL, so the label values are as few as the routes; an API
 * call is labelled with its endpoint when the endpoint exists (a fixed table), else with the pattern.
 */
export function routeLabel(req: FastifyRequest): string {
  if (scrapes.has(req)) return METRICS_PATH;
  const pattern = req.routeOptions.url;
  if (pattern === undefined) return UNMATCHED;
  if (pattern !== ENVELOPE_ROUTE) return pattern;
  const path = '/' + ((req.params as { '*'?: string } | undefined)?.['*'] ?? '');
  return Object.hasOwn(ENDPOINT_ACCESS, path) ? API_ENTRY + path : pattern;
}

/** The requests answered as a scrape (in a hook, before routing, so no route of theirs to name). */
const scrapes = new WeakSet<FastifyRequest>();

const digest = (s: string) => createHash('sha256').update(s).digest();

export function metricsRoutes(app: FastifyInstance, opts: MetricsOptions): void {
  const trusted = proxyTrust(opts.trustProxy);
  const tokenDigest = opts.token === null ? null : digest(opts.token);

  const nearby = (req: FastifyRequest) => {
    // req.ip is the client as X-Forwarded-For tells it through trusted proxies; a forwarded request from a
    // proxy we do not trust comes from someone we cannot name, though its peer may be this machine.
    const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
    if (forwarded && !trusted(req.socket.remoteAddress)) return false;
    return isLoopback(req.ip) || trusted(req.ip);
  };
  const holdsToken = (req: FastifyRequest) => {
    const auth = req.headers.authorization;
    if (tokenDigest === null || auth === undefined || !auth.startsWith('Bearer ')) return false;
    return timingSafeEqual(digest(auth.slice('Bearer '.length)), tokenDigest);
  };

  app.addHook('onResponse', async (req, reply) => {
    const route = routeLabel(req);
    httpRequests.inc({ method: req.method, route, status: reply.statusCode });
    httpDuration.observe({ method: req.method, route }, reply.elapsedTime / 1000);
  });

  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' || req.url !== METRICS_PATH) return;
    if (!nearby(req) && !holdsToken(req)) return;
    scrapes.add(req);
    const text = await registry.metrics();
    return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(text);
  });
}
