import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../server/seed/index';
import { HAS_NGINX, callOver, clusterPort, runCluster, startCluster } from './support/cluster';
import type { Cluster } from './support/cluster';

// `npm run cluster` as a person runs it: nginx round-robin over three processes on one PostgreSQL database.
// Runs where DATABASE_URL is set and nginx is installed (.ci/run does both).

describe('npm run cluster without a database', () => {
  it('says it needs DATABASE_URL, and starts nothing', { timeout: 60_000 }, async () => {
    const run = runCluster({ DATABASE_URL: '' });
    expect(await run.exited).toBe(2);
    expect(run.output()).toContain('npm run cluster needs DATABASE_URL');
  });
});

if (process.env.DATABASE_URL && HAS_NGINX)
  describe('npm run cluster (postgres, nginx)', () => {
    let c: Cluster;
    beforeAll(async () => {
      c = await startCluster(clusterPort(0), { SEED_POSTS: '2' });
    }, 200_000);
    afterAll(() => c?.dispose(), 60_000);

    it('round-robins over three ready processes, passing its request id down', async () => {
      const seen = new Set<string>();
      for (let i = 0; i < 6; i++) {
        const res = await fetch(`${c.front}/readyz`);
        expect(res.status).toBe(200);
        seen.add(res.headers.get('x-upstream') ?? '');
        // nginx's $request_id (32 hex), believed because nginx is the trusted proxy.
        expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
      }
      expect([...seen].sort()).toEqual([0, 1, 2].map((i) => c.node(i).replace('http://', '')));
    });

    it('seeded once, and a login on one process holds on the others', async () => {
      const { username, password } = DEMO_LOGINS.demo;
      const login = await callOver<string>(c.node(1), '/api/account/loginByPassword', { username, password });
      expect(login.status).toBe(1);
      for (const origin of [c.node(0), c.node(2), c.front]) {
        const sessions = await callOver<unknown[]>(origin, '/api/account/sessions', {}, login.data);
        expect(sessions.status).toBe(1);
        expect(sessions.data.length).toBeGreaterThan(0);
      }
      // Only the first process seeded; the others started with SEED=0.
      expect(c.run.output().match(/\] seeded demo content/g)).toHaveLength(1);
      expect(c.run.output()).toMatch(/\[node-1\] seeded demo content/);
    });

    it('stops every process and nginx on SIGTERM', { timeout: 60_000 }, async () => {
      expect(await c.stop()).toBe(0);
      for (const origin of [c.front, c.node(0), c.node(1), c.node(2)]) {
        await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
      }
    });
  });
