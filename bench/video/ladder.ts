// The bench's source clip and its ladder, made with the product's own encoder settings (server/lib/hls-ladder)
// so the time to make the whole ladder is what a worker process takes for an upload.
import { readFileSync } from 'node:fs';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { probeVideo, runTool } from '../../server/lib/ffmpeg';
import { encodeLadder, masterPlaylist, rungsFor } from '../../server/lib/hls-ladder';
import type { ProbedVideo } from '../../server/lib/ffmpeg';

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
  rungs: { p: number; width: number; height: number; bytes: number }[];
  /** Wall time of the whole ladder (one ffmpeg pass makes every rung: per rung times do not exist). */
  seconds: number;
  /** seconds / the source's duration: the goal is at most 2. */
  timesDuration: number;
  /** CPU seconds ffmpeg used (null where /proc is not there): on a busy machine the wall time says little. */
  cpuSeconds: number | null;
  masterPath: string;
}

/** Encodes every rung the source has in one pass, as the job does, timing the whole. */
export async function makeLadder(source: string, video: ProbedVideo, dir: string, preset: string): Promise<LadderRun> {
  const signal = new AbortController().signal;
  const cpu0 = childCpuSeconds();
  const t0 = performance.now();
  const outputs = await encodeLadder(source, dir, video, rungsFor(video), { signal, preset, onSeconds: () => {} });
  const seconds = (performance.now() - t0) / 1000;
  const cpu1 = childCpuSeconds();
  const rungs: LadderRun['rungs'] = [];
  for (const o of outputs)
    rungs.push({
      p: o.rung.p,
      width: o.width,
      height: o.height,
      bytes: await folderBytes(path.join(dir, `${o.rung.p}p`)),
    });
  const masterPath = path.join(dir, 'master.m3u8');
  await writeFile(masterPath, masterPlaylist(outputs));
  return {
    rungs,
    seconds,
    timesDuration: seconds / video.durationS,
    cpuSeconds: cpu0 === null || cpu1 === null ? null : cpu1 - cpu0,
    masterPath,
  };
}

/** CPU time of this process's finished children (cutime + cstime of /proc/self/stat, in 1/100 s). */
function childCpuSeconds(): number | null {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const name of await readdir(dir)) total += (await stat(path.join(dir, name))).size;
  return total;
}
