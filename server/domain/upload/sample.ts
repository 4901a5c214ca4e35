import { sameHex } from '../../../protocol/base64';
import { sampleRanges } from '../../../protocol/upload';
import { MIN_INSTANT_BYTES, storedRangesMd5 } from './proof';
import type { UploadDeps, Uploader } from './store';

// The quick fingerprint (protocol sampleRanges: size plus first, middle and last 64 KiB), checked when an
// upload opens, so a client whose file the server probably has hashes it whole before sending a byte. Only
// a hint: "exists" still needs the full hash and, for someone else's copy, the proof of possession.

/** Stored videos of the same size whose sampled ranges are read (bounds the reads one createUpload costs). */
export const SAMPLE_CANDIDATES = 4;

/**
 * True when the caller holds an open sliced upload of a file with this size and sample (its hash known, so
 * checkSlice can continue it), or a stored video of this size has these sampled bytes. Someone else's video
 * counts only at a size an instant upload may take (MIN_INSTANT_BYTES).
 */
export async function probableDuplicate(
  deps: UploadDeps,
  p: { size: number; sample: string; uploadId: string },
  ctx: Uploader,
): Promise<boolean> {
  const own = await deps.db
    .selectFrom('uploads')
    .select('id')
    .where('user_id', '=', ctx.userId)
    .where('sample', '=', p.sample)
    .where('size', '=', p.size)
    .where('id', '!=', p.uploadId)
    .where('mode', '=', 'slices')
    .where('status', '=', 'open')
    .where('file_hash', 'is not', null)
    .executeTakeFirst();
  if (own) return true;
  let candidates = deps.db.selectFrom('videos').select('path').distinct().where('size', '=', p.size);
  if (p.size < MIN_INSTANT_BYTES) candidates = candidates.where('user_id', '=', ctx.userId);
  const ranges = sampleRanges(p.size);
  for (const v of await candidates.limit(SAMPLE_CANDIDATES).execute()) {
    const digest = await storedRangesMd5(deps.storage, v.path, ranges);
    if (digest !== null && sameHex(digest, p.sample)) return true;
  }
  return false;
}
