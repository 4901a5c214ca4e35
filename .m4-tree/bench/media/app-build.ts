import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';

export interface AppBuild {
  dir: string;
  clientDir: string;
  serverMain: string;
  remove(): Promise<void>;
}

/**
 * A private build of the app (client, this bench's page, server) inside the repo — so the server's bare
 * imports resolve from node_modules — never touching dist/, which other work may be using.
 */
export async function buildApp(root: string): Promise<AppBuild> {
  const dir = path.join(root, '.bench-media');
  const clientDir = path.join(dir, 'client');
  const serverMain = path.join(dir, 'server/main.js');
  await rm(dir, { recursive: true, force: true });
  // The project's vite config with the output moved; the manifest shows what the entry imports statically.
  await viteBuild({ root, logLevel: 'warn', build: { outDir: clientDir, emptyOutDir: true, manifest: true } });
  // The bench page rides on the same server (same origin as /media and /__runtime-config).
  await viteBuild({
    root: path.join(root, 'bench/media/page'),
    configFile: false,
    base: '/bench-media/',
    logLevel: 'warn',
    build: { outDir: path.join(clientDir, 'bench-media'), emptyOutDir: true, target: 'es2022' },
    worker: { format: 'es' },
  });
  await esbuild({
    entryPoints: [path.join(root, 'server/main.ts')],
    bundle: true,
    platform: 'node',
    packages: 'external',
    format: 'esm',
    target: 'node20',
    outfile: serverMain,
    logLevel: 'warning',
  });
  return { dir, clientDir, serverMain, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Every JS file of the client build except the bench page's, relative to the client folder. */
export async function clientScripts(clientDir: string): Promise<string[]> {
  const files = await readdir(path.join(clientDir, 'assets'));
  return files.filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
}
