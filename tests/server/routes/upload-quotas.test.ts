import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PIECES, MAX_VIDEO_BYTES, MIN_SLICE_BYTES } from '../../../protocol/upload';
import {
  MAX_LISTED_MISSING,
  MAX_OPEN_UPLOAD_BYTES_PER_USER,
  MAX_OPEN_UPLOADS_PER_USER,
} from '../../../server/domain/upload';
import { dialects } from '../helper';
import { burst, listeningApp } from '../support/listening';
import type { ListeningApp } from '../support/listening';

// Per-user upload quotas, checked atomically (a burst of parallel creates passes exactly the limit), and replies
// whose size does not grow with a hostile piece size.

describe.each(dialects)('upload quotas (%s)', (dialect) => {
  let s: ListeningApp;
  beforeAll(async () => {
    s = await listeningApp(dialect);
  });
  afterAll(async () => {
    await s?.close();
  });
  const openRows = async (username: string) => {
    const rows = await s.db
      .selectFrom('uploads')
      .innerJoin('users', 'users.id', 'uploads.user_id')
      .select('uploads.id')
      .where('uploads.status', '=', 'open')
      .where('users.username', '=', username)
      .execute();
    return rows.length;
  };

  it('sixty createUpload calls at once by one user open at most the per-user number of uploads', async () => {
    const token = await s.user('many_opens');
    const replies = await burst(60, (i) =>
      s.send('/api/article/createUpload', { name: `v${i}.mp4`, size: 1024 * 1024, format: 'mp4' }, token),
    );
    const opened = replies.filter((r) => r.status === 1).length;
    expect(opened).toBe(MAX_OPEN_UPLOADS_PER_USER);
    expect(replies.filter((r) => r.status !== 1).every((r) => r.status === 429)).toBe(true);
    expect(await openRows('many_opens')).toBe(opened);
  });

  it('bytes in flight: parallel 8 GiB uploads stop at the per-user byte budget', async () => {
    const token = await s.user('big_opens');
    const replies = await burst(50, (i) =>
      s.send('/api/article/getUploadUrl', { name: `big${i}.mp4`, size: MAX_VIDEO_BYTES }, token),
    );
    const opened = replies.filter((r) => r.status === 1).length;
    expect(opened).toBe(Math.floor(MAX_OPEN_UPLOAD_BYTES_PER_USER / MAX_VIDEO_BYTES));
  });

  it('an 8 GiB upload asked in 64 KiB pieces gets bigger pieces, and a bad PUT a short reply', async () => {
    const token = await s.user('tiny_pieces');
    const r = await s.send(
      '/api/article/getUploadUrl',
      { name: 'huge.mp4', size: MAX_VIDEO_BYTES, pieceSize: MIN_SLICE_BYTES },
      token,
    );
    expect(r.status, r.msg).toBe(1);
    const uploadId = r.data.uploadUrl.split('/').pop()!.split('?')[0]!;
    const st = await s.send('/api/article/pieceStatus', { uploadId }, token);
    expect(st.data.missing.length).toBeLessThanOrEqual(MAX_PIECES);
    const bad = await fetch(`${s.origin}${r.data.uploadUrl}&offset=1`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(16),
    });
    const text = await bad.text();
    expect(bad.status).toBe(400);
    expect(text.length).toBeLessThan(2048);
    expect((JSON.parse(text) as { missing: number[] }).missing.length).toBeLessThanOrEqual(MAX_LISTED_MISSING);
  });
});
