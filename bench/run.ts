// `npm run bench` runs every benchmark folder; `npm run bench -- <id> [...]` runs the named ones; `--quick` (or
// BENCH_QUICK=1) runs each once at its smallest sizes, as `npm test` does to prove they still work.
// A benchmark is a folder bench/<id>/ with a bench.ts whose default export returns its results (DESIGN §6).
import { readdir, access } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { formatTable, writeResult } from './lib/result';
import type { BenchModule } from './lib/result';
import { parseArgs, runBenches, verdict } from './lib/runner';

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

// A stray rejection inside a benchmark would end the process with no name on it.
let current = '';
process.on('unhandledRejection', (err) => {
  console.error(`\nbenchmark(s) failed: ${current} (an unhandled rejection ended the run)`, err);
  process.exit(1);
});

async function main(): Promise<number> {
  const all = await discover();
  const { wanted, quick } = parseArgs(process.argv.slice(2), process.env);
  const unknown = wanted.filter((id) => !all.includes(id));
  if (unknown.length > 0) {
    console.error(`unknown benchmark(s): ${unknown.join(', ')}; known: ${all.join(', ')}`);
    return 2;
  }
  const started = performance.now();
  const { results, failed } = await runBenches(
    wanted.length > 0 ? wanted : all,
    { root, quick },
    {
      load: async (id) => {
        current = id;
        return (await import(pathToFileURL(path.join(benchDir, id, 'bench.ts')).href)) as BenchModule;
      },
      write: async (result) => {
        const file = await writeResult(resultsDir, result, quick);
        console.log(`  wrote ${path.relative(root, file)}`);
      },
      log: (line) => console.log(line),
      error: (line, err) => console.error(line, err),
    },
  );
  if (results.length > 0) console.log(`\n${formatTable(results)}`);
  const { code, line } = verdict(failed, quick, (performance.now() - started) / 1000);
  (code === 0 ? console.log : console.error)(`\n${line}`);
  return code;
}

process.exitCode = await main();
