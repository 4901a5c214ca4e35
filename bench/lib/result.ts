import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import path from 'node:path';

/** One named comparison value measured in the same run as `ours` (DESIGN §6). */
export interface Named {
  name: string;
  value: number;
}

export interface BenchEnv {
  chromium: string;
  node: string;
  cpus: number;
}

/** The JSON written to bench/results/<id>.json (DESIGN §6). */
export interface BenchResult {
  id: string;
  metric: string;
  unit: string;
  better: 'higher' | 'lower';
  ours: number;
  runs: number[];
  baselines: Named[];
  limits: Named[];
  /** `vs <name>` → ours ÷ value, for baselines and limits alike. */
  ratios: Record<string, number>;
  env: BenchEnv;
  /** Free-form extra figures (e.g. the baseline's runs), never needed to read the headline. */
  details?: Record<string, unknown>;
}

/** What a benchmark folder's `bench.ts` default export returns; the runner fills in ratios and env. */
export type BenchOutcome = Omit<BenchResult, 'ratios' | 'env'> & { chromium?: string };

export interface BenchContext {
  root: string;
  log: (line: string) => void;
  /** One short run at the smallest sizes: proves the benchmark still runs end to end; its figures mean little. */
  quick: boolean;
}

export interface BenchModule {
  default: (ctx: BenchContext) => Promise<BenchOutcome[]>;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Rounds for humans and JSON alike: 3 significant digits below 100, one decimal above. */
export function round(value: number): number {
  if (!Number.isFinite(value)) return value;
  if (Math.abs(value) >= 100) return Math.round(value * 10) / 10;
  return Number(value.toPrecision(3));
}

export function complete(outcome: BenchOutcome): BenchResult {
  const { chromium, ...rest } = outcome;
  const ratios: Record<string, number> = {};
  for (const ref of [...rest.baselines, ...rest.limits]) {
    ratios[`vs ${ref.name}`] = ref.value === 0 ? (rest.ours === 0 ? 1 : Infinity) : round(rest.ours / ref.value);
  }
  return {
    ...rest,
    ratios,
    env: { chromium: chromium ?? 'n/a', node: process.version, cpus: cpus().length },
  };
}

/** Writes bench/results/<id>.json, or <id>.quick.json for a quick run so it never replaces a full run's figures. */
export async function writeResult(resultsDir: string, result: BenchResult, quick = false): Promise<string> {
  await mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${result.id}${quick ? '.quick' : ''}.json`);
  // JSON has no Infinity: a ratio against a zero reads as null.
  await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}

export function formatTable(results: readonly BenchResult[]): string {
  const rows = results.map((r) => [
    r.id,
    `${round(r.ours)} ${r.unit}`,
    r.baselines.map((b) => `${b.name} ${round(b.value)}`).join(', ') || '—',
    Object.entries(r.ratios)
      .map(([k, v]) => `${k} ${Number.isFinite(v) ? round(v) : '∞'}×`)
      .join(', ') || '—',
    `${r.better} is better`,
  ]);
  const head = ['id', 'ours (median)', 'baselines', 'ratios', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
