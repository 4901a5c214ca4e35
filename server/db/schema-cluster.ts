// The tables of the cluster migration (2026-11-28-200): what the processes of one deployment agree on.

/** The next time a periodic job is due; one row per job name. */
export interface PeriodicRunTable {
  name: string;
  /** Unix seconds. */
  due_at: number;
  /** Host and process id of the process that claimed the last period (for the operator reading the table). */
  ran_by: string;
}

/** HMAC fingerprints (never the keys) of the secrets every process must share. */
export interface ClusterKeyTable {
  /** The environment variable's name, e.g. API_KEY, so a refusal can name it. */
  name: string;
  fingerprint: string;
  created_at: number;
}

export interface ClusterTables {
  periodic_runs: PeriodicRunTable;
  cluster_keys: ClusterKeyTable;
}
