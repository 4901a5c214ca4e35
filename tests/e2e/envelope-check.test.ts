import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encodeForm, sealRequest } from '../../protocol/envelope';
import { envelopeCipher } from './support/api-client';
import { checkApiReply, checkApiRequest } from './support/envelope-check';
import type { ApiRequestRecord } from './support/envelope-check';

// The harness's wire checks must be able to fail, or a green e2e run proves nothing about the envelope.
const keys = {
  apiKey: randomBytes(16).toString('hex'),
  apiIv: randomBytes(16).toString('hex'),
  signKey: randomBytes(32).toString('hex'),
  mediaKey: '',
};
const cipher = envelopeCipher(keys);
const common = {
  bundleId: 'web',
  version: '3.3.1',
  oauth_id: 'device-123456',
  oauth_new_id: 'device-123456',
  oauth_type: 'web',
  language: 'zh',
  via: 'pch',
  token: '',
};
const now = 1_800_000_000;

async function sealed(payload: object): Promise<ApiRequestRecord> {
  const body = encodeForm(await sealRequest(cipher, payload, common, now));
  return {
    url: 'http://127.0.0.1/api.php/api/account/loginByPassword',
    method: 'POST',
    contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
    body,
    atS: now,
  };
}

describe('e2e wire checks', () => {
  it('accept a sealed form', async () => {
    await expect(checkApiRequest(cipher, await sealed({ username: 'someone', password: 'hunter22' }))).resolves.toEqual(
      [],
    );
  });

  it('flag a GET, a JSON body, plaintext and a bad sign', async () => {
    const ok = await sealed({ username: 'someone', password: 'hunter22' });
    expect(await checkApiRequest(cipher, { ...ok, method: 'GET' })).toEqual([expect.stringContaining('not POST')]);
    expect((await checkApiRequest(cipher, { ...ok, contentType: 'application/json' }))[0]).toContain('content-type');
    expect((await checkApiRequest(cipher, { ...ok, body: `${ok.body}&extra=hunter22` })).join()).toContain('hunter22');
    expect(
      (await checkApiRequest(cipher, { ...ok, body: ok.body.replace(/sign=[0-9a-f]/, 'sign=x') })).join(),
    ).toContain('not a valid envelope');
    expect((await checkApiRequest(cipher, { ...ok, atS: now + 3600 })).join()).toContain('stale timestamp');
  });

  it('flag a readable reply', () => {
    expect(checkApiReply('http://x/api.php/a', 200, 'c2VhbGVk')).toEqual([]);
    expect(checkApiReply('http://x/api.php/a', 200, '{"status":1}')).toHaveLength(1);
  });
});
