import { access, rm } from 'node:fs/promises';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';

// The builds the first-load bench serves: its own private one, or dist/ when `npm run build` just made it.

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** A private build (client, server) inside the repo, so the server's bare imports resolve; dist/ is left alone. */
export async function buildApp(root: string) {
  const dir = path.join(root, '.bench-first-load');
  const clientDir = path.join(dir, 'client');
  const serverMain = path.join(dir, 'server/main.js');
  await rm(dir, { recursive: true, force: true });
  await viteBuild({ root, logLevel: 'warn', build: { outDir: clientDir, emptyOutDir: true } });
  // The server's render of the first screen, where the checkout has one (server/http/app-render.ts finds it
  // beside the client).
  const render = path.join(root, 'src/server-render.tsx');
  if (await exists(render)) {
    await viteBuild({
      root,
      logLevel: 'warn',
      build: { ssr: render, outDir: path.join(dir, 'render'), emptyOutDir: true },
    });
  }
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
  return { clientDir, serverMain, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** dist/ as `npm run build` left it, when it holds both halves; never removed. */
export async function distBuild(root: string) {
  const clientDir = path.join(root, 'dist/client');
  const serverMain = path.join(root, 'dist/server/main.js');
  const ok = await Promise.all([access(path.join(clientDir, 'index.html')), access(serverMain)]).then(
    () => true,
    () => false,
  );
  return ok ? { clientDir, serverMain, remove: () => Promise.resolve() } : null;
}
