import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuildLatest, BuildMeta, RoutePayload } from '../../protocol/build-files';
import { BUILDS_DIR, buildMetaPath, latestBuildPath, routePayloadPath } from '../../protocol/build-files';

/** A module of the bundle as the build files need it (rolldown/rollup output chunk, narrowed). */
export interface BundleChunk {
  type: 'chunk';
  fileName: string;
  name?: string;
  isEntry?: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports?: string[];
  viteMetadata?: { importedCss: Set<string> };
}
export type BundleLike = Record<string, BundleChunk | { type: 'asset'; fileName: string }>;

/** The same id the server derives (server/http/client.ts): the first 16 hex of sha256(index.html). */
export function buildIdOf(indexHtml: string): string {
  return createHash('sha256').update(indexHtml).digest('hex').slice(0, 16);
}

/** Files a chunk needs before it runs (its static imports, transitively, and their styles), `skip`'s apart. */
export function chunkClosure(bundle: BundleLike, start: string, skip: ReadonlySet<string>): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk' || files.has(file) || skip.has(file)) return;
    files.add(file);
    chunk.viteMetadata?.importedCss.forEach((css) => skip.has(css) || files.add(css));
    chunk.imports.forEach(visit);
  };
  visit(start);
  return [...files];
}

/**
 * The chunks the entry imports at start (src/main.tsx, src/start.tsx), each evaluated in a task of its own:
 * the start-up (routing, the first screen's data), React's renderer, then the app's shell. Every page needs
 * them, as it needs the entry; vite.config.ts groups them.
 */
export const START_CHUNKS: readonly string[] = ['start', 'react-dom', 'app'];

const isStartChunk = (chunk: BundleChunk): boolean => !!chunk.isEntry || START_CHUNKS.includes(chunk.name ?? '');

/** What every page loads before its first screen: the entry and the start chunks, with their closures. */
export function startFiles(bundle: BundleLike): string[] {
  const files = new Set<string>();
  const starts = Object.values(bundle).filter((c): c is BundleChunk => c.type === 'chunk' && isStartChunk(c));
  for (const chunk of starts) chunkClosure(bundle, chunk.fileName, files).forEach((f) => files.add(f));
  return [...files];
}

/**
 * What the chunks in `linked` load when used (a sheet, a player: their dynamic imports, one level deep, with
 * what those need beyond `linked`), so an offline visit can still open them.
 */
export function partsOf(bundle: BundleLike, linked: ReadonlySet<string>): string[] {
  const parts = new Set<string>();
  for (const file of linked) {
    const chunk = bundle[file];
    // The entry's and the shell's own dynamic imports are the other screens and the console: not parts.
    if (chunk?.type !== 'chunk' || isStartChunk(chunk)) continue;
    for (const part of chunk.dynamicImports ?? [])
      chunkClosure(bundle, part, new Set(linked)).forEach((f) => parts.add(f));
  }
  return [...parts];
}

/**
 * Route name → screen module, read from the shell's screens table (src/app/screens.ts, then
 * src/app/later-screens.ts): each screen is a `lazyScreen(() => import('…'))` constant, or a `later('key')`
 * one whose key maps to `key: () => import('…')` in the later table; each route maps to a constant through
 * `v(constant, …)`.
 * @throws when the table cannot be read that way, so a changed table fails the build instead of the check.
 */
export function routeScreens(source: string, screensDir: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const m of source.matchAll(/const (\w+) = lazyScreen\(\s*\(\) => import\('([^']+)'\)/g))
    modules.set(m[1]!, path.resolve(screensDir, m[2]!));
  const later = new Map<string, string>();
  for (const m of source.matchAll(/^\s*(\w+): \(\) =>\s*import\('([^']+)'\)/gm)) later.set(m[1]!, m[2]!);
  for (const m of source.matchAll(/const (\w+) = later\('(\w+)'\)/g)) {
    const module = later.get(m[2]!);
    if (module) modules.set(m[1]!, path.resolve(screensDir, module));
  }
  const routes = new Map<string, string>();
  for (const m of source.matchAll(/^\s*'?([\w-]+)'?: v\((\w+),/gm)) {
    const module = modules.get(m[2]!);
    if (!module) throw new Error(`screens.ts: route ${m[1]} uses ${m[2]}, which is not a lazyScreen constant`);
    routes.set(m[1]!, module);
  }
  if (routes.size === 0) throw new Error('screens.ts: no route views found');
  return routes;
}

function screenChunk(bundle: BundleLike, module: string): BundleChunk {
  for (const c of Object.values(bundle)) {
    if (c.type !== 'chunk' || !c.facadeModuleId) continue;
    const id = c.facadeModuleId.replace(/\?.*$/, '');
    if (id === `${module}.tsx` || id === `${module}.ts`) return c;
  }
  throw new Error(`no chunk for the screen ${module}`);
}

/**
 * Writes the build check's files (spec §7): `builds/latest.json` (which build is served), the build's
 * metadata and one payload file per route listing the files its screen needs beyond the entry's.
 * @returns the build id.
 */
export async function writeBuildFiles(
  outDir: string,
  bundle: BundleLike,
  screensSource: string,
  screensDir: string,
): Promise<BuildMeta> {
  const id = buildIdOf(await readFile(path.join(outDir, 'index.html'), 'utf8'));
  const builtAt = Date.now();
  const inEntry = new Set(startFiles(bundle));
  const routes: Record<string, string> = {};
  await mkdir(path.join(outDir, BUILDS_DIR, 'meta'), { recursive: true });
  await mkdir(path.join(outDir, BUILDS_DIR, id), { recursive: true });
  for (const [route, module] of routeScreens(screensSource, screensDir)) {
    const files = chunkClosure(bundle, screenChunk(bundle, module).fileName, inEntry).map((f) => `/${f}`);
    const payload: RoutePayload = { id, route, files };
    routes[route] = `/${routePayloadPath(id, route)}`;
    await writeFile(path.join(outDir, routePayloadPath(id, route)), JSON.stringify(payload));
  }
  const meta: BuildMeta = { id, builtAt, routes };
  const latest: BuildLatest = { id, builtAt };
  await writeFile(path.join(outDir, buildMetaPath(id)), JSON.stringify(meta));
  await writeFile(path.join(outDir, latestBuildPath()), JSON.stringify(latest));
  return meta;
}
