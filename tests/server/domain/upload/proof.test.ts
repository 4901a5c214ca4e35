import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_INSTANT_BYTES, CHALLENGES_PER_UPLOAD, CHALLENGES_PER_USER } from '../../../../server/domain/upload/proof';
import { dialects } from '../../helper';
import { createEnv, md5, openApp } from '../../support/upload';
import type { Env, UploadApp } from '../../support/upload';

// Proof challenges are a budget: a few per upload, and a daily number per user across all their uploads.

describe.each(dialects)('proof challenges (%s)', (dialect) => {
  let env: Env;
  let t: UploadApp;
  let carol: string;
  beforeAll(async () => {
    env = await createEnv(dialect);
    t = await openApp(env.config);
    carol = await t.user('carol_pc');
  });
  afterAll(async () => {
    await t.close();
    await env.dispose();
  });

  it('a user gets a limited number of challenges a day, however many uploads they open', async () => {
    const uploads = Math.ceil(CHALLENGES_PER_USER / CHALLENGES_PER_UPLOAD) + 1;
    let issued = 0;
    for (let u = 0; u < uploads; u++) {
      const c = await t.call(
        '/api/article/createUpload',
        { name: `u${u}.mp4`, size: MIN_INSTANT_BYTES * 2, format: 'mp4' },
        carol,
      );
      expect(c.status, c.msg).toBe(1);
      const fileHash = md5(Buffer.from(`file ${u}`));
      for (let i = 0; i < CHALLENGES_PER_UPLOAD + 1; i++) {
        const r = await t.call('/api/article/checkSlice', { uploadId: c.data.uploadId, file_hash: fileHash }, carol);
        if (r.data.challenge) issued++;
      }
    }
    expect(issued).toBe(CHALLENGES_PER_USER);
  });
});
