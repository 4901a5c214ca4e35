import type { Access } from './access';
import { BIG_VIDEO_SLICE_BYTES } from './constants';

// Video upload. Envelope calls: createUpload, checkSlice, storeFileInfo, getUploadUrl, uploadLog.
// Binary transfers are plain HTTP (slices are 2 MB, pieces 104 MB: too big for the envelope):
//   POST /api/article/uploadSliceFile (multipart, signed with sliceSignInput), PUT <uploadUrl> (pieces),
//   POST /uploadMp4.php (small files). docs/protocol.md describes each.

/** Path of the multipart slice upload (not under /api.php: it carries binary). */
export const SLICE_UPLOAD_PATH = '/api/article/uploadSliceFile';
export const MP4_UPLOAD_PATH = '/uploadMp4.php';
/** Prefix of the signed piece-upload URL (`<prefix>/<uploadId>?expires=…&sig=…`) that getUploadUrl hands out. */
export const PIECE_UPLOAD_PATH = '/api/article/uploadPiece';
/** Smallest slice size the server accepts (tests use small slices; the client sends BIG_VIDEO_SLICE_BYTES). */
export const MIN_SLICE_BYTES = 64 * 1024;
export const MAX_VIDEO_BYTES = 8 * 1024 * 1024 * 1024;
/** Largest file /uploadMp4.php takes; bigger files go in slices. */
export const MAX_SIMPLE_MP4_BYTES = 64 * 1024 * 1024;
/** At the client's 2 MiB slices the largest video fits; smaller slices are for smaller files (status lists stay short). */
export const MAX_SLICES = MAX_VIDEO_BYTES / BIG_VIDEO_SLICE_BYTES;
/** A pieces upload never has more pieces than this: the piece size grows with the file (see minPieceBytes). */
export const MAX_PIECES = 1024;
/** An upload with no activity for this long is abandoned: its slices and rows are swept. */
export const UPLOAD_EXPIRY_S = 24 * 60 * 60;
/** Lifetime of a signed piece-upload URL; a URL claiming a later expiry is refused. */
export const PIECE_URL_TTL_S = 24 * 60 * 60;
export const VIDEO_FORMATS = ['mp4', 'mov', 'm4v', 'webm', 'mkv', 'avi', '3gp'] as const;
export type VideoFormat = (typeof VIDEO_FORMATS)[number];

/** Spec §4 big-video slice check: 0 = some slices needed, 1 = file exists (instant upload), 2 = send all. */
export const SLICE_STATUS = { SOME_NEEDED: 0, EXISTS: 1, SEND_ALL: 2 } as const;
export type SliceStatus = (typeof SLICE_STATUS)[keyof typeof SLICE_STATUS];

/** A byte range [start, end) of the file. */
export interface ByteSpan {
  start: number;
  end: number;
}

/**
 * A proof-of-possession challenge of checkSlice: the `proof` is the MD5 of the bytes of these ranges, read
 * in this order and concatenated. Fresh ranges per challenge; one answer per challenge.
 */
export interface ProofChallenge {
  ranges: ByteSpan[];
}

export interface UploadedVideo {
  /** What the release payload's `videoId` carries. */
  videoId: string;
  /** Relative to img_base (e.g. `video/<id>/source.mp4`). */
  url: string;
}

/** slices: 2 MB multipart POSTs (overlapped with the hash, instant upload); pieces: 104 MB PUTs to a signed URL. */
export type UploadMode = 'slices' | 'pieces';

export interface CreateUploadReply {
  uploadId: string;
  /**
   * Set when the sampled fingerprint matches a stored video or the caller's own open upload of that size:
   * hash the whole file before sending, then checkSlice with file_hash (instant upload or only the missing).
   */
  probable?: boolean;
  /** The server picks the transport (the client only says which it supports); absent = 'slices'. */
  mode?: UploadMode;
  /** Slice size, or the piece size when mode is 'pieces'. */
  sliceSize: number;
  slices: number;
  /** Set when mode is 'pieces'. */
  piece?: UploadUrlReply;
}

export interface CheckSliceReply {
  status: SliceStatus;
  /** Indexes still needed (every index for status 2, none for status 1). */
  missing: number[];
  /** Set when status is 1: the upload is finished without sending anything more. */
  video: UploadedVideo | null;
  /** Present in answer to a file_hash without proof when an instant upload may be tried: answer it with `proof`. */
  challenge?: ProofChallenge;
}

export interface StoreFileInfoReply {
  /** incomplete: `missing` lists what to send; assembling: ask again shortly; done: `video` is set. */
  state: 'incomplete' | 'assembling' | 'done';
  missing: number[];
  video: UploadedVideo | null;
}

/**
 * Presigned PUT targets straight into the object store, by piece index (decimal string), for the pieces
 * still missing. Present only when media lives in a bucket: a PUT there carries no `offset` and answers
 * 200 with no JSON; the server learns what arrived on the next pieceStatus. Absent: use uploadUrl.
 */
export type PartUrls = Record<string, string>;

export interface UploadUrlReply {
  /** Signed, expiring PUT target; each PUT carries `?offset=` (must equal the bytes received so far). */
  uploadUrl: string;
  /** When set, each missing piece goes to its own URL here instead of uploadUrl (see PartUrls). */
  parts?: PartUrls;
  /** Where the finished video is served, relative to img_base. */
  publicUrl: string;
  /** The video id (release payload `videoId`) once the last piece is in. */
  UploadName: string;
}

export interface PieceStatusReply {
  state: 'open' | 'assembling' | 'done';
  /** Bytes the server holds contiguously from the start of the file (the next offset of a sequential client). */
  offset: number;
  /** Piece indexes still needed (any order; each PUT's offset = index · pieceSize). */
  missing: number[];
  pieceSize: number;
  /** A freshly signed PUT target (the one from createUpload may have expired across a reload). */
  uploadUrl: string;
  /** Freshly presigned direct PUT targets of the missing pieces, when media lives in a bucket. */
  parts?: PartUrls;
  video: UploadedVideo | null;
}

export interface UploadEndpoints {
  /** Opens a provisional upload before the whole-file hash is known, so slices can go while hashing. */
  '/api/article/createUpload': {
    /** `modes`: transports the client supports (default ['slices']); `pieceSize` is for tests (≥ minPieceBytes, ≤ 104 MB). */
    payload: {
      name: string;
      size: number;
      format: string;
      sliceSize?: number;
      modes?: UploadMode[];
      pieceSize?: number;
      /** sampleDigest of the file: lets the server answer `probable` before any byte is sent. */
      sample?: string;
    };
    reply: CreateUploadReply;
  };
  /**
   * Slice status; with file_hash records the hash and may answer a challenge; with file_hash + proof (the
   * challenge's answer) may finish as an instant upload.
   */
  '/api/article/checkSlice': {
    payload: { uploadId: string; file_hash?: string; proof?: string };
    reply: CheckSliceReply;
  };
  /** Confirms the file info once every slice is sent; assembles and verifies the whole-file MD5. */
  '/api/article/storeFileInfo': {
    payload: { uploadId: string; original: string; size: number; slices: number };
    reply: StoreFileInfoReply;
  };
  '/api/article/getUploadUrl': {
    payload: { name: string; size: number; format?: string; pieceSize?: number };
    reply: UploadUrlReply;
  };
  /** Pieces upload status (resume) and, with file_hash, the whole-file MD5 the assembly must match. */
  '/api/article/pieceStatus': { payload: { uploadId: string; file_hash?: string }; reply: PieceStatusReply };
  /** Spec §7: a failed upload reports msg; logged server-side only. */
  '/api/article/uploadLog': { payload: { uploadId?: string; msg: string }; reply: null };
}

export const UPLOAD_ACCESS = {
  '/api/article/createUpload': 'user',
  '/api/article/checkSlice': 'user',
  '/api/article/storeFileInfo': 'user',
  '/api/article/getUploadUrl': 'user',
  '/api/article/pieceStatus': 'user',
  '/api/article/uploadLog': 'user',
} as const satisfies Record<keyof UploadEndpoints, Access>;

/** Multipart text fields of a slice upload, in the order the client sends them (before `chunk`). */
export interface SliceFields {
  uploadId: string;
  index: string;
  /** MD5 (hex) of this slice's bytes. */
  hash: string;
  format: string;
  /** Whole-file MD5 when already known, else ''. */
  file_hash: string;
  token: string;
  /** Unix seconds. */
  timestamp: string;
}

/** What the slice `sign` (hex HMAC-SHA256 under the sign key) covers: every field, one per line. */
export function sliceSignInput(f: SliceFields): string {
  return ['slice', f.uploadId, f.index, f.hash, f.format, f.file_hash, f.token, f.timestamp].join('\n');
}

/** Stored file extension for a client-declared format or file name; unknown ones become mp4. */
export function videoFormat(formatOrName: string): VideoFormat {
  const ext = formatOrName.toLowerCase().split('.').pop() ?? '';
  return (VIDEO_FORMATS as readonly string[]).includes(ext) ? (ext as VideoFormat) : 'mp4';
}

/** Slice byte spans for a file of `size` bytes (at least one slice, so a 0-byte file still has one). */
export function sliceSpan(index: number, size: number, sliceSize: number): ByteSpan {
  const start = index * sliceSize;
  return { start, end: Math.min(size, start + sliceSize) };
}

export function sliceCount(size: number, sliceSize: number): number {
  return Math.max(1, Math.ceil(size / sliceSize));
}

/** Bytes of each sampled range of the quick fingerprint (first, middle and last of the file). */
export const SAMPLE_RANGE_BYTES = 64 * 1024;

/**
 * The ranges the quick fingerprint (`sample`, hex MD5 of their bytes in order) covers: the whole file when
 * it is at most three ranges long, else its first, middle and last SAMPLE_RANGE_BYTES.
 */
export function sampleRanges(size: number): ByteSpan[] {
  if (size <= 3 * SAMPLE_RANGE_BYTES) return [{ start: 0, end: size }];
  const mid = Math.floor((size - SAMPLE_RANGE_BYTES) / 2);
  return [
    { start: 0, end: SAMPLE_RANGE_BYTES },
    { start: mid, end: mid + SAMPLE_RANGE_BYTES },
    { start: size - SAMPLE_RANGE_BYTES, end: size },
  ];
}

/** Smallest piece size for a file of `size` bytes: 64 KiB, or more so the file has at most MAX_PIECES pieces. */
export function minPieceBytes(size: number): number {
  return Math.max(MIN_SLICE_BYTES, Math.ceil(size / MAX_PIECES / MIN_SLICE_BYTES) * MIN_SLICE_BYTES);
}
