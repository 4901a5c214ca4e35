import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { partsOf } from './build-files';
import type { BundleLike } from './build-files';

const SOURCE = 'workers/service/service.worker.ts';

/**
 * The shell the service worker caches at install: index.html, every file it links (the entry, its
 * preloads, both landing screens' blocks, the first workers), what those screens load when used (their
 * sheets and the player, see `partsOf`), the manifest and the icons.
 */
export async function shellFiles(outDir: string, extra: readonly string[], bundle: BundleLike): Promise<string[]> {
  const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const linked = [...html.matchAll(/(?:src|href)="(\/assets\/[^"?#]+)"/g)].map((m) => m[1]!);
  const parts = partsOf(bundle, new Set(linked.map((f) => f.slice(1)))).map((f) => `/${f}`);
  return [...new Set(['/index.html', ...linked, ...parts, ...extra])];
}

/** Bundles the service worker to `<outDir>/sw.js` with this build's id and shell list built in. */
export async function writeServiceWorker(root: string, outDir: string, id: string, shell: readonly string[]) {
  await build({
    entryPoints: [path.join(root, SOURCE)],
    outfile: path.join(outDir, 'sw.js'),
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    define: { __SW_VERSION__: JSON.stringify(id), __SW_PRECACHE__: JSON.stringify(shell) },
  });
}
