import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeVideo } from '../../../server/lib/ffmpeg';
import { encodeLadder, FIRST_SEGMENT_S, RUNGS, rungsFor, SEGMENT_S } from '../../../server/lib/hls-ladder';
import { makeClip } from '../support/clips';

const dir = mkdtempSync(join(tmpdir(), 'goldpost-ladder-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the ladder encoder', () => {
  let root: string;
  beforeAll(async () => {
    // Grain makes every rung run at its cap, as a camera upload does; no audio, so bytes are the video's.
    const source = makeClip(dir, 'grainy.mp4', { width: 640, height: 360, seconds: 5, audio: false, grain: true });
    const probed = await probeVideo(source);
    if (!probed.ok) throw new Error(probed.why);
    root = join(dir, 'out');
    await encodeLadder(source, root, probed.video, rungsFor(probed.video), {
      signal: new AbortController().signal,
      preset: 'ultrafast',
      onSeconds: () => {},
    });
  }, 120_000);

  it.each(RUNGS.slice(0, 2))('keeps the first segment of rung $p near its bitrate', (rung) => {
    const bytes = (n: number) => statSync(join(root, `${rung.p}p`, `seg_00${n}.ts`)).size;
    const capBytes = (seconds: number) => (rung.kbps * 1000 * seconds) / 8;
    // The first segment is what a phone waits for before the first frame: it may not spend the encoder's
    // whole initial buffer (x264's default let it reach about three times the rung's bitrate).
    expect(bytes(0)).toBeLessThan(capBytes(FIRST_SEGMENT_S) * 1.5);
    // The segments after it still use the rung's bitrate: the limit is the start's only.
    expect(bytes(1)).toBeGreaterThan(capBytes(SEGMENT_S) * 0.8);
  });
});
