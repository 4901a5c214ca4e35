import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { launchChromium } from '../bench/lib/chromium';
import { startAppServer } from '../bench/media/app-server';
import { measurePipeline } from '../bench/media/pipeline';
import { measureScroll } from '../bench/media/scroll';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(root, '.p1-build');
const clientDir = path.join(dir, 'client');
const serverMain = path.join(dir, 'server/main.js');
const [mode = 'scroll', runsArg = '3', build = '1'] = process.argv.slice(2);
if (build === '1') {
  await viteBuild({ root, logLevel: 'warn', build: { outDir: clientDir, emptyOutDir: true, manifest: true } });
  await viteBuild({ root: path.join(root, 'bench/media/page'), configFile: false, base: '/bench-media/', logLevel: 'warn',
    build: { outDir: path.join(clientDir, 'bench-media'), emptyOutDir: true, target: 'es2022' }, worker: { format: 'es' } });
  await esbuild({ entryPoints: [path.join(root, 'server/main.ts')], bundle: true, platform: 'node', packages: 'external', format: 'esm', target: 'node20', outfile: serverMain, logLevel: 'warning' });
}
const server = await startAppServer({ root, serverMain, clientDir, seedPosts: 560 });
const browser = await launchChromium();
const log = (l: string) => console.log(l);
try {
  if (mode === 'pipeline') {
    const o = await measurePipeline({ browser, server, runs: Number(runsArg), log });
    console.log(JSON.stringify(o));
  } else if (mode === 'scroll') {
    const o = await measureScroll({ browser, baseUrl: server.url, runs: Number(runsArg), log });
    console.log(JSON.stringify(o[0]));
  } else if (mode === 'serve') {
    console.log(server.url);
    await new Promise((r) => setTimeout(r, Number(runsArg) * 1000));
  }
} finally {
  await browser.close();
  await server.stop();
}
