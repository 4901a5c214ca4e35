import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { median, round } from '../lib/result';
import { clientScripts } from './app-build';
import { PHONE } from './scroll';
import type { Browser, Response as PageResponse } from 'playwright-core';
import type { BenchOutcome } from '../lib/result';

/** Strings every hls.js build carries (an event name and an error detail) and no code of ours does. */
const HLS_MARKERS = ['hlsFragLoading', 'bufferStalledError'];
const KIB = 1024;

export function isHlsCode(source: string): boolean {
  return HLS_MARKERS.every((m) => source.includes(m));
}

interface Manifest {
  [key: string]: { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
}

/** Files the entry loads before any dynamic import runs: its static import closure in vite's manifest. */
async function staticClosure(clientDir: string): Promise<Set<string>> {
  const manifest = JSON.parse(await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  Object.entries(manifest)
    .filter(([, c]) => c.isEntry)
    .forEach(([k]) => visit(k));
  return files;
}

interface Load {
  mainGzip: number;
  workerGzip: number;
  files: { url: string; gzip: number; type: string }[];
  hlsLoaded: string[];
}

async function loadHome(browser: Browser, baseUrl: string): Promise<Load> {
  const context = await browser.newContext({ ...PHONE, baseURL: baseUrl, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    const pending: Promise<Load['files'][number] & { hls: boolean }>[] = [];
    const onResponse = (res: PageResponse) => {
      const url = new URL(res.url());
      if (!url.pathname.endsWith('.js')) return;
      const type = res.request().resourceType();
      const file = res.body().then((body) => ({
        url: url.pathname,
        gzip: gzipSync(body).length,
        type,
        hls: isHlsCode(body.toString('utf8')),
      }));
      // A body still unread when the context closes (the load failed, or a chunk came after the count) rejects:
      // handled here, so it cannot end the whole bench process as an unhandled rejection.
      file.catch(() => undefined);
      pending.push(file);
    };
    context.on('response', onResponse);
    await page.goto('/h');
    await page.getByTestId('post-card').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000); // idle callbacks and lazy chunks after the first paint
    context.off('response', onResponse);
    const files = await Promise.all(pending);
    const sum = (f: typeof files) => f.reduce((s, x) => s + x.gzip, 0);
    const worker = files.filter((f) => /\.worker-/.test(f.url));
    const main = files.filter((f) => !/\.worker-/.test(f.url));
    return {
      mainGzip: sum(main),
      workerGzip: sum(worker),
      files: files.map(({ url, gzip, type }) => ({ url, gzip, type })),
      hlsLoaded: files.filter((f) => f.hls).map((f) => f.url),
    };
  } finally {
    await context.close();
  }
}

/**
 * (c) JS the mobile home loads before idle (gzip, main thread; worker scripts in details), and proof that
 * hls.js is neither loaded there nor in the entry's static imports, while the build does contain it.
 */
export async function measureInitialJs(opts: {
  browser: Browser;
  baseUrl: string;
  clientDir: string;
  runs: number;
  log: (line: string) => void;
}): Promise<BenchOutcome> {
  const loads: Load[] = [];
  for (let r = 0; r < opts.runs; r++) loads.push(await loadHome(opts.browser, opts.baseUrl));
  const hlsChunks: string[] = [];
  for (const file of await clientScripts(opts.clientDir)) {
    if (isHlsCode(await readFile(path.join(opts.clientDir, file), 'utf8'))) hlsChunks.push(file);
  }
  const closure = await staticClosure(opts.clientDir);
  const hlsInEntry = hlsChunks.filter((f) => closure.has(f));
  const hlsLoaded = [...new Set(loads.flatMap((l) => l.hlsLoaded))];
  if (hlsChunks.length === 0) throw new Error('no hls.js chunk in the build: the check below would prove nothing');
  if (hlsInEntry.length > 0 || hlsLoaded.length > 0) {
    throw new Error(
      `hls.js is in the initial bundle: static ${hlsInEntry.join(', ') || '-'}; loaded by the home ${hlsLoaded.join(', ') || '-'}`,
    );
  }
  const kb = (n: number) => round(n / KIB);
  const hlsGzip = (
    await Promise.all(hlsChunks.map(async (f) => gzipSync(await readFile(path.join(opts.clientDir, f))).length))
  ).reduce((a, b) => a + b, 0);
  const ours = kb(median(loads.map((l) => l.mainGzip)));
  opts.log(
    `initial JS (home, mobile): ${ours} KB gzip main thread + ${kb(median(loads.map((l) => l.workerGzip)))} KB workers; hls.js chunk ${kb(hlsGzip)} KB gzip, not loaded (${hlsChunks.join(', ')})`,
  );
  return {
    id: 'media-initial-js',
    metric:
      'JS loaded by the mobile home before idle, gzip, main thread (hls.js checked absent: not loaded, not a static import of the entry)',
    unit: 'KB',
    better: 'lower',
    ours,
    runs: loads.map((l) => kb(l.mainGzip)),
    baselines: [],
    limits: [{ name: 'the same with hls.js loaded eagerly', value: round(ours + kb(hlsGzip)) }],
    details: {
      workerGzipKbRuns: loads.map((l) => kb(l.workerGzip)),
      files: loads[0]?.files,
      hlsChunks,
      hlsChunkGzipKb: kb(hlsGzip),
      hlsLoadedByHome: hlsLoaded,
      hlsInEntryStaticImports: hlsInEntry,
    },
  };
}
