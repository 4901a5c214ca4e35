import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { channelName } from '../../../server/lib/chat-fanout';
import { createTestApp, dialects } from '../helper';
import type { TestApp } from '../helper';

describe.each(dialects)('health and readiness (%s)', (dialect) => {
  let t: TestApp | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
  });

  const ready = async (app: TestApp) => {
    const res = await app.app.inject({ url: '/readyz' });
    return { status: res.statusCode, body: res.json<{ ok: boolean; failed: string[] }>() };
  };

  it('is alive and ready when the database, the store and the push link answer', async () => {
    t = await createTestApp(dialect);
    const alive = await t.app.inject({ url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.headers['cache-control']).toBe('no-store');
    expect(await ready(t)).toEqual({ status: 200, body: { ok: true, failed: [] } });
  });

  it('stops being ready once it drains, and stays alive', async () => {
    t = await createTestApp(dialect);
    t.app.beginDrain();
    expect(await ready(t)).toEqual({ status: 503, body: { ok: false, failed: ['draining'] } });
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('is not ready when the store cannot take a write', async () => {
    t = await createTestApp(dialect);
    // A file where the media folder should be: every write would fail.
    const media = join(t.dataDir, 'media');
    rmSync(media, { recursive: true, force: true });
    writeFileSync(media, 'not a folder');
    const r = await ready(t);
    expect(r.status).toBe(503);
    expect(r.body.failed).toEqual(['storage']);
  });
});

if (dialects.includes('postgres')) {
  describe('readiness and the push link (postgres)', () => {
    let t: TestApp | null = null;
    afterEach(async () => {
      await t?.close();
      t = null;
    });
    const ready = async (app: TestApp) => {
      const res = await app.app.inject({ url: '/readyz' });
      return { status: res.statusCode, body: res.json<{ ok: boolean; failed: string[] }>() };
    };

    it('is not ready while events from other processes cannot reach it', async () => {
      const app = await createTestApp('postgres');
      t = app;
      // Cut this app's LISTEN connection from the database side, as a failover or a network cut would.
      const listen = `LISTEN "${channelName(app.app.config.pgSchema ?? null)}"`;
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where query = ${listen}`.execute(app.db);
      const seen = await poll(
        () => ready(app),
        (r) => r.status === 503,
      );
      expect(seen.body.failed).toEqual(['push']);
      // The fanout reconnects by itself, and the process is ready again.
      expect(
        (
          await poll(
            () => ready(app),
            (r) => r.status === 200,
          )
        ).body.failed,
      ).toEqual([]);
    });
  });
}

/** Asks until the answer is the awaited one (at most 5 s), and returns the last answer. */
async function poll<T>(ask: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  let last = await ask();
  for (let i = 0; i < 100 && !done(last); i += 1) {
    await new Promise((r) => setTimeout(r, 50));
    last = await ask();
  }
  return last;
}
