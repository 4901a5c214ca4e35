import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcodeHandler } from '../../../../server/domain/video';
import type { JobContext } from '../../../../server/lib/jobs';
import { FIRST_SEGMENT_S, SEGMENT_S } from '../../../../server/lib/hls-ladder';
import { videoBytes } from '../../../support/video-bytes';
import { dialects, TEST_KEYS } from '../../helper';
import { makeAudioOnly, makeClip, openVideoDb, storeUpload } from '../../support/clips';
import type { VideoDb } from '../../support/clips';

// Five rungs of a 1080p source take seconds alone but far longer beside a busy suite (ffmpeg runs niced):
// how fast a ladder is made is the video bench's business, not a test's.
const LADDER_1080P_MS = 180_000;

const clips = mkdtempSync(join(tmpdir(), 'goldpost-clips-'));
let small: string;
let big: string;

beforeAll(() => {
  small = makeClip(clips, 'small.mp4', { width: 320, height: 240, seconds: 4 });
  big = makeClip(clips, 'big.mp4', { width: 1920, height: 1080, seconds: 2, audio: false });
});
afterAll(() => rmSync(clips, { recursive: true, force: true }));

const ctx = (signal = new AbortController().signal, attempt = 1): JobContext => ({
  jobId: '1',
  attempt,
  maxAttempts: 3,
  signal,
});

const probeDuration = (file: string) =>
  Number(
    execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).toString(),
  );

describe.each(dialects)('video ladders (%s)', (dialect) => {
  let v: VideoDb;
  let handle: ReturnType<typeof transcodeHandler>;
  beforeAll(async () => {
    v = await openVideoDb(dialect);
    handle = transcodeHandler({
      db: v.db,
      storage: v.storage,
      scratchRoot: join(v.env.config.dataDir, 'transcode'),
      mediaKey: Buffer.from(TEST_KEYS.mediaKey, 'hex'),
      preset: 'ultrafast',
      maxSourceBytes: 50 * 1024 * 1024,
      maxSeconds: 60,
    });
  });
  afterAll(async () => v.close());

  const ladder = (id: string) =>
    v.db.selectFrom('video_ladders').selectAll().where('video_id', '=', id).executeTakeFirstOrThrow();
  const mediaDir = (rel: string) => join(v.env.config.dataDir, 'media', rel);

  it('makes only the rungs at or below the source, whose segments play and add up to the source', async () => {
    const id = await storeUpload(v, 1, readFileSync(small));
    await handle({ videoId: id }, ctx());
    const row = await ladder(id);
    expect(row).toMatchObject({ state: 'ready', rungs_total: 1, rungs_done: 1, percent: 100, width: 320, height: 240 });
    const master = readFileSync(mediaDir(row.master!), 'utf8');
    expect(master.match(/RESOLUTION=\d+x\d+/g)).toEqual(['RESOLUTION=320x240']);
    const rungDir = mediaDir(row.master!.replace('master.m3u8', '240p'));
    const playlist = readFileSync(join(rungDir, 'index.m3u8'), 'utf8');
    const listed = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].map((m) => Number(m[1]));
    const segments = readdirSync(rungDir).filter((n) => n.endsWith('.ts'));
    expect(segments).toHaveLength(listed.length);
    for (const d of listed) expect(d).toBeLessThanOrEqual(4);
    // A short first segment (what the first frame waits for), then ones of about SEGMENT_S.
    expect(listed[0]).toBeGreaterThan(0.5);
    expect(listed[0]).toBeLessThanOrEqual(FIRST_SEGMENT_S + 0.25);
    if (listed.length > 2) expect(listed[1]).toBeGreaterThan(SEGMENT_S - 0.5);
    // The master promises no less than the rung's busiest segment carries (container and audio included):
    // a player that believes the rung lighter switches up to one the link cannot carry, and stalls.
    const bits = playlist
      .split('\n')
      .filter((l) => l.endsWith('.ts'))
      .map((n) => statSync(join(rungDir, n)).size * 8);
    const bps = bits.map((b, i) => b / listed[i]!);
    const bandwidth = Number(/[:,]BANDWIDTH=(\d+)/.exec(master)![1]);
    const average = Number(/AVERAGE-BANDWIDTH=(\d+)/.exec(master)![1]);
    expect(bandwidth).toBeGreaterThanOrEqual(Math.max(...bps));
    expect(bandwidth).toBeLessThanOrEqual(Math.max(...bps) + 1);
    expect(average).toBeLessThanOrEqual(bandwidth);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(Math.abs(average - sum(bits) / sum(listed))).toBeLessThanOrEqual(1);
    const played = segments.map((s) => probeDuration(join(rungDir, s)));
    const source = probeDuration(small);
    expect(Math.abs(played.reduce((a, b) => a + b, 0) - source)).toBeLessThan(3);
    expect(Math.abs(listed.reduce((a, b) => a + b, 0) - source)).toBeLessThan(3);
    // Poster (an encrypted image) and thumbnails for scrubbing.
    expect(row.poster).toMatch(/^img\//);
    expect(JSON.parse(row.thumbs).length).toBeGreaterThan(0);
  });

  it('ladders a 1080p source 240p to 1080p and never upscales', { timeout: LADDER_1080P_MS }, async () => {
    const id = await storeUpload(v, 1, readFileSync(big));
    await handle({ videoId: id }, ctx());
    const row = await ladder(id);
    expect(row.state).toBe('ready');
    const master = readFileSync(mediaDir(row.master!), 'utf8');
    expect(master.match(/RESOLUTION=\d+x\d+/g)).toEqual([
      'RESOLUTION=426x240',
      'RESOLUTION=640x360',
      'RESOLUTION=960x540',
      'RESOLUTION=1280x720',
      'RESOLUTION=1920x1080',
    ]);
    expect(master).toContain('1080p/index.m3u8');
  });

  it.each([
    ['a zero-length file', () => Buffer.alloc(0), 'empty'],
    ['a file that is not a video', () => readFileSync(makeAudioOnly(clips, `a-${dialect}.mp4`)), 'not_video'],
    ['a web page renamed', () => Buffer.from('<!doctype html><title>x</title>'.repeat(40)), 'not_video'],
    ['a corrupt file', () => videoBytes(200_000), 'corrupt'],
  ])('refuses %s with a reason, leaving nothing behind', async (_what, bytes, reason) => {
    const id = await storeUpload(v, 1, bytes());
    await handle({ videoId: id }, ctx());
    const row = await ladder(id);
    expect(row).toMatchObject({ state: 'refused', reason, master: null });
    expect(readdirSync(mediaDir(`video/${id}`)).filter((n) => n.startsWith('hls-'))).toEqual([]);
  });

  it(
    'a worker killed mid-transcode and run again ends with exactly one complete ladder',
    { timeout: LADDER_1080P_MS },
    async () => {
      const id = await storeUpload(v, 1, readFileSync(big));
      const kill = new AbortController();
      const first = handle({ videoId: id }, ctx(kill.signal, 1));
      // Kill the ffmpeg child once the first rung is under way.
      for (let i = 0; i < 200 && (await ladder(id)).rungs_total === 0; i++) await new Promise((r) => setTimeout(r, 25));
      kill.abort(new Error('worker killed'));
      await expect(first).rejects.toThrow();
      expect((await ladder(id)).state).toBe('processing');
      await handle({ videoId: id }, ctx(new AbortController().signal, 2));
      const row = await ladder(id);
      expect(row.state).toBe('ready');
      const attempts = readdirSync(mediaDir(`video/${id}`)).filter((n) => n.startsWith('hls-'));
      expect(attempts).toHaveLength(1);
      expect(row.master).toBe(`video/${id}/${attempts[0]}/master.m3u8`);
      const rungs = readdirSync(mediaDir(`video/${id}/${attempts[0]}`)).filter((n) => n.endsWith('p'));
      expect(rungs.sort()).toEqual(['1080p', '240p', '360p', '540p', '720p']);
    },
  );
});
