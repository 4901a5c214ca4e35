import path from 'node:path';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { launchChromium } from '../bench/lib/chromium';
import { startAppServer } from '../bench/media/app-server';
import { measureScroll } from '../bench/media/scroll';
import { median } from '../bench/lib/result';

const root = path.resolve(import.meta.dirname, '..');
const mine = path.join(root, '.p1-build');
const orig = '/tmp/p1-orig/.p1-build';
const [runsArg = '5', build = '1'] = process.argv.slice(2);
if (build === '1') {
  await viteBuild({ root, logLevel: 'warn', build: { outDir: path.join(mine, 'client'), emptyOutDir: true } });
  await esbuild({ entryPoints: [path.join(root, 'server/main.ts')], bundle: true, platform: 'node', packages: 'external', format: 'esm', target: 'node20', outfile: path.join(mine, 'server/main.js'), logLevel: 'warning' });
}
const sides = { orig, mine };
const servers: Record<string, Awaited<ReturnType<typeof startAppServer>>> = {};
for (const [k, d] of Object.entries(sides)) servers[k] = await startAppServer({ root: k === 'orig' ? '/tmp/p1-orig' : root, serverMain: path.join(d, 'server/main.js'), clientDir: path.join(d, 'client'), seedPosts: 560 });
const browser = await launchChromium();
const res: Record<string, number[]> = { orig: [], mine: [] };
const ms: Record<string, number[]> = { orig: [], mine: [] };
try {
  for (let r = 0; r < Number(runsArg); r++) {
    for (const k of r % 2 ? ['mine', 'orig'] : ['orig', 'mine']) {
      const [o] = await measureScroll({ browser, baseUrl: servers[k]!.url, runs: 1, log: (l) => console.log(k, l) });
      res[k]!.push(o!.ours);
      ms[k]!.push((o!.details as { longTaskMsRuns: number[] }).longTaskMsRuns[0]!);
    }
  }
  console.log(JSON.stringify({ res, ms, medOrig: median(res.orig!), medMine: median(res.mine!), msOrig: median(ms.orig!), msMine: median(ms.mine!) }));
} finally {
  await browser.close();
  for (const s of Object.values(servers)) await s.stop();
}
