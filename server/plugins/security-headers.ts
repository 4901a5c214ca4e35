import type { FastifyInstance } from 'fastify';

/** Origins beyond our own the page may reach: the bucket pieces are PUT to, the media CDN. */
export interface ExtraOrigins {
  /** Origin of presigned piece-upload URLs (connect-src), when media lives in a bucket. */
  store?: string | null;
  /** Origin of MEDIA_PUBLIC_URL (img-src, media-src, connect-src), when media is served from elsewhere. */
  media?: string | null;
}

// No inline scripts anywhere: the runtime config travels as an inert application/json block.
// 'wasm-unsafe-eval' lets workers compile hash-wasm's WebAssembly; it does not allow eval of JS.
// Other origins only when configured: unset, everything stays same-origin.
export function contentSecurityPolicy(extra: ExtraOrigins = {}): string {
  const media = extra.media ? ` ${extra.media}` : '';
  const connect = [extra.store, extra.media].filter((o, i, all): o is string => !!o && all.indexOf(o) === i);
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "worker-src 'self' blob:",
    `img-src 'self' blob: data:${media}`,
    `media-src 'self' blob:${media}`,
    ["connect-src 'self'", ...connect].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

// Features the app never uses, denied so an injected script or a framed page cannot ask for them (only names
// Chromium knows: an unknown one costs a console warning on every page). What it does use keeps the browser
// default, same origin only: clipboard writes (copy buttons), video autoplay, fullscreen and
// picture-in-picture; location is named (self) because the nearby page asks for it ("use my location").
// A payment gateway is a redirect, not the Payment Request API.
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .concat('geolocation=(self)')
  .join(', ');

/** A browser that saw this over HTTPS refuses plain HTTP to the host for a year (not its subdomains). */
const HSTS = 'max-age=31536000';

/** Called on the root instance (not registered) so the hook covers every route, whichever plugin owns it. */
export function addSecurityHeaders(app: FastifyInstance, extra: ExtraOrigins = {}): void {
  const csp = contentSecurityPolicy(extra);
  app.addHook('onRequest', async (req, reply) => {
    reply.headers({
      'content-security-policy': csp,
      'permissions-policy': PERMISSIONS_POLICY,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
    });
    // req.protocol believes X-Forwarded-Proto only from a trusted proxy (config trustProxy), else the socket.
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  // A refusal or a fault is about one request: no cache, shared or private, may keep or replay it.
  app.addHook('onSend', async (_req, reply) => {
    if (reply.statusCode >= 400) reply.header('cache-control', 'no-store');
  });
}
