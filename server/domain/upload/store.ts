import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { UploadTable } from '../../db/schema-upload';
import type { Logger } from '../../lib/logger';
import type { MediaStorage } from '../../lib/media-storage';
import type { JobQueue } from '../../lib/jobs';
import type { DirectParts } from '../../lib/s3-parts';
import { Refusal } from '../common';

// Upload state lives in the database, the received bytes in MediaStorage under upload/<id>/ (DESIGN §5):
// with a shared store any process can carry on an upload another one started, and a restart loses nothing.
// A slice's row is written only after its object is stored, so a row always means "this slice is here".

export type UploadRow = Selectable<UploadTable>;

/** What every upload operation works with: rows, scratch files under dataDir, slices and videos in storage. */
export interface UploadDeps {
  db: Db;
  dataDir: string;
  storage: MediaStorage;
  /** Hex HMAC key of slice signs (the envelope's sign key: every client holds it). */
  signKey: string;
  /** Hex HMAC key of piece-upload URLs: server-only, so a URL cannot be made outside the server. */
  uploadSecret: string;
  /** Set when media lives in a bucket: pieces then go straight to it (direct-pieces.ts). */
  parts?: DirectParts | null;
  /** Set when a process runs jobs: a completed upload's whole-file check is queued (assembly-job.ts). */
  jobs?: JobQueue | null;
}

/** The logged-in user an envelope upload call acts for. */
export interface Uploader {
  userId: number;
  nowS: number;
  log: Logger;
}

const UPLOAD_ID = /^[A-Za-z0-9_-]{16,64}$/;

export const newUploadId = () => randomBytes(16).toString('base64url');

/**
 * Where an upload's objects live. Ids are mixed-case base64url and storage names are lowercase, so the id
 * goes in as hex; it is checked first, so no caller-supplied text reaches a name.
 */
export function uploadPrefix(uploadId: string): string {
  if (!UPLOAD_ID.test(uploadId)) throw new Error('bad upload id');
  return `upload/${Buffer.from(uploadId, 'latin1').toString('hex')}/`;
}

/**
 * A received slice (or piece). Its MD5 is in the name: two senders of different bytes for one index never
 * overwrite each other, and the row's md5 names the one that counts.
 */
export function sliceKey(uploadId: string, index: number, md5: string): string {
  return `${uploadPrefix(uploadId)}${index}-${md5}`;
}

export async function removeUploadFiles(storage: MediaStorage, uploadId: string): Promise<void> {
  await storage.removePrefix(uploadPrefix(uploadId));
}

export function isUploadId(value: string): boolean {
  return UPLOAD_ID.test(value);
}

export async function findUpload(db: Db, uploadId: string): Promise<UploadRow | undefined> {
  if (!isUploadId(uploadId)) return undefined;
  return db.selectFrom('uploads').selectAll().where('id', '=', uploadId).executeTakeFirst();
}

/**
 * The caller's upload.
 * @throws Refusal upload.not_found when missing (or expired), upload.not_yours when it is someone else's.
 */
export async function ownedUpload(db: Db, uploadId: string, userId: number): Promise<UploadRow> {
  const row = await findUpload(db, uploadId);
  if (!row) throw new Refusal('upload.not_found');
  if (row.user_id !== userId) throw new Refusal('upload.not_yours');
  return row;
}

export async function storedSlices(db: Db, uploadId: string): Promise<{ index: number; md5: string; size: number }[]> {
  const rows = await db
    .selectFrom('upload_slices')
    .select(['index', 'md5', 'size'])
    .where('upload_id', '=', uploadId)
    .execute();
  return rows.map((r) => ({ index: Number(r.index), md5: r.md5, size: Number(r.size) }));
}

/** The MD5 the row of a received slice records, or null when that slice has not been received. */
export async function sliceDigest(db: Db, uploadId: string, index: number): Promise<string | null> {
  const row = await db
    .selectFrom('upload_slices')
    .select('md5')
    .where('upload_id', '=', uploadId)
    .where('index', '=', index)
    .executeTakeFirst();
  return row?.md5 ?? null;
}

export async function missingSlices(db: Db, upload: UploadRow): Promise<number[]> {
  const have = new Set((await storedSlices(db, upload.id)).map((s) => s.index));
  const missing: number[] = [];
  for (let i = 0; i < upload.slices; i++) if (!have.has(i)) missing.push(i);
  return missing;
}

export async function touchUpload(db: Db, uploadId: string, nowS: number): Promise<void> {
  await db.updateTable('uploads').set({ updated_at: nowS }).where('id', '=', uploadId).execute();
}
