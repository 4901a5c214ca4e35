import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_SLICE_BYTES } from '../../../protocol/upload';
import type { ServerConfig } from '../../../server/config';
import { transfer } from '../../../server/domain/money/ledger';
import type { PushEvent } from '../../../protocol/chat';
import { postgresFanout } from '../../../server/lib/chat-fanout';
import { setJobQueueDepth } from '../../../server/lib/metrics';
import { INDEX_HTML, dialects, nowS } from '../helper';
import { hasHello, openPush } from '../support/chat';
import { createEnv, openApp, sendSlice } from '../support/upload';
import type { Env, UploadApp } from '../support/upload';
import { videoBytes } from '../../support/video-bytes';

const TOKEN = randomBytes(24).toString('hex');
/** TRUST_PROXY of these tests: a proxy network that is not this machine. */
const PROXIES = '10.0.0.0/8';

/** The value of one series in Prometheus text (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const m = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = (m[2] ?? '').split(',');
    if (want.every((w) => have.includes(w))) return Number(m[3]);
  }
  return 0;
}

/** How many series a metric has (its label combinations). */
const seriesOf = (text: string, name: string) => text.split('\n').filter((l) => l.startsWith(`${name}{`)).length;

describe.each(dialects)('metrics (%s)', (dialect) => {
  let env: Env;
  let t: UploadApp;
  beforeAll(async () => {
    env = await createEnv(dialect);
    writeFileSync(join(env.config.clientDir, 'index.html'), INDEX_HTML);
    const config: ServerConfig = { ...env.config, trustProxy: [PROXIES], metricsToken: TOKEN };
    t = await openApp(config);
  });
  afterAll(async () => {
    await t.close();
    await env.dispose();
  });

  const get = (headers: Record<string, string> = {}, from = '127.0.0.1') =>
    t.app.inject({ url: '/metrics', headers, remoteAddress: from });
  const scrape = async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('answers the machine itself and a trusted proxy, in the Prometheus format', async () => {
    const local = await get();
    expect(local.statusCode).toBe(200);
    expect(local.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(local.body).toContain('process_cpu_seconds_total');
    expect((await get({}, '::1')).statusCode).toBe(200);
    expect((await get({}, '10.1.2.3')).statusCode).toBe(200);
  });

  it('is the ordinary 404 for anyone else, forwarded or not', async () => {
    const notFound = await t.app.inject({ url: '/no-such-page', remoteAddress: '203.0.113.9' });
    const direct = await get({}, '203.0.113.9');
    expect(notFound.statusCode).toBe(404);
    expect(direct.statusCode).toBe(404);
    expect(direct.body).toBe(notFound.body.replaceAll('/no-such-page', '/metrics'));
    // A trusted proxy forwarding a client from outside: the client is who asks.
    expect((await get({ 'x-forwarded-for': '203.0.113.9' }, '10.1.2.3')).statusCode).toBe(404);
    // A proxy on this machine that is not in TRUST_PROXY: its client cannot be named, so no.
    expect((await get({ 'x-forwarded-for': '203.0.113.9' }, '127.0.0.1')).statusCode).toBe(404);
    expect((await get({ forwarded: 'for=203.0.113.9' }, '127.0.0.1')).statusCode).toBe(404);
  });

  it('answers a holder of the token from anywhere, and not a wrong or malformed token', async () => {
    expect((await get({ authorization: `Bearer ${TOKEN}` }, '203.0.113.9')).statusCode).toBe(200);
    expect((await get({ authorization: `Bearer ${TOKEN}x` }, '203.0.113.9')).statusCode).toBe(404);
    expect((await get({ authorization: `Bearer ${TOKEN.slice(1)}` }, '203.0.113.9')).statusCode).toBe(404);
    expect((await get({ authorization: TOKEN }, '203.0.113.9')).statusCode).toBe(404);
    expect((await get({ authorization: 'Bearer ' }, '203.0.113.9')).statusCode).toBe(404);
  });

  it('counts requests and their latency per route', async () => {
    const labels = { method: 'GET', route: '/healthz', status: '200' };
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    await t.call('/api/explore/tags', {});
    const after = await scrape();
    expect(
      sample(after, 'goldpost_http_requests_total', labels) - sample(before, 'goldpost_http_requests_total', labels),
    ).toBe(3);
    const hist = { method: 'GET', route: '/healthz' };
    expect(
      sample(after, 'goldpost_http_request_duration_seconds_count', hist) -
        sample(before, 'goldpost_http_request_duration_seconds_count', hist),
    ).toBe(3);
    // An API call is labelled with its endpoint.
    expect(
      sample(after, 'goldpost_http_requests_total', { route: '/api.php/api/explore/tags', status: '200' }),
    ).toBeGreaterThan(0);
  });

  it('keeps the route label to the routes, however many distinct URLs are asked for', async () => {
    await t.app.inject({ url: '/warm-up-404' });
    await t.app.inject({ method: 'POST', url: '/api.php/api/warm/up', payload: '' });
    const before = seriesOf(await scrape(), 'goldpost_http_requests_total');
    for (let i = 0; i < 150; i++) {
      const tail = randomBytes(6).toString('hex');
      await t.app.inject({ url: `/nothing/${tail}?q=${tail}` });
      await t.app.inject({ url: `/img/${tail}/${tail}.bin` });
      await t.app.inject({ method: 'POST', url: `/api.php/api/x/${tail}`, payload: '' });
      await t.app.inject({ url: `/${tail}%zz` });
    }
    const after = await scrape();
    // At most a handful of new series (a media route's 404, a malformed URL's 400), never one per URL.
    expect(seriesOf(after, 'goldpost_http_requests_total') - before).toBeLessThanOrEqual(4);
    expect(after).not.toMatch(/route="[^"]*[0-9a-f]{12}/);
    // Unknown pages are the client's route (its 404 page), under one label.
    expect(sample(after, 'goldpost_http_requests_total', { route: '/*', status: '404' })).toBeGreaterThanOrEqual(150);
  });

  it('counts upload bytes and slices at the upload endpoints', async () => {
    const token = await t.user(`up${randomBytes(3).toString('hex')}`);
    const data = videoBytes(MIN_SLICE_BYTES);
    const r = await t.call('/api/article/createUpload', { name: 'a.mp4', size: data.length, format: 'mp4' }, token);
    expect(r.status).toBe(1);
    const before = await scrape();
    for (let i = 0; i < 2; i++) {
      const res = await sendSlice(t.app, { token, uploadId: r.data.uploadId, index: 0, data });
      expect(res.statusCode, res.body).toBe(200);
    }
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(delta('goldpost_upload_bytes_total', { transport: 'slice' })).toBe(2 * data.length);
    expect(delta('goldpost_upload_slices_total', { outcome: 'stored' })).toBe(1);
    expect(delta('goldpost_upload_slices_total', { outcome: 'duplicate' })).toBe(1);
  });

  it('counts ledger transfers by kind', async () => {
    const name = `led${randomBytes(3).toString('hex')}`;
    await t.user(name);
    const user = await t.app.db.selectFrom('users').select('id').where('username', '=', name).executeTakeFirstOrThrow();
    const before = sample(await scrape(), 'goldpost_ledger_transfers_total', { kind: 'grant' });
    await t.app.db.transaction().execute((trx) =>
      transfer(trx, {
        kind: 'grant',
        uniq: `metrics-${name}`,
        userId: user.id,
        ref: 'test',
        nowS: nowS(),
        legs: [
          { account: { platform: 'promotions' }, amount: -5 },
          { account: { user: user.id, kind: 'wallet' }, amount: 5 },
        ],
      }),
    );
    expect(sample(await scrape(), 'goldpost_ledger_transfers_total', { kind: 'grant' }) - before).toBe(1);
  });

  it('counts the push streams open', async () => {
    const token = await t.user(`push${randomBytes(3).toString('hex')}`);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const open = async () => sample(await scrape(), 'goldpost_push_streams_open');
    const before = await open();
    const push = await openPush(origin, token);
    await push.until(hasHello);
    expect(await open()).toBe(before + 1);
    push.close();
    await push.ended;
    for (let i = 0; i < 50 && (await open()) !== before; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await open()).toBe(before);
  });

  // Fan-out goes through the database only on PostgreSQL; SQLite's is in-process, with no lag to measure.
  if (dialect === 'postgres')
    it('measures the fan-out lag of events from the database', async () => {
      const before = sample(await scrape(), 'goldpost_chat_fanout_lag_seconds_count');
      const fanout = await postgresFanout(env.config.databaseUrl!, env.config.pgSchema, {
        info() {},
        warn() {},
        error() {},
      });
      try {
        const arrived = new Promise<void>((resolve) => fanout.subscribe(424242, () => resolve()));
        const event: PushEvent = { type: 'notice', kind: 'money' };
        await t.app.db.transaction().execute((trx) => fanout.stage(trx, { users: [424242], event }));
        await arrived;
        expect(sample(await scrape(), 'goldpost_chat_fanout_lag_seconds_count')).toBeGreaterThan(before);
      } finally {
        await fanout.close();
      }
    });

  it('reports the database pool on PostgreSQL only, and lists the job metrics', async () => {
    const text = await scrape();
    if (dialect === 'postgres') {
      expect(sample(text, 'goldpost_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    } else {
      expect(text).not.toContain('goldpost_db_pool_connections{');
    }
    expect(text).toContain('# TYPE goldpost_job_queue_depth gauge');
    // A queue sets its depth through the hook it is given.
    setJobQueueDepth('test-queue', 7);
    expect(sample(await scrape(), 'goldpost_job_queue_depth', { queue: 'test-queue' })).toBe(7);
    expect(text).toContain('# TYPE goldpost_job_failures_total counter');
    expect(text).toContain('# TYPE goldpost_push_streams_open gauge');
  });
});
