import type { ColumnType } from 'kysely';

// Tables added by the uploads migration (2026-11-22-004); merged into Database in schema.ts.

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
  /** Server-chosen byte range [start, end) the client must digest to prove possession for an instant upload. */
  proof_start: BigIntColumn;
  proof_end: BigIntColumn;
  status: UploadStatus;
  /** The video this upload produced (or was linked to by an instant upload). */
  video_id: string | null;
  /** Last failure reason (assembly hash mismatch, …). */
  error: string | null;
  created_at: number;
  updated_at: number;
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

export interface UploadTables {
  uploads: UploadTable;
  upload_slices: UploadSliceTable;
  videos: VideoTable;
}
