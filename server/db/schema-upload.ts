import type { ColumnType, Generated } from 'kysely';

// Tables added by the uploads migrations (2026-11-22-004, 2026-11-23-002); merged into Database in schema.ts.

/** bigint column: PostgreSQL's driver reads int8 as a string, SQLite as a number, so readers wrap in Number(). */
export type BigIntColumn = ColumnType<number | string, number, number>;

export type UploadStatus = 'open' | 'assembling' | 'done' | 'failed';
/** slices: 2 MB multipart slices in any order; pieces: 104 MB PUTs appended in order to one file. */
export type UploadMode = 'slices' | 'pieces';

export interface UploadTable {
  /** Random id (base64url) handed to the client; also the temp folder name under DATA_DIR/uploads. */
  id: string;
  user_id: number;
  mode: UploadMode;
  /** Original file name as the client sent it (display only, never used as a path). */
  name: string;
  size: BigIntColumn;
  /** Lowercase extension without dot (mp4, mov, …). */
  format: string;
  slice_size: number;
  /** Number of slices: ceil(size / slice_size), at least 1. */
  slices: number;
  /** Whole-file MD5 once the client knows it (it may start sending before). */
  file_hash: string | null;
  /** The client's sampled fingerprint (protocol sampleRanges), null when not sent (migration 2026-11-28-110). */
  sample: ColumnType<string | null, string | null | undefined, string | null>;
  /** Unused since proofs became challenges (written as 0; the columns predate them). */
  proof_start: BigIntColumn;
  proof_end: BigIntColumn;
  /** The outstanding proof-of-possession challenge (JSON ByteSpan[]), null when none; an answer burns it. */
  challenge: string | null;
  /** Challenges issued for this upload (capped: a few tries, then the bytes must be sent). */
  challenges: Generated<number>;
  status: UploadStatus;
  /** The video this upload produced (or was linked to by an instant upload). */
  video_id: string | null;
  /** Last failure reason (assembly hash mismatch, …). */
  error: string | null;
  created_at: number;
  updated_at: number;
  /** The store's multipart upload of a pieces upload sent straight to the bucket, else null (2026-11-28-235). */
  multipart_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UploadSliceTable {
  upload_id: string;
  index: number;
  md5: string;
  size: number;
  created_at: number;
}

export interface VideoTable {
  id: string;
  user_id: number;
  md5: string;
  size: BigIntColumn;
  /** Storage path, e.g. video/<uuid>/source.mp4; served at /media/<path>. */
  path: string;
  created_at: number;
}

/** What an upload limit counts: one row per attempt (`kind`: image, log, challenge; `subject`: u:<id> or ip:<addr>). */
export interface UploadAttemptTable {
  id: Generated<number>;
  kind: string;
  subject: string;
  at: number;
}

export interface UploadTables {
  uploads: UploadTable;
  upload_slices: UploadSliceTable;
  videos: VideoTable;
  upload_attempts: UploadAttemptTable;
}
