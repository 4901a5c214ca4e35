import type { FastifyInstance } from 'fastify';

// No inline scripts anywhere: the runtime config travels as an inert application/json block.
// 'wasm-unsafe-eval' lets workers compile hash-wasm's WebAssembly; it does not allow eval of JS.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self' blob:",
  "img-src 'self' blob: data:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

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
export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.headers({
      'content-security-policy': CONTENT_SECURITY_POLICY,
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
