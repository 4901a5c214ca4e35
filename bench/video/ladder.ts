// The bench's source clip and its ladder, made with the product's own encoder settings (server/lib/hls-ladder)
// so the transcode speed per rung is what a worker process does with an upload.
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { probeVideo, runTool } from '../../server/lib/ffmpeg';
import { encodeRung, masterPlaylist, rungsFor } from '../../server/lib/hls-ladder';
import type { ProbedVideo } from '../../server/lib/ffmpeg';
import type { RungOutput } from '../../server/lib/hls-ladder';

/** A camera-like upload: 1080p30, 8 Mbit/s H.264 with AAC, the moov at the front (a fair progressive start). */
export async function makeSource(file: string, seconds: number): Promise<ProbedVideo> {
  await mkdir(path.dirname(file), { recursive: true });
  // Moving test pattern plus grain: enough detail that the encoder really spends its 8 Mbit/s.
  const out = await runTool('ffmpeg', [
    ...['-hide_banner', '-nostdin', '-y', '-v', 'error'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${seconds}`],
    ...['-vf', 'noise=alls=12:allf=t', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...['-b:v', '8M', '-minrate', '8M', '-maxrate', '8M', '-bufsize', '16M', '-g', '60'],
    ...['-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', '-shortest', file],
  ]);
  if (out.code !== 0) throw new Error(`ffmpeg could not make the source clip: ${out.stderr.slice(-400)}`);
  const probed = await probeVideo(file);
  if (!probed.ok) throw new Error(`the source clip does not probe: ${probed.why}`);
  return probed.video;
}

export interface LadderRun {
  rungs: { p: number; width: number; height: number; seconds: number; speed: number; bytes: number }[];
  masterPath: string;
}

/** Encodes every rung the source has, one after another as the job does, timing each. */
export async function makeLadder(source: string, video: ProbedVideo, dir: string, preset: string): Promise<LadderRun> {
  const outputs: RungOutput[] = [];
  const rungs: LadderRun['rungs'] = [];
  const signal = new AbortController().signal;
  for (const rung of rungsFor(video)) {
    const rungDir = path.join(dir, `${rung.p}p`);
    const t0 = performance.now();
    const output = await encodeRung(source, rungDir, video, rung, { signal, preset, onSeconds: () => undefined });
    const seconds = (performance.now() - t0) / 1000;
    outputs.push(output);
    rungs.push({
      p: rung.p,
      width: output.width,
      height: output.height,
      seconds,
      speed: video.durationS / seconds,
      bytes: await folderBytes(rungDir),
    });
  }
  const masterPath = path.join(dir, 'master.m3u8');
  await writeFile(masterPath, masterPlaylist(outputs, video.audio));
  return { rungs, masterPath };
}

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const name of await readdir(dir)) total += (await stat(path.join(dir, name))).size;
  return total;
}
