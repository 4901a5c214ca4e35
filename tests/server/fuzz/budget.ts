import type { Dialect } from '../helper';

/** Fixed unless FUZZ_SEED says otherwise, so a run is reproducible; fast-check prints it with any failure. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_126);

/**
 * Runs of a property: the full count on SQLite; a quarter on PostgreSQL, where every call is a round trip
 * to the server (the same generators, so the same kinds of input, only fewer). FUZZ_SCALE multiplies both.
 */
export function runs(dialect: Dialect, sqliteRuns: number): number {
  const scale = Number(process.env.FUZZ_SCALE ?? 1);
  return Math.max(1, Math.round(sqliteRuns * scale * (dialect === 'postgres' ? 0.25 : 1)));
}
