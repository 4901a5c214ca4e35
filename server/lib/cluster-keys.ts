import { createHmac } from 'node:crypto';
import type { Db } from '../db/database';

// Processes that share a database but not their keys fail one request in two behind a balancer (an envelope
// sealed by one is garbage to the next, media from one cannot be decrypted with the other's key). The first
// process to start writes a fingerprint of each key; every later one compares and refuses to start on a
// difference, naming the variable. An HMAC under the key itself: the table says nothing about the key.

const FINGERPRINT_LABEL = 'goldpost shared key fingerprint';

export function keyFingerprint(hex: string): string {
  return createHmac('sha256', Buffer.from(hex, 'hex')).update(FINGERPRINT_LABEL).digest('hex');
}

/**
 * @param secrets environment variable name → the value this process holds (hex).
 * @throws Error naming every variable whose value differs from the one the database has recorded.
 */
export async function checkSharedKeys(db: Db, secrets: Record<string, string>, nowS: number): Promise<void> {
  const mine = Object.entries(secrets).map(([name, hex]) => ({ name, fingerprint: keyFingerprint(hex) }));
  await db
    .insertInto('cluster_keys')
    .values(mine.map((k) => ({ ...k, created_at: nowS })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const recorded = new Map(
    (await db.selectFrom('cluster_keys').select(['name', 'fingerprint']).execute()).map((r) => [r.name, r.fingerprint]),
  );
  const differ = mine.filter((k) => recorded.get(k.name) !== k.fingerprint).map((k) => k.name);
  if (differ.length > 0) {
    throw new Error(
      `${differ.join(', ')} differ${differ.length === 1 ? 's' : ''} from the value the other processes on this ` +
        'database were started with: every process must hold the same keys (docs/operations.md, "What every ' +
        'process shares")',
    );
  }
}
