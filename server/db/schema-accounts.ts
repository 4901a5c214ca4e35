// Tables added by the accounts migration (2026-11-23-001); merged into Database in schema.ts.

/**
 * One row per throttle key (`login:pair:…`, `register:ip:…`…), changed only by single UPSERT statements so
 * a burst of parallel requests, in any number of processes, sees every count (domain/common/throttle.ts).
 */
export interface ThrottleCounterTable {
  key: string;
  /** Attempts counted in the window (fixed-window keys) or failures so far (back-off keys). */
  count: number;
  window_start: number;
  /** Back-off keys: no attempt is judged before this time (0 = none pending). */
  blocked_until: number;
  /** 1 when the statement that last wrote the row admitted its attempt, 0 when it refused it. */
  verdict: number;
  updated_at: number;
}

export interface AccountTables {
  throttle_counters: ThrottleCounterTable;
}
