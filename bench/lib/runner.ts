// The runner's choices, apart from the files and the console so a test can drive them: which benchmarks run,
// whether in the quick mode, and which of them failed. A benchmark fails by throwing or by handing back a
// result the JSON cannot carry; its figures never fail it.
import { complete } from './result';
import type { BenchContext, BenchModule, BenchResult } from './result';

export interface RunnerArgs {
  wanted: string[];
  quick: boolean;
}

/** `--quick` or BENCH_QUICK=1 (any value but '' and '0'); every other argument not starting with '-' is an id. */
export function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv): RunnerArgs {
  const flag = env.BENCH_QUICK;
  return {
    wanted: argv.filter((a) => !a.startsWith('-')),
    quick: argv.includes('--quick') || (flag !== undefined && flag !== '' && flag !== '0'),
  };
}

/** What is wrong with a result for DESIGN §6's shape; empty when nothing is. */
export function shapeProblems(r: BenchResult): string[] {
  const problems: string[] = [];
  const num = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
  for (const key of ['id', 'metric'] as const) {
    if (typeof r[key] !== 'string' || r[key] === '') problems.push(`${key} is empty`);
  }
  // A ratio such as layout shift has no unit.
  if (typeof r.unit !== 'string') problems.push('unit is not a string');
  if (r.better !== 'higher' && r.better !== 'lower') problems.push('better is neither higher nor lower');
  if (!num(r.ours)) problems.push(`ours is ${String(r.ours)}`);
  if (!Array.isArray(r.runs) || r.runs.length === 0 || !r.runs.every(num)) problems.push('runs are not numbers');
  for (const key of ['baselines', 'limits'] as const) {
    const named = r[key];
    if (!Array.isArray(named) || !named.every((n) => typeof n.name === 'string' && num(n.value))) {
      problems.push(`${key} are not named numbers`);
    }
  }
  return problems;
}

export interface RunnerHooks {
  load: (id: string) => Promise<BenchModule>;
  write: (result: BenchResult) => Promise<void>;
  log: (line: string) => void;
  error: (line: string, err?: unknown) => void;
}

export interface RunnerOutcome {
  results: BenchResult[];
  failed: string[];
}

/** Runs the benchmarks one after another; one that fails is named and the rest still run. */
export async function runBenches(
  ids: readonly string[],
  ctx: Omit<BenchContext, 'log'>,
  hooks: RunnerHooks,
): Promise<RunnerOutcome> {
  const results: BenchResult[] = [];
  const failed: string[] = [];
  for (const id of ids) {
    const t0 = performance.now();
    const at = () => `${((performance.now() - t0) / 1000).toFixed(1)} s`;
    hooks.log(`# ${id}`);
    try {
      const mod = await hooks.load(id);
      const outcomes = await mod.default({ ...ctx, log: (line) => hooks.log(`  [${at()}] ${line}`) });
      if (outcomes.length === 0) throw new Error('no results');
      const made = outcomes.map(complete);
      // A quick run proves the shape; a full run on another machine may miss a figure and still say the rest.
      const wrong = ctx.quick ? made.flatMap((r) => shapeProblems(r).map((p) => `${r.id}: ${p}`)) : [];
      if (wrong.length > 0) throw new Error(`results out of shape: ${wrong.join('; ')}`);
      for (const result of made) await hooks.write(result);
      results.push(...made);
    } catch (err) {
      failed.push(id);
      hooks.error(`  ${id} failed:`, err);
    }
    hooks.log(`  ${id} took ${at()}`);
  }
  return { results, failed };
}

/** The run's last line and exit code: a failed benchmark is named and makes the run fail. */
export function verdict(failed: readonly string[], quick: boolean, seconds: number): { code: number; line: string } {
  const took = `${seconds.toFixed(0)} s`;
  if (failed.length > 0) return { code: 1, line: `benchmark(s) failed: ${failed.join(', ')} (${took})` };
  return { code: 0, line: `benchmarks ${quick ? '(quick) ' : ''}done in ${took}` };
}
