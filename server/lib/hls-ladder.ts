// The HLS ladder's encoding rules. ffmpeg reads and writes local files only, so a transcode copies the
// source from the store into a scratch folder (server/lib/scratch.ts), makes every rung there in one pass and
// moves them into the store: scratch holds the source plus the ladder, which the rungs' bitrate caps bound.
import { mkdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { FFMPEG_THREADS, progressReader, runTool } from './ffmpeg';
import type { ProbedVideo } from './ffmpeg';

export interface Rung {
  /** The short side in pixels: 240 … 1080 (portrait videos are laddered by their width). */
  p: number;
  /** Video bitrate cap, kbit/s. */
  kbps: number;
}

export const RUNGS: readonly Rung[] = [
  { p: 240, kbps: 400 },
  { p: 360, kbps: 700 },
  { p: 540, kbps: 1200 },
  { p: 720, kbps: 2500 },
  { p: 1080, kbps: 4500 },
];

export const AUDIO_KBPS = 96;
/**
 * Segment lengths: every segment starts on a keyframe forced at the same times on every rung, so players can
 * switch rungs at any segment. The first is 1 s: it is what a phone waits for before the first frame, and what
 * the feed fetches ahead for the next clip; the rest are 2 s (start at 1, 3, 5 … s; the last may be shorter).
 * Measured on slow 4G against 3 s segments: the first frame 0.5 s sooner, no stall; a 1 s first segment
 * followed by 3 s ones stalled (one second of buffer while a 3 s segment was on its way).
 */
export const SEGMENT_S = 2;
export const FIRST_SEGMENT_S = 1;
export const THUMBS = 5;
/**
 * How full the encoder may assume the player's buffer is at the start (x264's vbv-init; its default is 0.9).
 * With the default, the first second of a 2-s buffer may spend nearly three seconds' worth of the rung's
 * bitrate: a 1 s first segment of a grainy 1080p upload at 240p was 119 KB instead of about 60, and that
 * segment is exactly what a phone waits for before the first frame. At 0.1 the first segment costs about its
 * bitrate; the first frames are softer (41.9 dB instead of 45.9 over the first second at 240p) and the rest
 * of the clip is unchanged.
 */
export const FIRST_SEGMENT_VBV_FILL = 0.1;

/** The rungs a source has: never above its short side; a source smaller than 240p still gets one rung. */
export function rungsFor(video: Pick<ProbedVideo, 'width' | 'height'>): Rung[] {
  const short = Math.min(video.width, video.height);
  const fit = RUNGS.filter((r) => r.p <= short);
  return fit.length > 0 ? fit : [RUNGS[0]!];
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/** The output size of a rung: the short side is p (or the source's own, when smaller), aspect kept. */
export function rungSize(video: Pick<ProbedVideo, 'width' | 'height'>, rung: Rung): { width: number; height: number } {
  const short = Math.min(video.width, video.height, rung.p);
  const scale = short / Math.min(video.width, video.height);
  return { width: even(video.width * scale), height: even(video.height * scale) };
}

export interface RungOutput {
  rung: Rung;
  width: number;
  height: number;
  /** The rung's highest segment bitrate, bit/s, as made (container and audio included). */
  peakBps: number;
  /** Its bitrate over the whole video, bit/s, as made. */
  averageBps: number;
}

/**
 * BANDWIDTH is the peak segment bitrate (RFC 8216 §4.3.4.2), measured from the segments made: the encoder's
 * cap leaves out the container and the audio, and a player that believed it switched up to a rung the link
 * could not carry (540p on slow 4G, then a stall).
 */
export function masterPlaylist(outputs: readonly RungOutput[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const o of outputs) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${o.peakBps},AVERAGE-BANDWIDTH=${o.averageBps},RESOLUTION=${o.width}x${o.height}`,
      `${o.rung.p}p/index.m3u8`,
    );
  }
  return lines.join('\n') + '\n';
}

/** The peak and average bitrate of a media playlist's segments in `dir` (index.m3u8 beside them). */
export async function measureRung(dir: string): Promise<{ peakBps: number; averageBps: number }> {
  const lines = (await readFile(join(dir, 'index.m3u8'), 'utf8')).split(/\r?\n/).map((l) => l.trim());
  let peak = 0;
  let bytes = 0;
  let seconds = 0;
  for (const [i, line] of lines.entries()) {
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    const segment = lines[i + 1];
    if (!extinf || !segment || segment.startsWith('#')) continue;
    const duration = Number(extinf[1]);
    const size = (await stat(join(dir, segment))).size;
    if (duration > 0) peak = Math.max(peak, (size * 8) / duration);
    bytes += size;
    seconds += duration;
  }
  if (seconds <= 0) throw new Error(`no segments listed in ${join(dir, 'index.m3u8')}`);
  return { peakBps: Math.ceil(peak), averageBps: Math.ceil((bytes * 8) / seconds) };
}

/** Output options of one rung: H.264 capped for phones, keyframes on every segment boundary so players can
 * switch rungs at any segment, and the audio (each rung carries its own: one playlist per rung). */
function rungArgs(dir: string, video: ProbedVideo, rung: Rung, index: number, preset: string): string[] {
  const audio = video.audio
    ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', `${AUDIO_KBPS}k`, '-ac', '2', '-ar', '44100']
    : [];
  return [
    ...['-map', `[v${index}]`, ...audio, '-c:v', 'libx264', '-preset', preset, '-profile:v', 'main'],
    ...['-pix_fmt', 'yuv420p', '-crf', '23', '-maxrate', `${rung.kbps}k`, '-bufsize', `${rung.kbps * 2}k`],
    ...['-x264-params', `vbv-init=${FIRST_SEGMENT_VBV_FILL}`],
    ...['-force_key_frames', `expr:gte(t,if(n_forced,${FIRST_SEGMENT_S}+(n_forced-1)*${SEGMENT_S},0))`],
    ...['-sc_threshold', '0', '-threads', String(FFMPEG_THREADS)],
    ...['-f', 'hls', '-hls_init_time', String(FIRST_SEGMENT_S), '-hls_time', String(SEGMENT_S)],
    ...['-hls_playlist_type', 'vod', '-hls_list_size', '0'],
    ...['-hls_segment_filename', join(dir, 'seg_%03d.ts'), join(dir, 'index.m3u8')],
  ];
}

/**
 * Encodes every rung in one ffmpeg pass into `root/<p>p/` (index.m3u8 + seg_NNN.ts): the source is decoded
 * once and split to one scaler and encoder per rung, which costs far less than decoding a 1080p source once
 * per rung. Progress reports seconds of output done (all rungs advance together).
 */
export async function encodeLadder(
  source: string,
  root: string,
  video: ProbedVideo,
  rungs: readonly Rung[],
  opts: { signal: AbortSignal; preset: string; onSeconds: (s: number) => void },
): Promise<RungOutput[]> {
  const sized = rungs.map((rung) => ({ rung, ...rungSize(video, rung) }));
  const dirs = rungs.map((r) => join(root, `${r.p}p`));
  for (const dir of dirs) await mkdir(dir, { recursive: true });
  const split = `[0:v:0]split=${rungs.length}${rungs.map((_, i) => `[s${i}]`).join('')}`;
  const scales = sized.map((o, i) => `[s${i}]scale=${o.width}:${o.height}[v${i}]`);
  const out = await runTool(
    'ffmpeg',
    [
      ...['-hide_banner', '-nostdin', '-y', '-v', 'error', '-threads', String(FFMPEG_THREADS), '-i', source],
      ...['-filter_complex', [split, ...scales].join(';'), '-filter_complex_threads', '1'],
      ...sized.flatMap((o, i) => rungArgs(dirs[i]!, video, o.rung, i, opts.preset)),
      ...['-progress', 'pipe:1'],
    ],
    { signal: opts.signal, onStdout: progressReader(opts.onSeconds) },
  );
  if (out.code !== 0) throw new Error(`ffmpeg ladder failed: ${out.stderr.trim().slice(-500)}`);
  return Promise.all(sized.map(async (o, i) => ({ ...o, ...(await measureRung(dirs[i]!)) })));
}

/** A poster (poster.jpg, a tenth of the way in) and THUMBS small frames spread over the video (thumb_N.jpg). */
export async function encodeStills(
  source: string,
  dir: string,
  video: ProbedVideo,
  signal: AbortSignal,
): Promise<void> {
  await mkdir(dir, { recursive: true });
  const common = ['-hide_banner', '-nostdin', '-y', '-v', 'error', '-threads', String(FFMPEG_THREADS)];
  const poster = await runTool(
    'ffmpeg',
    [
      ...common,
      '-ss',
      (video.durationS / 10).toFixed(2),
      '-i',
      source,
      '-frames:v',
      '1',
      '-vf',
      'scale=-2:720',
      '-q:v',
      '3',
      join(dir, 'poster.jpg'),
    ],
    { signal },
  );
  if (poster.code !== 0) throw new Error(`ffmpeg poster failed: ${poster.stderr.trim().slice(-500)}`);
  const every = Math.max(video.durationS / THUMBS, 0.04);
  const thumbs = await runTool(
    'ffmpeg',
    [
      ...common,
      '-i',
      source,
      '-vf',
      `fps=1/${every.toFixed(3)},scale=-2:180`,
      '-frames:v',
      String(THUMBS),
      '-q:v',
      '5',
      join(dir, 'thumb_%d.jpg'),
    ],
    { signal },
  );
  if (thumbs.code !== 0) throw new Error(`ffmpeg thumbnails failed: ${thumbs.stderr.trim().slice(-500)}`);
}
