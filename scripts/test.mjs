#!/usr/bin/env node
// `npm test` after the build: the unit, worker and server files on cores + 1 workers, then the browser files
// alone. The benchmarks are not part of it (`npm run bench -- --quick` proves they still run): they took a
// quarter of the CI run and their figures fail nothing.
//
// Why not one `vitest run`: on a 2-core machine vitest's default is one worker (cores − 1), so every file ran
// one at a time. The server files mostly wait on the database, so more workers than cores shorten that line.
// The e2e files keep the machine to themselves and run one at a time: beside the other line, a starved
// renderer lost taps and timed out now and then. Both lines always run; the run fails when either does. Extra
// arguments go to the vitest lines; a filter that matches nothing in one of them is not a failure.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';

const VITEST = 'node_modules/vitest/vitest.mjs';
const extra = process.argv.slice(2);
// One worker more than cores: most of the server files' time is waiting on the database (2 cores with
// PostgreSQL: 2 workers 251 s, 3 workers 206 s, 4 no faster).
const workers = String(availableParallelism() + 1);

// Vitest's failure block opens with "Failed Tests N" (or "Failed Suites N", "Unhandled Errors") between rules.
const VITEST_RECAP = { start: /⎯{2,}\s*(Failed Tests|Failed Suites|Unhandled Errors?)\b/, stop: /^\s*Test Files\s/ };

const LINES = [
  {
    label: 'rest',
    recap: VITEST_RECAP,
    args: [
      VITEST,
      'run',
      ...['unit', 'workers', 'server'].flatMap((p) => ['--project', p]),
      '--maxWorkers',
      workers,
      '--passWithNoTests',
      ...extra,
    ],
  },
  { label: 'e2e', recap: VITEST_RECAP, args: [VITEST, 'run', '--project', 'e2e', '--passWithNoTests', ...extra] },
];

// CI keeps only the tail of the output, and the first line's failures scroll out of it behind the second line's
// passing files: each failed line's own report of its failures is printed again at the very end.
const RECAP_LINES = 200;
// A line that failed without its failure report (a crashed worker, a hook's error) shows its last lines.
const TAIL_LINES = 60;
// eslint-disable-next-line no-control-regex -- the escape character is what colour codes start with
const ANSI = /\x1b\[[0-9;]*m/g;

function run({ label, recap: marks, args }) {
  const recap = [];
  const tail = [];
  let recording = false;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      // The children write to pipes: keep colours only when our own output is a terminal (any FORCE_COLOR,
      // even 0, turns them on).
      env: process.stdout.isTTY && !('FORCE_COLOR' in process.env) ? { ...process.env, FORCE_COLOR: '1' } : process.env,
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream }).on('line', (line) => {
        out.write(`[${label}] ${line}\n`);
        const plain = line.replace(ANSI, '');
        if (marks.start.test(plain)) recording = true;
        else if (marks.stop.test(plain)) recording = false;
        if (recording && recap.length < RECAP_LINES) recap.push(plain);
        tail.push(plain);
        if (tail.length > TAIL_LINES) tail.shift();
      });
    }
    child.on('close', (code, signal) =>
      resolve({ label, code: code ?? (signal ? 1 : 0), recap: recap.length > 0 ? recap : tail }),
    );
    for (const sig of ['SIGINT', 'SIGTERM']) process.once(sig, () => child.kill(sig));
  });
}

const started = Date.now();
const results = [];
for (const line of LINES) results.push(await run(line));
const seconds = Math.round((Date.now() - started) / 1000);
for (const r of results.filter((r) => r.code !== 0 && r.recap.length > 0)) {
  console.log(`\n== ${r.label}: what failed (again, from above)`);
  for (const line of r.recap) console.log(`[${r.label}] ${line}`);
}
for (const r of results) console.log(`${r.label}: ${r.code === 0 ? 'passed' : `failed (exit ${r.code})`}`);
console.log(`tests took ${seconds}s`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
