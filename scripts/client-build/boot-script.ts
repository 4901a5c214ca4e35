import { createHash } from 'node:crypto';
import path from 'node:path';
import { build } from 'esbuild';
import type { BuildOptions } from 'esbuild';
import type { Plugin } from 'vite';

const SCRIPT = 'src/boot/boot-image.ts';
const WORKER = 'workers/boot/boot-image.worker.ts';

const common: BuildOptions = {
  bundle: true,
  write: false,
  format: 'iife',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
};

/**
 * The boot script with its worker's text built in, and its source map. The map is written beside it, as
 * vite's own are, so the precompression plugin moves it out of the served folder.
 */
async function bundle(root: string): Promise<{ code: string; map: string }> {
  const worker = await build({ ...common, entryPoints: [path.join(root, WORKER)] });
  const script = await build({
    ...common,
    entryPoints: [path.join(root, SCRIPT)],
    sourcemap: 'external',
    // Where the file lands, so the map's sources read like vite's (relative to the served asset).
    outfile: path.join(root, 'dist/client/assets/boot-image.js'),
    define: { __BOOT_IMAGE_WORKER__: JSON.stringify(worker.outputFiles![0]!.text) },
  });
  const code = script.outputFiles!.find((f) => f.path.endsWith('.js'))!.text;
  const map = script.outputFiles!.find((f) => f.path.endsWith('.map'))!.text;
  return { code, map };
}

/**
 * Build only: the boot shell's picture script (src/boot/boot-image.ts) as a classic script of its own,
 * named by its content's hash like every asset. Not a module of the app's graph: vite would merge it into the
 * entry, whose download and start-up it must not wait for.
 */
export function bootScript(): Plugin {
  let root = '';
  let fileName = '';
  return {
    name: 'goldpost-boot-script',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      const { code, map } = await bundle(root);
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      fileName = `assets/boot-image-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
      this.emitFile({ type: 'asset', fileName: `${fileName}.map`, source: map });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!fileName) return html;
        // First in the head, ahead of the inlined styles, so the preload scanner asks for it with the page's
        // first bytes, at high priority (a deferred script is low by default). Deferred, not async: it runs
        // once the body (the boot shell's picture) is parsed and, being ahead of the entry module, before the
        // entry, which takes its picture over. An async one ran wherever it arrived: before the body on a slow
        // phone, or after the entry, and then the app fetched and decrypted the picture a second time.
        const tag = `<script defer fetchpriority="high" src="/${fileName}"></script>`;
        return html.replace('</title>', () => `</title>${tag}`);
      },
    },
  };
}
