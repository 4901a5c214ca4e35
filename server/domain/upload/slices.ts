import { sliceSignInput, sliceSpan } from '../../../protocol/upload';
import type { SliceFields } from '../../../protocol/upload';
import type { Db } from '../../db/database';
import { drain, writeHashed } from '../../lib/hashed-file';
import { discard, scratchFile } from '../../lib/scratch';
import { isVideoHead } from '../../lib/video-sniff';
import { hmacHex } from '../../lib/signing';
import { Refusal } from '../common';
import { resolveCaller } from '../accounts';
import { checkTimedSign } from './timed-sign';
import { sliceStored } from './prefix';
import { findUpload, sliceDigest, sliceKey, touchUpload } from './store';
import type { UploadDeps, UploadRow } from './store';

// One slice of a sliced upload (multipart POST /api/article/uploadSliceFile): signed fields, then the bytes.

const isMd5Hex = (s: string) => /^[0-9a-f]{32}$/.test(s);

const FIELD_NAMES = ['uploadId', 'index', 'hash', 'format', 'file_hash', 'token', 'timestamp', 'sign'] as const;
type Fields = SliceFields & { sign: string };

/** Field checks that need no database: presence, timestamp window, sign. */
async function checkFields(raw: Record<string, string>, signKey: string, nowS: number): Promise<Fields> {
  for (const name of FIELD_NAMES) {
    if (name === 'file_hash') continue;
    if (typeof raw[name] !== 'string' || raw[name] === '') throw new Refusal('transfer.missing_field', { field: name });
  }
  const f = { ...(raw as unknown as Fields), file_hash: raw.file_hash ?? '' };
  const failure = await checkTimedSign({
    timestamp: f.timestamp,
    sign: f.sign,
    unit: 'seconds',
    nowMs: nowS * 1000,
    expected: () => hmacHex(signKey, sliceSignInput(f)),
  });
  if (failure === 'bad_sign') throw new Refusal('transfer.bad_sign');
  if (failure !== null) throw new Refusal('transfer.stale_timestamp', { unit: 'seconds' });
  if (!isMd5Hex(f.hash)) throw new Refusal('transfer.bad_hash');
  if (f.file_hash !== '' && !isMd5Hex(f.file_hash)) throw new Refusal('transfer.bad_file_hash');
  return f;
}

async function openUploadFor(db: Db, f: Fields, userId: number): Promise<UploadRow> {
  const upload = await findUpload(db, f.uploadId);
  if (!upload) throw new Refusal('transfer.not_found');
  if (upload.user_id !== userId) throw new Refusal('transfer.not_yours');
  if (upload.mode !== 'slices') throw new Refusal('transfer.not_slices');
  if (upload.status !== 'open') throw new Refusal('transfer.not_open', { status: upload.status });
  if (f.file_hash !== '') {
    if (upload.file_hash && upload.file_hash !== f.file_hash) throw new Refusal('transfer.hash_differs');
    if (!upload.file_hash)
      await db
        .updateTable('uploads')
        .set({ file_hash: f.file_hash })
        .where('id', '=', upload.id)
        .where('file_hash', 'is', null)
        .execute();
  }
  return upload;
}

function duplicateOutcome(stored: string, hash: string): { duplicate: true } {
  if (stored !== hash) throw new Refusal('transfer.digest_differs');
  return { duplicate: true };
}

/**
 * Checks one slice and stores it: scratch file → digest and length verified → object stored under a name
 * holding its MD5 → row claimed (the primary key settles concurrent senders). The row comes last, so a
 * listed slice is always in storage; a refusal at any step leaves what was received before untouched.
 */
export async function acceptSlice(
  deps: Pick<UploadDeps, 'db' | 'dataDir' | 'storage' | 'signKey'>,
  raw: Record<string, string>,
  chunk: AsyncIterable<Uint8Array>,
  nowS: number,
): Promise<{ index: number; duplicate: boolean }> {
  const f = await checkFields(raw, deps.signKey, nowS);
  const caller = await resolveCaller(deps.db, f.token, nowS);
  if (!caller) throw new Refusal('transfer.login_required');
  const upload = await openUploadFor(deps.db, f, caller.userId);
  const index = /^\d{1,9}$/.test(f.index) ? Number(f.index) : -1;
  if (index < 0 || index >= upload.slices)
    throw new Refusal('transfer.index_out_of_range', { last: upload.slices - 1 });

  const stored = await sliceDigest(deps.db, upload.id, index);
  if (stored !== null) {
    await drain(chunk);
    return { index, ...duplicateOutcome(stored, f.hash) };
  }
  const span = sliceSpan(index, Number(upload.size), upload.slice_size);
  const expected = span.end - span.start;
  const tmp = await scratchFile(deps.dataDir, 'slice');
  const got = await writeHashed(chunk, tmp, expected, () => new Refusal('transfer.too_large', { max: expected }));
  try {
    if (got.size !== expected)
      throw new Refusal('transfer.wrong_length', { part: `slice ${index}`, expected, got: got.size });
    if (got.md5 !== f.hash) throw new Refusal('transfer.digest_mismatch');
    // The first slice shows what the file is: refused here, before the rest of a large file is sent.
    if (index === 0 && !isVideoHead(got.head)) throw new Refusal('transfer.not_video');
    const key = sliceKey(upload.id, index, got.md5);
    await deps.storage.putFile(key, tmp);
    try {
      await deps.db
        .insertInto('upload_slices')
        .values({ upload_id: upload.id, index, md5: got.md5, size: got.size, created_at: nowS })
        .execute();
    } catch (err) {
      const winner = await sliceDigest(deps.db, upload.id, index);
      if (winner === null) throw err;
      // Other bytes won this index: ours go (the winner's object has another name).
      if (winner !== got.md5) await deps.storage.remove(key);
      return { index, ...duplicateOutcome(winner, f.hash) };
    }
    await touchUpload(deps.db, upload.id, nowS);
    sliceStored(deps, upload.id, upload.slices, index);
    return { index, duplicate: false };
  } finally {
    await discard(tmp);
  }
}
