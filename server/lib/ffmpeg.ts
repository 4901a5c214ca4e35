// ffprobe/ffmpeg as child processes: the one place the server runs them, with a low CPU priority (nice), a
// bounded thread count and an abort signal, so a transcode never starves the web process it may share a
// machine with, and a stopping worker leaves no orphan ffmpeg behind.
import { spawn } from 'node:child_process';

/** One transcode's ffmpeg threads: the machine keeps cores for requests. */
export const FFMPEG_THREADS = 2;
const NICE = 10;
const STDERR_KEEP = 4000;

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a tool to its end; stdout is handed to onStdout as it comes (ffmpeg's -progress lines), and kept
 * only when keepStdout (ffprobe's JSON). Aborting kills the child and rejects with the signal's reason.
 */
export function runTool(
  cmd: 'ffmpeg' | 'ffprobe',
  args: string[],
  opts: { signal?: AbortSignal; onStdout?: (chunk: string) => void; keepStdout?: boolean } = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    // A signal aborted before the child starts fires no event: without this the tool would run to its end.
    if (opts.signal?.aborted) {
      reject(opts.signal.reason instanceof Error ? opts.signal.reason : new Error('aborted'));
      return;
    }
    const child = spawn('nice', ['-n', String(NICE), cmd, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const onAbort = () => child.kill('SIGKILL');
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.setEncoding('utf8').on('data', (c: string) => {
      if (opts.keepStdout) stdout += c;
      opts.onStdout?.(c);
    });
    child.stderr.setEncoding('utf8').on('data', (c: string) => {
      stderr = (stderr + c).slice(-STDERR_KEEP);
    });
    child.on('error', (err) => {
      opts.signal?.removeEventListener('abort', onAbort);
      reject(err);
    });
    child.on('close', (code) => {
      opts.signal?.removeEventListener('abort', onAbort);
      if (opts.signal?.aborted) reject(opts.signal.reason instanceof Error ? opts.signal.reason : new Error('aborted'));
      else resolve({ code, stdout, stderr });
    });
  });
}

/** Whether ffmpeg and ffprobe can be run here (the product works without them, serving videos as uploaded). */
export async function ffmpegAvailable(): Promise<boolean> {
  try {
    const [a, b] = await Promise.all([runTool('ffmpeg', ['-version']), runTool('ffprobe', ['-version'])]);
    return a.code === 0 && b.code === 0;
  } catch {
    return false;
  }
}

export interface ProbedVideo {
  durationS: number;
  /** As displayed: rotation already applied. */
  width: number;
  height: number;
  rotation: number;
  videoCodec: string;
  audio: boolean;
  /** Frames a second of the video stream (25 when the file does not say). */
  fps: number;
}

/** What ffprobe read, or why the file is not a video it can read. */
export type ProbeResult = { ok: true; video: ProbedVideo } | { ok: false; why: 'unreadable' | 'no_video' };

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  duration?: string;
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

function rate(text: string | undefined): number {
  const [n, d] = (text ?? '').split('/').map(Number);
  const fps = d ? n! / d : Number(n);
  return Number.isFinite(fps) && fps > 0 && fps < 240 ? fps : 25;
}

export async function probeVideo(file: string, signal?: AbortSignal): Promise<ProbeResult> {
  const out = await runTool(
    'ffprobe',
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
    { signal, keepStdout: true },
  );
  if (out.code !== 0) return { ok: false, why: 'unreadable' };
  let parsed: { streams?: FfprobeStream[]; format?: { duration?: string } };
  try {
    parsed = JSON.parse(out.stdout) as typeof parsed;
  } catch {
    return { ok: false, why: 'unreadable' };
  }
  const streams = parsed.streams ?? [];
  // A still image (mjpeg, png) probes as a one-frame "video": not a video a person can play.
  const v = streams.find(
    (s) => s.codec_type === 'video' && !['mjpeg', 'png', 'bmp', 'gif'].includes(s.codec_name ?? ''),
  );
  if (!v || !v.width || !v.height) return { ok: false, why: 'no_video' };
  const rotation =
    Math.abs(Number(v.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? v.tags?.rotate ?? 0)) % 360;
  const turned = rotation === 90 || rotation === 270;
  const durationS = Number(parsed.format?.duration ?? v.duration ?? NaN);
  return {
    ok: true,
    video: {
      durationS: Number.isFinite(durationS) ? durationS : 0,
      width: turned ? v.height : v.width,
      height: turned ? v.width : v.height,
      rotation,
      videoCodec: v.codec_name ?? 'unknown',
      audio: streams.some((s) => s.codec_type === 'audio'),
      fps: rate(v.avg_frame_rate),
    },
  };
}

/** Seconds of output ffmpeg reports in its `-progress pipe:1` lines (out_time_us), for a progress bar. */
export function progressReader(onSeconds: (s: number) => void): (chunk: string) => void {
  let rest = '';
  return (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      const m = /^out_time_us=(\d+)/.exec(line);
      if (m) onSeconds(Number(m[1]) / 1e6);
    }
  };
}
