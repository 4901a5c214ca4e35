#!/usr/bin/env node
// `npm test` after the build: the unit, worker and server files on two workers, then the browser files alone.
//
// Why not one `vitest run`: on a 2-core machine vitest's default is one worker (cores − 1), so every file ran
// one at a time. The server files mostly wait on the database, so two workers nearly halve that line. The e2e
// files keep the machine to themselves and run one at a time: beside the other line, a starved renderer lost
// taps and timed out now and then. Both lines always run; the run fails when either does. Extra arguments go
// to both lines; a filter that matches nothing in one of them is not a failure.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';

const VITEST = 'node_modules/vitest/vitest.mjs';
const extra = process.argv.slice(2);
// At least 2 workers: most of the server files' time is waiting on the database.
const workers = String(Math.max(2, availableParallelism() - 1));

const LINES = [
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
  { label: 'e2e', args: ['run', '--project', 'e2e', '--passWithNoTests', ...extra] },
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
const results = [];
for (const line of LINES) results.push(await run(line));
const seconds = Math.round((Date.now() - started) / 1000);
for (const r of results) console.log(`${r.label}: ${r.code === 0 ? 'passed' : `failed (exit ${r.code})`}`);
console.log(`tests took ${seconds}s`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
