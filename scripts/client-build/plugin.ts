import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { writeIcons } from './app-icon';
import { writeBuildFiles } from './build-files';
import type { BundleLike } from './build-files';
import { shellFiles, writeServiceWorker } from './service-worker';
import { webManifest } from './web-manifest';

export const MANIFEST_FILE = 'manifest.webmanifest';
/** The shell's screens: the landing ones and the routes' titles, then the table of the others. */
const SCREEN_TABLES = ['src/app/screens.ts', 'src/app/later-screens.ts'];
/**
 * What the entry loads only after the first paint that an offline visit still needs: the table every route
 * but the landing ones goes through, and idb, which reads the kept replies.
 */
const OFFLINE_LATE = [/\/src\/app\/later-screens\.ts$/, /\/node_modules\/idb\//];

/**
 * Build only, once every file is written (index.html included, whose hash is the build id): the icons and
 * the web app manifest, the build check's files (builds/), and the service worker with this build's shell.
 * Runs before the precompression plugin's closeBundle, so the JSON and sw.js get their twins too.
 */
export function installableApp(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'goldpost-installable',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const icons = await writeIcons(outDir);
      await writeFile(path.join(outDir, MANIFEST_FILE), JSON.stringify(webManifest(icons), null, 2));
      const tables = await Promise.all(SCREEN_TABLES.map((f) => readFile(path.join(root, f), 'utf8')));
      const meta = await writeBuildFiles(
        outDir,
        bundle as unknown as BundleLike,
        tables.join('\n'),
        path.join(root, 'src/app'),
      );
      const late = Object.values(bundle)
        .filter((c) => c.type === 'chunk' && OFFLINE_LATE.some((re) => re.test(c.facadeModuleId ?? '')))
        .map((c) => `/${c.fileName}`);
      const shell = await shellFiles(
        outDir,
        [`/${MANIFEST_FILE}`, ...icons.map((i) => i.src), ...late],
        bundle as unknown as BundleLike,
      );
      await writeServiceWorker(root, outDir, meta.id, shell);
    },
  };
}
