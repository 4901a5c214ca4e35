import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

// A link whose %-escapes are broken (cut short, hand-typed, a stray `%` in a search word) cannot be routed.
// A page address is sent on with the broken escapes written as literal text, so the site shows what the
// link can mean (a search for the text, else its own 404 page) instead of the framework's JSON; anything else
// gets a short plain refusal.

const BROKEN_ESCAPE = /%(?![0-9A-Fa-f]{2})/g;

/** The path with every `%` that starts no escape written as `%25`; every `%` when the escapes are not UTF-8. */
export function repairedPath(path: string): string {
  const lenient = path.replace(BROKEN_ESCAPE, '%25');
  try {
    decodeURIComponent(lenient);
    return lenient;
  } catch {
    return path.replace(/%/g, '%25');
  }
}

/** Fastify's `frameworkErrors`: the hooks have not run for such a request, so the headers are set here. */
export function answerUnroutableUrl(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
  const raw = req.raw.url ?? '/';
  const cut = raw.search(/[?#]/);
  const [path, rest] = cut < 0 ? [raw, ''] : [raw.slice(0, cut), raw.slice(cut)];
  // `//host` and `/\host` would send the browser to another site.
  const local = /^\/(?![/\\])/.test(path) && !path.startsWith('/api');
  if (error.code === 'FST_ERR_BAD_URL' && local && (req.method === 'GET' || req.method === 'HEAD')) {
    void reply.redirect(repairedPath(path) + rest, 302);
    return;
  }
  void reply.code(400).type('text/plain; charset=utf-8').send('bad request: malformed address');
}
