import { describe, expect, it } from 'vitest';
import { sandboxSms } from '../../../server/domain/accounts';
import { SMS_OUTBOX_PATH } from '../../../server/http/sms-outbox';
import { buildApp } from '../../../server/app';
import { createTestEnv, nowS, useTestApp } from '../helper';

describe('the sandbox SMS outbox page', () => {
  const t = useTestApp('sqlite');

  it('lists the messages, escaped, to this machine only', async () => {
    await sandboxSms.send(t.db, { phone: '+8613800000009', text: 'code 123456 <b>' }, nowS());
    const local = await t.app.inject({ method: 'GET', url: SMS_OUTBOX_PATH, remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    expect(local.headers['cache-control']).toBe('no-store');
    expect(local.body).toContain('code 123456 &lt;b&gt;');
    expect(local.body).toContain('data-phone="+8613800000009"');
    const remote = await t.app.inject({ method: 'GET', url: SMS_OUTBOX_PATH, remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('123456');
  });

  it('is not served in production', async () => {
    const env = await createTestEnv('sqlite');
    const app = await buildApp({ ...env.config, production: true });
    try {
      await sandboxSms.send(app.db, { phone: '+8613800000010', text: 'code 654321' }, nowS());
      const res = await app.inject({ method: 'GET', url: SMS_OUTBOX_PATH, remoteAddress: '127.0.0.1' });
      // The path falls through to the client's pages like any other unknown path.
      expect(res.body).not.toContain('654321');
      expect(res.body).not.toContain('Sandbox SMS');
    } finally {
      await app.close();
      await env.dispose();
    }
  });
});
