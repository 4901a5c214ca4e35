// Shared by the worker and its bridge (the bridge imports types only).

export type UploadPhase = 'hashing' | 'uploading' | 'paused' | 'finishing' | 'done';

export interface UploadProgress {
  phase: UploadPhase;
  /** Bytes the server holds (slices acknowledged, including those found there on resume). */
  loaded: number;
  total: number;
  /** Recent transfer rate (bytes/s over the last few seconds), 0 until measurable. */
  speedBps: number;
  /** Seconds left at that rate; null while unknown. */
  etaS: number | null;
  /** Bytes hashed so far (equals total once the whole-file MD5 is known). */
  hashed: number;
}

export interface UploadResult {
  videoId: string;
  /** Relative to img_base. */
  url: string;
  fileHash: string;
  /** True when the server already had the file (spec §4 status 1): nothing more was sent. */
  instant: boolean;
  /** Slices this run actually sent (tests check that a resume sends only the missing ones). */
  sentSlices: number[];
}

/** What a File is, minus what structured cloning may drop (older engines clone a File as a bare Blob). */
export interface PickedFile {
  blob: Blob;
  name: string;
  lastModified: number;
}

export interface UploadTuning {
  sliceSize: number;
  concurrency: number;
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Minimum gap between progress events. */
  progressIntervalMs: number;
  /** Wait between storeFileInfo polls while the server assembles. */
  pollMs: number;
  /** Pieces on the wire at once when the server picks the 104 MB piece transport. */
  pieceConcurrency: number;
  /** Tests only: asks the server for smaller pieces than VIDEO_PIECE_BYTES (it clamps to ≥ 64 KiB). */
  pieceSize?: number;
}

export interface ResumableUpload {
  fingerprint: string;
  name: string;
  size: number;
  fileHash: string | null;
}
