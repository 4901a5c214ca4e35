import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase } from 'idb';
import type { UploadMode } from '../../protocol/upload';

// What survives a reload: enough to find the server's upload again and skip re-hashing. Which slices are
// in is NOT kept here — the server's slice status is the truth.

export interface SavedUpload {
  fingerprint: string;
  uploadId: string;
  /** Absent in records saved before the piece transport existed: 'slices'. */
  mode?: UploadMode;
  name: string;
  size: number;
  sliceSize: number;
  slices: number;
  /** Known once the hash pass finished. */
  fileHash: string | null;
  updatedAt: number;
}

interface UploadDb extends DBSchema {
  uploads: { key: string; value: SavedUpload; indexes: { updatedAt: number } };
}

const DB_NAME = 'goldpost-upload';

let db: Promise<IDBPDatabase<UploadDb>> | undefined;

function open(): Promise<IDBPDatabase<UploadDb>> {
  db ??= openDB<UploadDb>(DB_NAME, 1, {
    upgrade(d) {
      d.createObjectStore('uploads', { keyPath: 'fingerprint' }).createIndex('updatedAt', 'updatedAt');
    },
  });
  return db;
}

export async function loadUpload(fingerprint: string): Promise<SavedUpload | undefined> {
  return (await open()).get('uploads', fingerprint);
}

export async function saveUpload(u: SavedUpload): Promise<void> {
  await (await open()).put('uploads', { ...u, updatedAt: Date.now() });
}

export async function forgetUpload(fingerprint: string): Promise<void> {
  await (await open()).delete('uploads', fingerprint);
}

/** The most recent unfinished upload (the resume offer after a reload). */
export async function latestUpload(): Promise<SavedUpload | undefined> {
  const cursor = await (await open()).transaction('uploads').store.index('updatedAt').openCursor(null, 'prev');
  return cursor?.value;
}
