#!/usr/bin/env node
// `npm test` after the build: the browser files and everything else as two vitest runs side by side.
//
// Why two processes: vitest puts a project with fileParallelism off into its own group, run after every
// other group, so one run spends the unit and server time and then the e2e time back to back. The e2e files
// mostly wait on Chromium and their own server, the server files on the database, so on a small machine
// the two lines overlap well. Each run keeps its own settings (e2e one file at a time). Extra arguments go to
// both runs; a filter that matches nothing in one of them is not a failure.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';

const VITEST = 'node_modules/vitest/vitest.mjs';
const extra = process.argv.slice(2);
// The non-browser line gets the cores the e2e line leaves; at least 2, because most of its wait is I/O.
const workers = String(Math.max(2, availableParallelism() - 1));

const LINES = [
  { label: 'e2e', args: ['run', '--project', 'e2e', '--passWithNoTests', ...extra] },
  {
    label: 'rest',
    args: [
      'run',
      ...['unit', 'workers', 'server'].flatMap((p) => ['--project', p]),
      '--maxWorkers',
      workers,
      '--passWithNoTests',
      ...extra,
    ],
  },
];

function run({ label, args }) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [VITEST, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      // The children write to pipes: keep colours only when our own output is a terminal (any FORCE_COLOR,
      // even 0, turns them on).
      env: process.stdout.isTTY && !('FORCE_COLOR' in process.env) ? { ...process.env, FORCE_COLOR: '1' } : process.env,
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream }).on('line', (line) => out.write(`[${label}] ${line}\n`));
    }
    child.on('close', (code, signal) => resolve({ label, code: code ?? (signal ? 1 : 0) }));
    for (const sig of ['SIGINT', 'SIGTERM']) process.once(sig, () => child.kill(sig));
  });
}

const started = Date.now();
const results = await Promise.all(LINES.map(run));
const seconds = Math.round((Date.now() - started) / 1000);
for (const r of results) console.log(`${r.label}: ${r.code === 0 ? 'passed' : `failed (exit ${r.code})`}`);
console.log(`tests took ${seconds}s`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
