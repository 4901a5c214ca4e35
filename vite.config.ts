import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig } from 'vite';
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkClosure, START_CHUNKS } from './scripts/client-build/build-files';
import type { BundleLike } from './scripts/client-build/build-files';
import { bootScript } from './scripts/client-build/boot-script';
import { installableApp } from './scripts/client-build/plugin';
import { landingBlocks } from './scripts/client-build/landing-blocks';

// The API server serves dist/client and injects the runtime config into index.html; in dev (`npm run dev`)
// vite proxies API and media calls to it.
const API_TARGET = process.env.GOLDPOST_API ?? process.env.API_TARGET ?? 'http://127.0.0.1:8081';

/**
 * Dev only: the server would replace `__APP_CONFIG__` in index.html with the runtime config; here vite
 * serves index.html, so ask the API server for the same JSON (`GET /__runtime-config`). `<` is escaped so
 * the JSON can never close its <script> element.
 */
function runtimeConfigInDev(): Plugin {
  return {
    name: 'goldpost-runtime-config',
    apply: 'serve',
    async transformIndexHtml(html) {
      try {
        const res = await fetch(`${API_TARGET}/__runtime-config`);
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const json = JSON.stringify(await res.json()).replace(/</g, '\\u003c');
        return html.replace('__APP_CONFIG__', json);
      } catch (err) {
        console.warn(
          `[goldpost] no runtime config from ${API_TARGET}/__runtime-config (${String(err)}); is the API server running?`,
        );
        return html;
      }
    },
  };
}

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|wasm|webmanifest|txt)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Build only: source maps move next to the served folder (`dist/sourcemaps`), so they stay for reading a
 * production stack trace but are never published; then every compressible file gets a `.br` and a `.gz`
 * twin at the highest levels, which the server picks by `Accept-Encoding` without compressing per request.
 * index.html is left out: the server rewrites it per start (runtime config) and compresses it then.
 */
function precompressAndHideMaps(): Plugin {
  let outDir = '';
  return {
    name: 'goldpost-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const mapsDir = path.join(path.dirname(outDir), 'sourcemaps');
      await rm(mapsDir, { recursive: true, force: true });
      const files = await filesUnder(outDir);
      for (const file of files.filter((f) => f.endsWith('.map'))) {
        const target = path.join(mapsDir, path.relative(outDir, file));
        await mkdir(path.dirname(target), { recursive: true });
        await rename(file, target);
      }
      await Promise.all(
        files
          .filter((f) => COMPRESSIBLE.test(f))
          .map(async (file) => {
            const raw = await readFile(file);
            if (raw.length < MIN_COMPRESS_BYTES) return;
            const [br, gzipped] = await Promise.all([
              brotli(raw, {
                params: {
                  [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                  [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
                },
              }),
              gz(raw, { level: zlib.Z_BEST_COMPRESSION }),
            ]);
            if (br.length < raw.length) await writeFile(`${file}.br`, br);
            if (gzipped.length < raw.length) await writeFile(`${file}.gz`, gzipped);
          }),
      );
    },
  };
}

/**
 * Screens a visitor commonly lands on. Their chunks go into index.html in marked blocks; the server keeps
 * the block of the path it serves and drops the others (server/http/landing.ts), so the route's chunk
 * loads beside the entry instead of after it has run.
 */
const LANDING_SCREENS: Record<string, string> = {
  home: 'src/screens/Home/HomeScreen.tsx',
  details: 'src/screens/Details/DetailScreen.tsx',
  search: 'src/screens/Search/SearchScreen.tsx',
};

/**
 * The landing screens whose closures are grouped into chunks (landingGroups). A search page's is mostly the
 * home's (the cards, the grid): grouped too, what the two share left the home's chunk for the one every
 * landing loads, and a post's page paid for it. Its own modules load beside the home's chunks instead.
 */
const GROUPED_LANDINGS: readonly string[] = ['home', 'details'];

/**
 * Lazy parts a landing screen's first render can show (the server renders them: src/server-render.tsx): their
 * stylesheets join the screen's block, so the server's markup of them is laid out from the first paint.
 */
const LANDING_PARTS: Record<string, readonly string[]> = {
  details: ['src/features/media/video/VideoPlayer.tsx'],
};

/**
 * What a landing page's first screen draws on a desktop beyond the screen's own code: the desktop frame and
 * the home's numbered pages. Their chunks and stylesheets are a block of their own, which the server keeps
 * for a page it renders in the desktop layout (server/http/landing.ts).
 */
const DESKTOP_PARTS: readonly string[] = ['src/app/DesktopLayout.tsx', 'src/screens/Home/HomePaged.tsx'];

/** A source path of this project, wherever the build was started from (a bench builds other checkouts). */
const sourcePath = (source: string) => fileURLToPath(new URL(source, import.meta.url));

type ChunkingContext = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * Fewer, larger chunks on the landing routes: one file per group gzips better than a dozen small ones and
 * costs fewer requests on a six-socket HTTP/1.1 link. The entry takes every module it imports statically
 * (otherwise rolldown splits the ones later screens share into small common chunks). The landing screens'
 * static closures (see LANDING_SCREENS) then go into one chunk each, and what both share into a third; the
 * screen module itself stays its own chunk, so the route table and the build files still find it. Other
 * screens importing a part of a landing closure load that chunk whole: a few KB more, usually cached already.
 */
function landingGroups() {
  const screens = Object.entries(LANDING_SCREENS)
    .filter(([name]) => GROUPED_LANDINGS.includes(name))
    .map(([name, source]) => ({ name, id: sourcePath(source) }));
  let closures: Map<string, Set<string>> | undefined;
  const closureOf = (ctx: ChunkingContext, start: string) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      ctx.getModuleInfo(id)?.importedIds.forEach(visit);
    };
    visit(start);
    seen.delete(start);
    return seen;
  };
  const landingName = (id: string, ctx: ChunkingContext) => {
    closures ??= new Map(screens.map((s) => [s.name, closureOf(ctx, s.id)]));
    const users = screens.filter((s) => closures!.get(s.name)!.has(id)).map((s) => s.name);
    if (users.length === 0) return null;
    return users.length === 1 ? `landing-${users[0]}` : 'landing';
  };
  // The start chunks (START_CHUNKS): what src/start.tsx imports statically, React's renderer, and what
  // src/app/AppTree.tsx imports statically beyond those.
  const closureName = (name: string, source: string) => {
    const start = sourcePath(source);
    let closure: Set<string> | undefined;
    return (id: string, ctx: ChunkingContext) => {
      closure ??= new Set([start, ...closureOf(ctx, start)]);
      return closure.has(id) ? name : null;
    };
  };
  return [
    { name: 'shell', tags: ['$initial' as const], priority: 5 },
    { name: closureName('start', 'src/start.tsx'), test: /\/src\/|\/protocol\/|\/node_modules\//, priority: 4 },
    { name: 'react-dom', test: /\/node_modules\/(?:react-dom|scheduler)\//, priority: 3 },
    { name: closureName('app', 'src/app/AppTree.tsx'), test: /\/src\/|\/protocol\/|\/node_modules\//, priority: 2 },
    { name: landingName, test: /\/src\/|\/node_modules\//, priority: 1 },
  ];
}

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/**
 * The start chunks (START_CHUNKS) beside the entry: the entry imports them itself, one task at a time, so
 * without these links the browser would learn of them only once the entry has run. At low priority: the
 * entry runs them only once the boot picture has painted, and on a slow link the picture's bytes (high
 * priority) then come first instead of sharing the link with ≈ 90 KB of script.
 */
function startPreloads(bundle: Bundle): string {
  const like = bundle as unknown as BundleLike;
  const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
  const inEntry = new Set(entry ? chunkClosure(like, entry.fileName, new Set()) : []);
  // In the order the entry runs them, so the first one needed is asked for first.
  const starts = START_CHUNKS.map((name) => {
    const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.name === name);
    if (!chunk) throw new Error(`no start chunk ${name}`);
    return chunk;
  });
  const files = [...new Set(starts.flatMap((c) => chunkClosure(like, c.fileName, inEntry)))];
  // Their styles go inline as the entry's do: a stylesheet link would hold the boot shell's first paint
  // back by a round trip.
  const styles = files.filter((f) => f.endsWith('.css')).map((f) => inlineStyle(bundle, f) ?? '');
  const scripts = files
    .filter((f) => !f.endsWith('.css'))
    .map((f) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${f}">`);
  return [...styles, ...scripts].join('');
}

/**
 * A built stylesheet as a `<style>` element, or undefined when the bundle has no such asset. A disabled link
 * to the same file follows it: browsers do not fetch a disabled stylesheet, and vite's import helper, which
 * adds (and waits for) the stylesheets a lazy chunk lists unless a stylesheet link to them is in the page,
 * then knows these are applied — else a screen's first import would fetch the inlined file again first.
 */
function inlineStyle(bundle: Bundle, file: string): string | undefined {
  const asset = bundle[file];
  if (asset?.type !== 'asset') return undefined;
  const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
  return (
    `<style data-href="/${file}">${css.replace(/<\/style/gi, '<\\/style')}</style>` +
    `<link rel="stylesheet" href="/${file}" disabled>`
  );
}

/** Workers every landing route starts at once: the envelope's and the images'. */
const FIRST_WORKERS = /^assets\/(?:crypto|media)\.worker-[\w-]+\.js$/;

/**
 * Build only, for the first paint: the entry's stylesheets go inline (they block rendering anyway, and the
 * boot shell in index.html paints with them before any script runs), and the workers every landing route
 * starts are fetched beside the entry instead of after it has run (`modulepreload` fills the HTTP cache the
 * worker then reads from), as are the chunks of the common landing screens (see LANDING_SCREENS).
 */
function firstPaintHtml(): Plugin {
  return {
    name: 'goldpost-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const inlined = html.replace(
          /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
          (link, file: string) => inlineStyle(bundle, file) ?? link,
        );
        const workers = Object.keys(bundle)
          .filter((f) => FIRST_WORKERS.test(f))
          .map((f) => `<link rel="modulepreload" href="/${f}">`)
          .join('');
        return inlined.replace(
          '</head>',
          `${startPreloads(bundle)}${workers}${landingBlocks(bundle, { screens: LANDING_SCREENS, parts: LANDING_PARTS, desktop: DESKTOP_PARTS })}</head>`,
        );
      },
    },
  };
}

const resolveOptions = {
  alias: [
    // React 19 has the hook; the shim (wouter's) only adds a copy for React < 18 to the entry.
    { find: /^use-sync-external-store\/shim(?:\/index\.js)?$/, replacement: 'react' },
  ],
};
// The same class names in both builds: the server's markup is hydrated by the client's code.
const cssOptions = { modules: { generateScopedName: '_[hash:base64:5]' } };

/**
 * `vite build --ssr` (npm run build:render): the server's rendering of the landing screens
 * (src/server-render.tsx → dist/render), which server/http/app-render.ts imports. Packages stay outside.
 */
const renderBuild = defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/render',
    emptyOutDir: true,
    ssr: 'src/server-render.tsx',
    target: 'node20',
    sourcemap: true,
  },
  resolve: resolveOptions,
  css: cssOptions,
  worker: { format: 'es' },
});

const clientBuild = defineConfig({
  plugins: [react(), runtimeConfigInDev(), bootScript(), firstPaintHtml(), installableApp(), precompressAndHideMaps()],
  // 'hidden': maps without a sourceMappingURL comment, since browsers could not fetch them anyway.
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: 'hidden',
    target: 'es2022',
    rolldownOptions: { output: { codeSplitting: { groups: landingGroups() } } },
  },
  resolve: resolveOptions,
  css: cssOptions,
  worker: { format: 'es' },
  server: {
    port: 8080,
    proxy: {
      '/api.php': API_TARGET,
      '/media': API_TARGET,
      '/imgUpload.php': API_TARGET,
      '/uploadMp4.php': API_TARGET,
      '/__runtime-config': API_TARGET,
    },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? renderBuild : clientBuild));
