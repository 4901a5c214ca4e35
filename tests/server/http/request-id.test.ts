import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import type { FastifyInstance } from 'fastify';
import { createTestEnv } from '../helper';
import type { TestEnv } from '../helper';

/** The ids we make ourselves: 12 hex characters. */
const OURS = /^[0-9a-f]{12}$/;

describe('request ids', () => {
  let env: TestEnv;
  let app: FastifyInstance;
  const logs: string[] = [];
  beforeAll(async () => {
    env = await createTestEnv('sqlite');
    // TRUST_PROXY=10.0.0.0/8; debug, so every request writes its log line.
    const config = { ...env.config, trustProxy: ['10.0.0.0/8'], logLevel: 'debug' };
    app = await buildApp(config, { logStream: { write: (line) => void logs.push(line) } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await env.dispose();
  });

  const ask = (from: string, id?: string) =>
    app.inject({ url: '/healthz', remoteAddress: from, headers: id === undefined ? {} : { 'x-request-id': id } });
  const loggedIds = (id: string) =>
    logs.map((l) => JSON.parse(l) as { reqId?: string; msg?: string }).filter((l) => l.reqId === id);

  it('makes an id, returns it and logs every line of the request under it', async () => {
    const res = await ask('127.0.0.1');
    const id = String(res.headers['x-request-id']);
    expect(id).toMatch(OURS);
    expect(loggedIds(id).map((l) => l.msg)).toContain('request');
    const again = await ask('127.0.0.1');
    expect(again.headers['x-request-id']).not.toBe(id);
  });

  it("takes a trusted proxy's id, and logs under it", async () => {
    const passed = '5f2b9c0e7a1d4e3f8a6b2c9d0e1f3a4b';
    const res = await ask('10.0.0.7', passed);
    expect(res.headers['x-request-id']).toBe(passed);
    expect(loggedIds(passed)).toHaveLength(1);
    const uuid = '0d3c7a52-9d6e-4a8b-b1f2-3c4d5e6f7a8b';
    expect((await ask('10.0.0.7', uuid)).headers['x-request-id']).toBe(uuid);
  });

  it('ignores the header from anyone else, however well-formed', async () => {
    for (const from of ['127.0.0.1', '203.0.113.9']) {
      const res = await ask(from, 'chosen-by-client');
      expect(res.headers['x-request-id']).toMatch(OURS);
      expect(loggedIds('chosen-by-client')).toEqual([]);
    }
  });

  it('replaces a hostile id, even from a trusted proxy', async () => {
    const hostile = [
      'a'.repeat(65),
      'x'.repeat(5000),
      'abc\u0000def',
      'abc\u001b[31mred',
      'id" "forged":"1',
      'id with spaces',
      '',
      'ünïcode',
    ];
    for (const from of ['203.0.113.9', '10.0.0.7']) {
      for (const id of hostile) {
        const res = await ask(from, id);
        expect(res.headers['x-request-id'], JSON.stringify(id)).toMatch(OURS);
        expect(logs.some((l) => l.includes(id) && id.length > 0)).toBe(false);
      }
    }
  });
});
