// The landing routes' initial JS, read from a build without a browser: the scripts the served index.html
// runs or preloads, plus their static imports, gzip -9 each. Deterministic, so a change's effect on the
// budget can be read off one build:
//   npm run build && node --import tsx bench/first-load/landing-js.ts [--files] [clientDir]
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { stripLocale } from '../../protocol/locale-path';
import { keepLanding, landingOf } from '../../server/http/landing';

/** The budget for a landing route's JS, gzip. */
export const LANDING_JS_BUDGET_KB = 100;

/** Paths measured: the phone home, a phone detail page and the desktop home. */
export const LANDING_PATHS = ['/h', '/h/details/store/1', '/'] as const;

export interface LandingJs {
  path: string;
  /**
   * Main-thread scripts before the first screen, in discovery order, with their gzip -9 bytes and the bytes
   * of the brotli copy the server sends a browser that accepts it (every current one does).
   */
  files: { file: string; gzip: number; brotli: number }[];
  /** Worker scripts the page preloads (off the main thread, counted apart). */
  workers: { file: string; gzip: number; brotli: number }[];
  gzipBytes: number;
  brotliBytes: number;
}

const WORKER = /\.worker-[\w-]+\.js$/;
const SCRIPT_URLS = /<(?:script[^>]*\bsrc|link[^>]*\brel="modulepreload"[^>]*\bhref)="(\/assets\/[^"]+\.js)"/g;

const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length;

/** The build's `.br` twin, as served; a file below the build's compression floor goes out as it is. */
async function servedBrotliSize(file: string, raw: Buffer): Promise<number> {
  const br = await stat(`${file}.br`).catch(() => null);
  return br ? br.size : raw.length;
}

/**
 * A static import in the bundler's minified output: `import"./a.js"`, `import{x as y}from"./a.js"`,
 * `import*as z from"./a.js"`. A dynamic `import("./a.js")` has a parenthesis, which the clause excludes.
 */
const STATIC_IMPORT = /\bimport\s*(?:[\w$*{},\s]+?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/** Static imports of one built module (dynamic `import()` apart), as `/assets/…` paths. */
function staticImports(source: string, from: string): string[] {
  return [...source.matchAll(STATIC_IMPORT)]
    .map((m) => path.posix.join(path.posix.dirname(from), m[1]!))
    .filter((url) => url.startsWith('/assets/'));
}

/** What a visitor landing on `urlPath` loads before the first screen, as the server serves it. */
export async function landingJs(clientDir: string, urlPath: string): Promise<LandingJs> {
  const html = keepLanding(
    await readFile(path.join(clientDir, 'index.html'), 'utf8'),
    landingOf(stripLocale(urlPath).path),
  );
  const seen = new Set<string>();
  const files: LandingJs['files'] = [];
  const workers: LandingJs['workers'] = [];
  const visit = async (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const file = path.join(clientDir, url);
    const bytes = await readFile(file);
    const entry = { file: url, gzip: gzipSize(bytes), brotli: await servedBrotliSize(file, bytes) };
    if (WORKER.test(url)) {
      workers.push(entry);
      return;
    }
    files.push(entry);
    for (const dep of staticImports(bytes.toString('utf8'), url)) await visit(dep);
  };
  for (const m of html.matchAll(SCRIPT_URLS)) await visit(m[1]!);
  return {
    path: urlPath,
    files,
    workers,
    gzipBytes: files.reduce((sum, f) => sum + f.gzip, 0),
    brotliBytes: files.reduce((sum, f) => sum + f.brotli, 0),
  };
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function main() {
  const args = process.argv.slice(2);
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const clientDir = path.resolve(args.find((a) => !a.startsWith('-')) ?? path.join(root, 'dist/client'));
  let over = false;
  for (const urlPath of LANDING_PATHS) {
    const js = await landingJs(clientDir, urlPath);
    const total = kb(js.gzipBytes);
    over ||= urlPath !== '/' && total > LANDING_JS_BUDGET_KB;
    const workers = kb(js.workers.reduce((sum, w) => sum + w.gzip, 0));
    console.log(
      `${urlPath.padEnd(20)} ${String(total).padStart(6)} KB gzip (${kb(js.brotliBytes)} KB as served, brotli) in ${js.files.length} files (workers ${workers} KB apart)`,
    );
    if (args.includes('--files'))
      for (const f of [...js.files].sort((a, b) => b.gzip - a.gzip))
        console.log(`    ${String(kb(f.gzip)).padStart(6)} KB  ${f.file}`);
  }
  console.log(`budget for the phone landing routes: ${LANDING_JS_BUDGET_KB} KB gzip${over ? ' — over' : ''}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
