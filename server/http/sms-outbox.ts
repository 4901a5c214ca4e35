import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { sandboxOutbox } from '../domain/accounts';

// The sandbox SMS gateway's "phone" for developers: GET /dev/sms-outbox lists the latest messages. buildApp
// registers it only outside production; the messages carry live reset codes, so it must never be reachable
// on a public server (operators use `npm run admin -- sms outbox` instead). It also answers only requests from
// this machine (the client address as TRUST_PROXY resolves it), in case a development server listens widely.

export const SMS_OUTBOX_PATH = '/dev/sms-outbox';

const LIMIT = 50;

const isLoopback = (ip: string) => ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export async function smsOutboxRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  app.get(SMS_OUTBOX_PATH, async (req, reply) => {
    if (!isLoopback(req.ip)) return reply.code(404).type('text/plain; charset=utf-8').send('not found');
    const rows = await sandboxOutbox(opts.db, LIMIT);
    const items = rows
      .map(
        (m) =>
          `<li data-phone="${escapeHtml(m.phone)}"><b>${escapeHtml(m.phone)}</b> · ${new Date(m.createdAt * 1000).toISOString()}<br><span class="body">${escapeHtml(m.body)}</span></li>`,
      )
      .join('');
    const html = `<!doctype html><html lang="zh"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>SMS outbox</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem">
<p style="color:#a15c00">沙盒短信 · Sandbox SMS: messages are stored here, never sent. Development only.</p>
<ol reversed>${items || '<p>empty</p>'}</ol></body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
}
