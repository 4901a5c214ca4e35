// `npm run bench` runs every benchmark folder; `npm run bench -- <id> [...]` runs the named ones.
// A benchmark is a folder bench/<id>/ with a bench.ts whose default export returns its results (DESIGN §6).
import { readdir, access } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { complete, formatTable, writeResult } from './lib/result';
import type { BenchModule, BenchResult } from './lib/result';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(benchDir);
const resultsDir = path.join(benchDir, 'results');

async function discover(): Promise<string[]> {
  const ids: string[] = [];
  for (const entry of await readdir(benchDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'lib' || entry.name === 'results') continue;
    const ok = await access(path.join(benchDir, entry.name, 'bench.ts')).then(
      () => true,
      () => false,
    );
    if (ok) ids.push(entry.name);
  }
  return ids.sort();
}

async function main(): Promise<number> {
  const all = await discover();
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const unknown = wanted.filter((id) => !all.includes(id));
  if (unknown.length > 0) {
    console.error(`unknown benchmark(s): ${unknown.join(', ')}; known: ${all.join(', ')}`);
    return 2;
  }
  const ids = wanted.length > 0 ? wanted : all;
  const results: BenchResult[] = [];
  let failed = 0;
  for (const id of ids) {
    const t0 = performance.now();
    console.log(`# ${id}`);
    try {
      const mod = (await import(pathToFileURL(path.join(benchDir, id, 'bench.ts')).href)) as BenchModule;
      const outcomes = await mod.default({ root, log: (line) => console.log(`  ${line}`) });
      for (const outcome of outcomes) {
        const result = complete(outcome);
        const file = await writeResult(resultsDir, result);
        console.log(`  wrote ${path.relative(root, file)}`);
        results.push(result);
      }
    } catch (err) {
      failed++;
      console.error(`  ${id} failed:`, err);
    }
    console.log(`  ${id} took ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  if (results.length > 0) console.log(`\n${formatTable(results)}`);
  return failed > 0 ? 1 : 0;
}

process.exitCode = await main();
