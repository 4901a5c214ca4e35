// A camera upload (1080p, 8 Mbit/s) as a weak phone on slow 4G plays it: the original mp4, as served before
// ladders, against the HLS ladder a worker makes of it — first frame, stalls, early bytes, the rung played —
// and how long the worker takes to make the whole ladder (× the source's duration, on this machine's cores).
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { ffmpegAvailable } from '../../server/lib/ffmpeg';
import { launchChromium } from '../lib/chromium';
import { median, round } from '../lib/result';
import { makeLadder, makeSource } from './ladder';
import { playerPage, serveFolder, watch } from './playback';
import type { BenchContext, BenchOutcome } from '../lib/result';
import type { EngineChoice, Playback } from './playback';

const FULL = { seconds: 60, watchSeconds: 30, earlySeconds: 10, runs: 3 };
const QUICK: typeof FULL = { seconds: 3, watchSeconds: 3, earlySeconds: 10, runs: 1 };
/** The server's default ladder preset (VIDEO_PRESET). */
const PRESET = 'superfast';
/** The whole ladder of an upload ready within this many times its duration. */
const LADDER_GOAL = 2;
/** The first frame of the ladder, at most. */
const FIRST_FRAME_GOAL_MS = 1500;
/** What a 390 px wide player at DPR ≤ 2 should get: no more than 540p. */
const PHONE_RUNG_GOAL = 540;

const profile = 'phone 390×844, slow 4G (1.6 Mbit/s, 150 ms), CPU 4×, cold cache';

export default async function videoBench({ root, log, quick }: BenchContext): Promise<BenchOutcome[]> {
  if (!(await ffmpegAvailable())) throw new Error('ffmpeg and ffprobe are needed (Debian package ffmpeg)');
  const size = quick ? QUICK : FULL;
  const dir = await mkdtemp(path.join(tmpdir(), 'goldpost-bench-video-'));
  const browser = await launchChromium();
  let served: Awaited<ReturnType<typeof serveFolder>> | null = null;
  try {
    const source = path.join(dir, 'source.mp4');
    const video = await makeSource(source, size.seconds);
    log(`source: ${video.width}×${video.height}, ${round(video.durationS)} s, audio ${video.audio}`);
    const ladder = await makeLadder(source, video, path.join(dir, 'hls'), PRESET);
    log(
      `ladder (${PRESET}, one pass, load ${round(loadavg()[0]!)}): ${round(ladder.seconds)} s = ${round(ladder.timesDuration)}× the source's duration (goal ≤ ${LADDER_GOAL}×), CPU ${ladder.cpuSeconds === null ? '?' : round(ladder.cpuSeconds)} s; ${ladder.rungs.map((r) => `${r.p}p ${Math.round(r.bytes / 1024)} KiB`).join(', ')}`,
    );
    served = await serveFolder(dir, await playerPage(root));
    const url = served.url;
    const play = async (src: string, engine: EngineChoice): Promise<Playback[]> => {
      const runs: Playback[] = [];
      for (let r = 0; r < size.runs; r++)
        runs.push(
          await watch({ browser, url, src, engine, watchSeconds: size.watchSeconds, earlySeconds: size.earlySeconds }),
        );
      return runs;
    };
    // Alternating would not change much here: each run is a fresh context on an otherwise idle server.
    const original = await play('/source.mp4', 'product');
    // The ladder as the product plays it in this browser (natively where the element plays HLS, as Chrome and
    // Safari do), and through hls.js, as a browser without native HLS plays it.
    const hls = await play('/hls/master.m3u8', 'product');
    const hlsJs = hls[0]?.engine === 'hls.js' ? hls : await play('/hls/master.m3u8', 'hls.js');
    const ms = (v: number | null) => (v === null ? 'none' : Math.round(v));
    for (const [name, runs] of [
      ['original mp4', original],
      [`ladder (${hls[0]?.engine ?? '?'})`, hls],
      ...(hlsJs === hls ? [] : [['ladder (hls.js)', hlsJs] as const]),
    ] as const) {
      log(
        `${name}: first frame ${runs.map((r) => ms(r.firstFrameMs)).join('/')} ms (after the play request ${runs.map((r) => ms(r.startupMs)).join('/')} ms), stalls ${runs.map((r) => r.stalls).join('/')} (${runs.map((r) => Math.round(r.stallMs)).join('/')} ms), video bytes in the first ${size.earlySeconds} s ${runs.map((r) => Math.round(r.earlyBytes / 1024)).join('/')} KiB (page and scripts included ${runs.map((r) => Math.round(r.earlyPageBytes / 1024)).join('/')} KiB), heights ${runs.map((r) => [...new Set(r.heights)].join('→') || '-').join(' / ')}${runs.some((r) => r.error) ? `, errors ${runs.map((r) => r.error).join('/')}` : ''}`,
      );
    }
    const never = (size.watchSeconds + 60) * 1000;
    const figure = (f: (p: Playback) => number) => ({
      ours: median(hls.map(f)),
      runs: hls.map((p) => round(f(p))),
      base: median(original.map(f)),
      baseRuns: original.map((p) => round(f(p))),
      hlsJs: median(hlsJs.map(f)),
      hlsJsRuns: hlsJs.map((p) => round(f(p))),
    });
    const engine = `the ladder played ${hls[0]?.engine === 'native' ? 'natively, as this browser does (hls.js beside it)' : 'through hls.js'}`;
    const comparisons: { id: string; metric: string; unit: string; f: (p: Playback) => number; goal?: number }[] = [
      {
        id: 'video-first-frame',
        metric: `time from asking for the page to the first frame (a tiny page: the player's code, then the clip), ${size.seconds} s 1080p 8 Mbit/s upload, ${engine}, ${profile}`,
        unit: 'ms',
        f: (p: Playback) => p.firstFrameMs ?? never,
        goal: FIRST_FRAME_GOAL_MS,
      },
      {
        id: 'video-startup',
        metric: `video startup: time from the player's request to play to the first frame, ${size.seconds} s 1080p 8 Mbit/s upload, ${engine}, ${profile}`,
        unit: 'ms',
        f: (p: Playback) => p.startupMs ?? never,
        goal: FIRST_FRAME_GOAL_MS,
      },
      {
        id: 'video-stalls',
        metric: `stalls over ${size.watchSeconds} s of playback after the first frame, ${profile}`,
        unit: 'stalls',
        f: (p: Playback) => p.stalls,
      },
      {
        id: 'video-stall-time',
        metric: `time stalled over ${size.watchSeconds} s of playback after the first frame, ${profile}`,
        unit: 'ms',
        f: (p: Playback) => p.stallMs,
      },
      {
        id: 'video-early-bytes',
        metric: `video bytes (playlists, segments, mp4 ranges) fetched in the first ${size.earlySeconds} s after asking for the page, ${profile}`,
        unit: 'KiB',
        f: (p: Playback) => p.earlyBytes / 1024,
      },
    ];
    const outcomes: BenchOutcome[] = comparisons.map((c) => {
      const v = figure(c.f);
      return {
        id: c.id,
        metric: c.metric,
        unit: c.unit,
        better: 'lower',
        ours: round(v.ours),
        runs: v.runs,
        baselines: [
          { name: 'original mp4', value: round(v.base) },
          ...(hlsJs === hls ? [] : [{ name: 'ladder through hls.js', value: round(v.hlsJs) }]),
        ],
        limits: c.goal === undefined ? [] : [{ name: 'goal', value: c.goal }],
        details: {
          engine: hls[0]?.engine,
          originalRuns: v.baseRuns,
          hlsJsRuns: v.hlsJsRuns,
          ladder: ladder.rungs.map((r) => `${r.width}x${r.height}`),
        },
      };
    });
    const played = hls.map((p) => (p.heights.length ? Math.max(...p.heights) : 0));
    outcomes.push({
      id: 'video-phone-rung',
      metric: `the tallest rung the phone player showed (390 px wide, DPR 3 capped at 2), ${profile}`,
      unit: 'px',
      better: 'lower',
      ours: median(played),
      runs: played,
      baselines: [{ name: 'original mp4', value: video.height }],
      limits: [{ name: 'goal', value: PHONE_RUNG_GOAL }],
      details: { heights: hls.map((p) => p.heights) },
    });
    outcomes.push({
      id: 'video-transcode-ladder',
      metric: `time to make the whole ladder (${ladder.rungs.map((r) => `${r.p}p`).join(', ')} in one ffmpeg pass, x264 ${PRESET}, 2 threads per rung, niced, ${quick ? 'quick' : 'one'} run on this machine), × the source's duration`,
      unit: '×',
      better: 'lower',
      ours: round(ladder.timesDuration),
      runs: [round(ladder.timesDuration)],
      baselines: [],
      limits: [{ name: 'goal', value: LADDER_GOAL }],
      details: {
        seconds: round(ladder.seconds),
        realTimeSpeed: round(1 / ladder.timesDuration),
        cpuSeconds: ladder.cpuSeconds === null ? null : round(ladder.cpuSeconds),
        // What the wall time would be with the cores to itself: CPU time spread over them.
        cpuOnCoresTimesDuration:
          ladder.cpuSeconds === null ? null : round(ladder.cpuSeconds / availableParallelism() / video.durationS),
        rungs: ladder.rungs.map((r) => ({ p: r.p, size: `${r.width}x${r.height}`, bytes: r.bytes })),
        sourceSeconds: round(video.durationS),
        cores: availableParallelism(),
        load: round(loadavg()[0]!),
      },
    });
    return outcomes.map((o) => ({ ...o, chromium: browser.version() }));
  } finally {
    await browser.close();
    served?.server.close();
    await rm(dir, { recursive: true, force: true });
  }
}
