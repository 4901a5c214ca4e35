import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, TIMESTAMP_WINDOW_S } from '../../../protocol/constants';
import { encodeForm, openReply } from '../../../protocol/envelope';
import { STATUS } from '../../../protocol/status';
import { dialects, useTestApp, nowS, testCipher } from '../helper';

describe.each(dialects)('envelope (%s)', (dialect) => {
  const t = useTestApp(dialect);

  const expect400 = (res: { statusCode: number; body: string; headers: Record<string, unknown> }, reason: string) => {
    expect(res.statusCode).toBe(400);
    expect(String(res.headers['content-type'])).toMatch(/^text\/plain/);
    expect(res.body).toBe(reason);
    expect(res.headers['cache-control']).toBe('no-store');
  };

  it('answers a sealed request with a sealed reply', async () => {
    const form = await t.seal({});
    const res = await t.post('/api/info/getAbroadCity', form);
    expect(res.statusCode).toBe(200);
    const reply = await openReply(testCipher, res.body);
    expect(reply.status).toBe(STATUS.OK);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses a stale timestamp', async () => {
    const form = await t.seal({}, { timestampS: nowS() - TIMESTAMP_WINDOW_S - 10 });
    expect400(await t.post('/api/home/getAds', form), 'stale timestamp');
  });

  it('refuses a bad sign', async () => {
    const form = await t.seal({});
    const flipped = (form.sign[0] === '0' ? '1' : '0') + form.sign.slice(1);
    expect400(await t.post('/api/home/getAds', { ...form, sign: flipped }), 'bad sign');
  });

  it('refuses data altered after signing', async () => {
    const form = await t.seal({ id: 1 });
    expect400(await t.post('/api/home/getAds', { ...form, data: 'A' + form.data.slice(1) }), 'bad sign');
  });

  it('refuses bad base64 even when correctly signed', async () => {
    const data = '@@not-base64@@';
    const timestamp = String(nowS());
    const mac = await testCipher.sign(new TextEncoder().encode(`ios\n${timestamp}\n${data}`));
    const sign = Buffer.from(mac).toString('hex');
    expect400(await t.post('/api/home/getAds', { client: 'ios', data, sign, timestamp }), 'bad base64 in data');
  });

  it('refuses a missing field', async () => {
    const { client, data, timestamp } = await t.seal({});
    expect400(
      await t.post('/api/home/getAds', { client, data, timestamp }),
      'missing envelope field (client, data, sign, timestamp)',
    );
  });

  it('refuses an oversized data field', async () => {
    const big = 'A'.repeat(Math.ceil((MAX_BODY_BYTES * 4) / 3) + 8);
    expect400(
      await t.post('/api/home/getAds', { client: 'ios', data: big, sign: '0'.repeat(64), timestamp: String(nowS()) }),
      'body too large',
    );
  });

  it('refuses a body beyond the form limit with plain-text 400', async () => {
    const huge = 'data=' + 'A'.repeat(MAX_BODY_BYTES * 4 + 10);
    const res = await t.post('/api/home/getAds', huge);
    expect400(res, 'body too large');
  });

  it('refuses a body that is not a form with 400, as the protocol says, not 415', async () => {
    const form = encodeForm(await t.seal({}));
    for (const type of ['application/json', 'text/plain', 'multipart/form-data; boundary=x']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api.php/api/home/getAds',
        headers: { 'content-type': type },
        payload: type === 'application/json' ? JSON.stringify({ data: form }) : form,
      });
      expect400(res, 'content type must be application/x-www-form-urlencoded');
    }
  });

  it('answers an unknown endpoint with sealed 404', async () => {
    const res = await t.post('/api/home/nope', encodeForm(await t.seal({})));
    expect(res.statusCode).toBe(200);
    expect((await openReply(testCipher, res.body)).status).toBe(STATUS.NOT_FOUND);
  });

  it('hides an internal fault behind a request id and logs it', async () => {
    t.logs.length = 0;
    // A missing table is a server fault, not the caller's.
    await t.db.schema.dropTable('notices').execute();
    const res = await t.post('/api/home/buyNotice', encodeForm(await t.seal({})));
    expect(res.statusCode).toBe(500);
    expect(String(res.headers['content-type'])).toMatch(/^text\/plain/);
    const match = /^internal error, request id ([0-9a-f]+)$/.exec(res.body);
    expect(match).not.toBeNull();
    expect(res.body).not.toMatch(/notices|at |Error/);
    const logged = t.logs.map((l) => JSON.parse(l) as { reqId?: string; level: number; err?: { stack?: string } });
    const errorLine = logged.find((l) => l.level >= 50 && l.reqId === match![1]);
    expect(errorLine?.err?.stack).toBeTruthy();
  });

  it('never logs passwords or tokens', async () => {
    t.logs.length = 0;
    t.app.log.info({ body: { password: 'hunter2hunter2', token: 'tok-secret' } }, 'probe');
    const all = t.logs.join('\n');
    expect(all).toContain('probe');
    expect(all).not.toContain('hunter2hunter2');
    expect(all).not.toContain('tok-secret');
  });
});
