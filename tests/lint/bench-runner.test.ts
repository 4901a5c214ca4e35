import { describe, expect, it } from 'vitest';
import type { BenchContext, BenchModule, BenchOutcome, BenchResult } from '../../bench/lib/result';
import { parseArgs, runBenches, verdict } from '../../bench/lib/runner';

// `npm test` runs every benchmark in the quick mode to catch one that no longer runs: the runner must name a
// benchmark that throws and fail the run, while the others still run and their figures fail nothing.

const outcome = (id: string, ours: number): BenchOutcome => ({
  id,
  metric: 'probe',
  unit: 'ms',
  better: 'lower',
  ours,
  runs: [ours],
  baselines: [{ name: 'base', value: 2 }],
  limits: [],
});

function harness(benches: Record<string, (ctx: BenchContext) => Promise<BenchOutcome[]>>) {
  const written: BenchResult[] = [];
  const errors: string[] = [];
  const hooks = {
    load: (id: string) => Promise.resolve({ default: benches[id]! } as BenchModule),
    write: (r: BenchResult) => {
      written.push(r);
      return Promise.resolve();
    },
    log: () => {},
    error: (line: string) => void errors.push(line),
  };
  return { written, errors, hooks };
}

describe('bench runner', () => {
  it('reads the quick mode from --quick or BENCH_QUICK, and ids from the other arguments', () => {
    expect(parseArgs(['--quick', 'chat'], {})).toEqual({ wanted: ['chat'], quick: true });
    expect(parseArgs([], { BENCH_QUICK: '1' })).toEqual({ wanted: [], quick: true });
    expect(parseArgs(['ledger'], { BENCH_QUICK: '0' })).toEqual({ wanted: ['ledger'], quick: false });
    expect(parseArgs([], { BENCH_QUICK: '' }).quick).toBe(false);
  });

  it('names a benchmark that throws, fails the run, and still runs the rest', async () => {
    const seen: boolean[] = [];
    const h = harness({
      broken: () => Promise.reject(new Error('send refused')),
      fine: (ctx) => {
        seen.push(ctx.quick);
        // A figure far off its baseline fails nothing, nor a unitless one.
        return Promise.resolve([outcome('fine-ms', 1e6), { ...outcome('fine-cls', 0), unit: '' }]);
      },
    });
    const { failed, results } = await runBenches(['broken', 'fine'], { root: '/', quick: true }, h.hooks);
    expect(failed).toEqual(['broken']);
    expect(seen).toEqual([true]);
    expect(results.map((r) => r.id)).toEqual(['fine-ms', 'fine-cls']);
    expect(h.written[0]?.ratios).toEqual({ 'vs base': 500000 });
    expect(h.errors.join('\n')).toContain('broken failed');
    const v = verdict(failed, true, 12);
    expect(v.code).toBe(1);
    expect(v.line).toContain('broken');
    expect(verdict([], true, 12).code).toBe(0);
  });

  it('fails a quick run whose result is out of shape, but not a full one', async () => {
    const h = harness({ blank: () => Promise.resolve([outcome('blank-ms', NaN)]) });
    expect((await runBenches(['blank'], { root: '/', quick: true }, h.hooks)).failed).toEqual(['blank']);
    expect(h.written).toEqual([]);
    expect((await runBenches(['blank'], { root: '/', quick: false }, h.hooks)).failed).toEqual([]);
  });

  it('fails a benchmark that hands back no results', async () => {
    const h = harness({ empty: () => Promise.resolve([]) });
    expect((await runBenches(['empty'], { root: '/', quick: false }, h.hooks)).failed).toEqual(['empty']);
  });
});
