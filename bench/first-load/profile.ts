// Where the main thread's time goes on a first load (or a scroll): a CDP trace of one cold load with the
// bench's throttling, its long tasks broken down by trace event (self time) and by JS function (samples).
//   node --import tsx bench/first-load/profile.ts URL [--desktop] [--cpu-time] [--no-js] [--scroll N [--fling]] [--top K] [--json FILE | --from FILE]
// `--scroll N` scrolls N steps of 300 px every 100 ms on an unthrottled network; with `--fling`, N steps of the
// fling bench's 900 px every 400 ms over slow 4G.
// Serve a build with `CLIENT_DIR=... SEED_POSTS=220 node dist/server/main.js`; for readable function
// names build without minifying (`npx vite build --minify false --outDir ...`).
import { readFile, writeFile } from 'node:fs/promises';
import { launchChromium } from '../lib/chromium';
import { DESKTOP, PHONE, SLOW_4G, CPU_SLOWDOWN, waitForSelector } from './trace';
import { FLING_SPEEDS, FLING_STEP_PX } from './fling';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time: unlike `dur`, not stretched when the machine's other load preempts the renderer. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown> & { data?: Record<string, unknown>; name?: string };
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
];
/** The JS sampler names functions but slows the page: `--no-js` leaves it out. */
const JS_SAMPLES = 'disabled-by-default-v8.cpu_profiler';

const LONG_MS = 50;

function arg(name: string, fallback: string | undefined): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

async function record(
  url: string,
  desktop: boolean,
  scrollSteps: number,
  cpuTime: boolean,
  fling: boolean,
): Promise<TraceEvent[]> {
  const profile = desktop ? DESKTOP : PHONE;
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ ...profile.context, locale: 'zh-CN' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (profile.throttled) {
      if (!scrollSteps || fling) await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      if (!cpuTime) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    }
    const categories = [...CATEGORIES, ...(process.argv.includes('--no-js') ? [] : [JS_SAMPLES])].join(',');
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => {
      events.push(...(e.value as unknown as TraceEvent[]));
    });
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    if (!scrollSteps) await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await waitForSelector(cdp, '[data-testid="post-card"], [data-testid="detail-title"]', 60_000);
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await page.waitForTimeout(2_000);
    if (scrollSteps) {
      await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
      const [px, ms] = fling ? [FLING_STEP_PX, FLING_SPEEDS[0].everyMs] : [300, 100];
      await page.evaluate(
        async ({ steps, px, ms }) => {
          for (let i = 0; i < steps; i++) {
            window.scrollBy(0, px);
            await new Promise((r) => setTimeout(r, ms));
          }
        },
        { steps: scrollSteps, px, ms },
      );
    }
    await cdp.send('Tracing.end');
    await done;
    await context.close();
    return events;
  } finally {
    await browser.close();
  }
}

/** The renderer main thread that ran the page: the CrRendererMain that painted, else the busiest. */
function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } {
  const names = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best = { pid: 0, tid: 0, n: -1 };
  for (const t of names) {
    const mine = events.filter((e) => e.pid === t.pid && e.tid === t.tid);
    // The page's renderer painted; another one (the initial blank page) may have more bookkeeping.
    const n = mine.length + (mine.some((e) => e.name === 'firstContentfulPaint') ? 1e9 : 0);
    if (n > best.n) best = { pid: t.pid, tid: t.tid, n };
  }
  return best;
}

/** Self time per event name inside [start, end) of one thread's complete events. */
function selfTimes(events: readonly TraceEvent[], start: number, end: number): Map<string, number> {
  const inside = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && e.ts >= start && e.ts + e.dur! <= end)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const self = new Map<string, number>();
  const stack: { e: TraceEvent; child: number }[] = [];
  const close = (upTo: number) => {
    while (stack.length && stack[stack.length - 1]!.e.ts + stack[stack.length - 1]!.e.dur! <= upTo) {
      const top = stack.pop()!;
      self.set(top.e.name, (self.get(top.e.name) ?? 0) + top.e.dur! - top.child);
      if (stack.length) stack[stack.length - 1]!.child += top.e.dur!;
    }
  };
  for (const e of inside) {
    close(e.ts);
    stack.push({ e, child: 0 });
  }
  close(Infinity);
  return self;
}

/** JS self time per function from the V8 sampling profile, within [start, end). */
function jsSelf(
  events: readonly TraceEvent[],
  pid: number,
  tid: number,
  start: number,
  end: number,
): Map<string, number> {
  const nodes = new Map<number, CallFrame>();
  const out = new Map<string, number>();
  // Samples arrive from a sampler thread; the Profile event names the sampled thread, its id the chunks.
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid) as
    (TraceEvent & { id?: string }) | undefined;
  if (!profile) return out;
  let t = Number((profile.args?.data as { startTime?: number })?.startTime ?? 0);
  for (const e of events as readonly (TraceEvent & { id?: string })[]) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || e.id !== profile.id) continue;
    const data = e.args?.data as {
      cpuProfile?: { nodes?: { id: number; callFrame: CallFrame }[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n.callFrame);
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i++) {
      const prev = t;
      t += deltas[i] ?? 0;
      if (prev < start || prev >= end) continue;
      const f = nodes.get(samples[i]!);
      if (!f) continue;
      const file = (f.url ?? '').split('/').pop() ?? '';
      const key = `${f.functionName || '(anon)'} ${file}:${(f.lineNumber ?? -1) + 1}`;
      out.set(key, (out.get(key) ?? 0) + (deltas[i + 1] ?? 0));
    }
  }
  return out;
}

const top = (m: Map<string, number>, k: number) =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, k)
    .map(([name, us]) => `${(us / 1000).toFixed(1)} ${name}`);

async function main(): Promise<void> {
  const url = process.argv[2];
  if (!url) throw new Error('usage: profile.ts URL [--desktop] [--scroll N] [--top K] [--json FILE | --from FILE]');
  const k = Number(arg('--top', '12'));
  // --cpu-time: the CPU runs unthrottled and each task's thread time × the slowdown stands for its length
  // on a quiet phone (Chromium's throttle spins in the renderer, so a throttled task's thread time is not
  // the work; and wall time swings with the machine's other load).
  const cpuTime = process.argv.includes('--cpu-time');
  const from = arg('--from', undefined);
  const events = from
    ? (JSON.parse(await readFile(from, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents
    : await record(
        url,
        process.argv.includes('--desktop'),
        Number(arg('--scroll', '0')),
        cpuTime,
        process.argv.includes('--fling'),
      );
  const json = arg('--json', undefined);
  if (json) await writeFile(json, JSON.stringify({ traceEvents: events }));
  const { pid, tid } = mainThread(events);
  const thread = events.filter((e) => e.pid === pid && e.tid === tid);
  const fcp = thread.find((e) => e.name === 'firstContentfulPaint');
  const navs = thread.filter((e) => e.name === 'navigationStart' && (!fcp || e.ts <= fcp.ts));
  const origin = navs.length ? navs[navs.length - 1]!.ts : Math.min(...thread.map((e) => e.ts));
  console.log(`FCP at ${fcp ? ((fcp.ts - origin) / 1000).toFixed(0) : '?'} ms`);
  const slowdown = process.argv.includes('--desktop') || !cpuTime ? 1 : CPU_SLOWDOWN;
  const tasks = thread.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && Math.max(e.dur ?? 0, (e.tdur ?? 0) * slowdown) / 1000 > LONG_MS,
  );
  let tbt = 0;
  let cpuTbt = 0;
  for (const task of tasks) {
    const ms = task.dur! / 1000;
    // On a quiet machine a throttled task lasts about its CPU time × the slowdown.
    const quiet = ((task.tdur ?? task.dur!) / 1000) * slowdown;
    if (!fcp || task.ts > fcp.ts) {
      tbt += ms - LONG_MS;
      cpuTbt += Math.max(0, quiet - LONG_MS);
    }
    console.log(
      `\n== task at ${((task.ts - origin) / 1000).toFixed(0)} ms, ${ms.toFixed(0)} ms (CPU × ${slowdown}: ${quiet.toFixed(0)} ms)`,
    );
    console.log('  events: ' + top(selfTimes(thread, task.ts, task.ts + task.dur!), k).join(' | '));
    console.log('  js:\n    ' + top(jsSelf(events, pid, tid, task.ts, task.ts + task.dur!), k).join('\n    '));
  }
  console.log(
    `\nlong tasks ${tasks.length}, blocking beyond ${LONG_MS} ms after FCP: ${tbt.toFixed(0)} ms wall, ${cpuTbt.toFixed(0)} ms from CPU time × ${slowdown}`,
  );
}

await main();
