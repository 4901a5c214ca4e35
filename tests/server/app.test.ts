import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { ServerConfig } from '../../server/config';
import { hashPassword } from '../../server/domain/accounts';
import { DEMO_LOGINS } from '../../server/seed/index';
import { createTestEnv, dialects } from './helper';
import type { TestEnv } from './helper';

/** The config loadConfig makes of these environment variables (keys land in a throwaway folder). */
function configFrom(env: NodeJS.ProcessEnv): ServerConfig {
  const dataDir = mkdtempSync(join(tmpdir(), 'goldpost-config-'));
  try {
    return loadConfig({ DATA_DIR: dataDir, ...env });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('TRUST_PROXY: only the configured proxies may name the client', () => {
  let env: TestEnv;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    env = await createTestEnv('sqlite', 'goldpost-proxy-');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await env.dispose();
  });

  /** An app whose trust comes from TRUST_PROXY as loadConfig reads it, answering the address it sees. */
  async function appTrusting(trustProxy: string): Promise<FastifyInstance> {
    const app = await buildApp({ ...env.config, trustProxy: configFrom({ TRUST_PROXY: trustProxy }).trustProxy });
    // The address every limit sees: http/envelope.ts hands req.ip to the handlers as ctx.ip.
    app.get('/test/address', async (req) => req.ip);
    await app.ready();
    apps.push(app);
    return app;
  }

  const seen = async (app: FastifyInstance, peer: string, forwardedFor?: string) =>
    (
      await app.inject({
        url: '/test/address',
        remoteAddress: peer,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      })
    ).body;

  it('ignores X-Forwarded-For from a peer that is not a configured proxy', async () => {
    const app = await appTrusting('127.0.0.1');
    expect(await seen(app, '203.0.113.9', '198.51.100.7')).toBe('203.0.113.9');
    expect(await seen(app, '10.0.0.8', '127.0.0.1')).toBe('10.0.0.8');
    // Through the proxy: its own addition counts, a client's forged entry before it does not.
    expect(await seen(app, '127.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
    expect(await seen(app, '127.0.0.1', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('reads 1 as a proxy on this machine, not as every peer', async () => {
    const app = await appTrusting('1');
    expect(await seen(app, '203.0.113.9', '198.51.100.7')).toBe('203.0.113.9');
    expect(await seen(app, '127.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
  });

  it('takes a list of addresses and CIDRs, and refuses anything else at start', async () => {
    const app = await appTrusting('10.0.0.0/8, 192.0.2.1');
    expect(await seen(app, '10.1.2.3', '198.51.100.7')).toBe('198.51.100.7');
    expect(await seen(app, '192.0.2.1', '198.51.100.7')).toBe('198.51.100.7');
    expect(await seen(app, '192.0.2.2', '198.51.100.7')).toBe('192.0.2.2');
    expect(await seen(app, '127.0.0.1', '198.51.100.7')).toBe('127.0.0.1');
    expect(configFrom({}).trustProxy).toBe(false);
    expect(configFrom({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(() => configFrom({ TRUST_PROXY: 'the-lb' })).toThrow(/TRUST_PROXY/);
    expect(() => configFrom({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('sends HSTS only over HTTPS, as reported by a trusted proxy', async () => {
    const app = await appTrusting('127.0.0.1');
    const hsts = async (peer: string, proto?: string) =>
      (
        await app.inject({
          url: '/healthz',
          remoteAddress: peer,
          headers: proto ? { 'x-forwarded-proto': proto } : {},
        })
      ).headers['strict-transport-security'];
    expect(await hsts('127.0.0.1', 'https')).toBe('max-age=31536000');
    expect(await hsts('127.0.0.1')).toBeUndefined();
    expect(await hsts('127.0.0.1', 'http')).toBeUndefined();
    expect(await hsts('203.0.113.9', 'https')).toBeUndefined();
  });

  it('denies browser features the app does not use, on every response', async () => {
    const app = await appTrusting('0');
    for (const url of ['/', '/healthz', '/no/such/file.js']) {
      const policy = String((await app.inject({ url })).headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'payment', 'usb']) {
        expect(policy, url).toContain(`${feature}=()`);
      }
      expect(policy).not.toMatch(/fullscreen|autoplay|clipboard/);
      // The nearby page's "use my location" asks for it: denying it here made the button do nothing.
      expect(policy, url).toContain('geolocation=(self)');
      // Chromium warns of a feature it does not know on every page load.
      expect(policy, url).not.toContain('bluetooth');
    }
  });
});

describe('production mode', () => {
  it('is NODE_ENV=production or GOLDPOST_PRODUCTION=1', () => {
    expect(configFrom({ NODE_ENV: 'production' }).production).toBe(true);
    expect(configFrom({ GOLDPOST_PRODUCTION: '1' }).production).toBe(true);
    expect(configFrom({ NODE_ENV: 'development' }).production).toBe(false);
    expect(configFrom({}).production).toBe(false);
  });

  // Its confirm page credits gold to whoever opens it: a production server with it on gave away gold.
  it('keeps the sandbox payment gateway off unless SANDBOX_PAY=1 asks for it', () => {
    expect(configFrom({ NODE_ENV: 'production' }).sandboxPay).toBe(false);
    expect(configFrom({ NODE_ENV: 'production', SANDBOX_PAY: '1' }).sandboxPay).toBe(true);
    expect(configFrom({}).sandboxPay).toBe(true);
    expect(configFrom({ SANDBOX_PAY: '0' }).sandboxPay).toBe(false);
  });
});

describe.each(dialects)('production refuses the demo logins (%s)', (dialect) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(dialect, 'goldpost-prod-');
    // A demo database as the first start leaves it: the three documented logins.
    const app = await buildApp(env.config);
    const at = Math.floor(Date.now() / 1000);
    for (const [i, login] of Object.values(DEMO_LOGINS).entries()) {
      await app.db
        .insertInto('users')
        .values({
          username: login.username,
          password_hash: await hashPassword(login.password),
          nickname: login.username,
          avatar: null,
          vip_level: 0,
          incode: `DEMO${i}`,
          invited_by: null,
          vip_expires_at: null,
          created_at: at,
        })
        .execute();
    }
    await app.close();
  });
  afterAll(async () => env.dispose());

  const setPassword = async (username: string, password: string) => {
    const app = await buildApp(env.config);
    try {
      const hash = await hashPassword(password);
      await app.db.updateTable('users').set({ password_hash: hash }).where('username', '=', username).execute();
    } finally {
      await app.close();
    }
  };

  it('does not start while a demo login opens with its documented password', async () => {
    await expect(buildApp({ ...env.config, production: true })).rejects.toThrow(/demo, vipdemo, admin/);
    for (const [i, login] of Object.values(DEMO_LOGINS).entries()) {
      if (login.username !== DEMO_LOGINS.admin.username) await setPassword(login.username, `a-new-secret-${i}`);
    }
    await expect(buildApp({ ...env.config, production: true })).rejects.toThrow(/the demo logins admin still/);
  });

  it('starts once none does; outside production the demo logins are fine', async () => {
    const demo = await buildApp(env.config);
    await demo.close();
    await setPassword(DEMO_LOGINS.admin.username, 'a-new-secret-admin');
    const app = await buildApp({ ...env.config, production: true });
    await app.close();
  });
});
