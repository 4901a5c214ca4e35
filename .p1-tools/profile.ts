import path from 'node:path';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { launchChromium } from '../bench/lib/chromium';
import { startAppServer } from '../bench/media/app-server';
import { PHONE } from '../bench/media/scroll';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(root, '.p1-prof');
const clientDir = path.join(dir, 'client');
const serverMain = path.join(dir, 'server/main.js');
const [steps = '150', build = '1'] = process.argv.slice(2);
if (build === '1') {
  await viteBuild({ root, logLevel: 'warn', build: { outDir: clientDir, emptyOutDir: true, minify: false } });
  await esbuild({ entryPoints: [path.join(root, 'server/main.ts')], bundle: true, platform: 'node', packages: 'external', format: 'esm', target: 'node20', outfile: serverMain, logLevel: 'warning' });
}
const server = await startAppServer({ root, serverMain, clientDir, seedPosts: 560 });
const browser = await launchChromium();
try {
  const context = await browser.newContext({ ...PHONE, baseURL: server.url, locale: 'zh-CN' });
  await context.addInitScript(`(() => { const t=[]; Object.defineProperty(globalThis,'__lt',{value:t}); new PerformanceObserver((l)=>{for(const e of l.getEntries()) t.push({s:e.startTime,d:e.duration})}).observe({type:'longtask',buffered:true}); })();`);
  await context.addInitScript(`(() => { const o = History.prototype.replaceState; globalThis.__rs = []; History.prototype.replaceState = function (...a) { globalThis.__rs.push(String(a[2])); return o.apply(this, a); }; })();`);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto('/h');
  await page.getByTestId('post-card').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const start = await page.evaluate(() => performance.now());
  await cdp.send('Profiler.start');
  const events: any[] = [];
  cdp.on('Tracing.dataCollected', (d: any) => events.push(...d.value));
  const traceDone = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  if (process.env.TRACE) await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink,loading', transferMode: 'ReportEvents' });
  for (let i = 0; i < Number(steps); i++) {
    await page.evaluate(() => window.scrollBy(0, 240));
    await page.waitForTimeout(60);
  }
  if (process.env.TRACE) {
  await cdp.send('Tracing.end');
  await traceDone;
    const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    const tid = main?.tid; const pid = main?.pid;
    const agg = new Map<string, number>();
    const tasks: any[] = [];
    for (const e of events) {
      if (e.tid !== tid || e.pid !== pid || e.ph !== 'X' || !e.dur) continue;
      if (e.name === 'RunTask' && e.dur > 50000) tasks.push(e);
    }
    // children of long tasks, by name (top-level only within task)
    for (const t of tasks) {
      for (const e of events) {
        if (e.tid !== tid || e.pid !== pid || e.ph !== 'X' || !e.dur || e === t) continue;
        if (e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur) agg.set(e.name, (agg.get(e.name) ?? 0) + e.dur / 1000);
      }
    }
    console.log(`trace long RunTasks: ${tasks.length}; durations ${tasks.map((t) => Math.round(t.dur / 1000)).join(',')}`);
    console.log([...agg].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${v.toFixed(0).padStart(6)} ms ${k}`).join('\n'));
    const fs = await import('node:fs');
    fs.writeFileSync('/tmp/p1-trace.json', JSON.stringify(events.filter((e) => e.tid === tid && e.pid === pid)));
  }
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[]; samples: number[]; timeDeltas: number[] } };
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const lt = (await page.evaluate((s) => (globalThis as any).__lt.filter((t: any) => t.s >= s), start)) as { s: number; d: number }[];
  const rs = (await page.evaluate(() => (globalThis as any).__rs)) as string[];
  console.log(`replaceState calls: ${rs.length}: ${rs.slice(0, 12).join(' ')}`);
  const cards = await page.locator('[data-testid="post-card"]').count();
  console.log(`long tasks: ${lt.length}, total ${Math.round(lt.reduce((a, t) => a + t.d, 0))} ms; mounted cards ${cards}; scrollY ${await page.evaluate(() => scrollY)}`);
  // self time per function
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    const n = byId.get(id)!;
    const key = (x: typeof n) => `${x.callFrame.functionName || '(anon)'} ${x.callFrame.url.split('/').pop()}:${x.callFrame.lineNumber}`;
    self.set(key(n), (self.get(key(n)) ?? 0) + dt);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const k = key(byId.get(cur)!);
      if (seen.has(k)) continue;
      seen.add(k);
      total.set(k, (total.get(k) ?? 0) + dt);
    }
  });
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v.toFixed(0).padStart(6)} ms  ${k}`).join('\n');
  console.log('--- self\n' + top(self, 30));
  console.log('--- total\n' + top(total, 25));
  const want = /^(VirtualPostGrid|PostCardView|EncryptedImage|useEncryptedImage|HomeInfinite|HomeScreen|usePostLabels|settleImage|loadImage|decodeOffThread|fetchImageBlob|useViewportPlace|AppLink|MobileLayout|Shell|App|useWindowVirtualizer|getVirtualItems|onView|replaceUrlQuietly|commitRoot|renderRootSync|flushPassiveEffects|AdBanner|BuyNotice|observeOffset|acquire|createObjectURL|Blob|dispatchEvent) /;
  console.log('--- selected\n' + [...total].filter(([k]) => want.test(k)).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${v.toFixed(0).padStart(6)} ms  ${k}`).join('\n'));
} finally {
  await browser.close();
  await server.stop();
}
