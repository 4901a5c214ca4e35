import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { openDatabase, migrateToLatest } from '../db/database';
import { createLocalStorage } from '../media/storage';
import { decryptMedia } from '../lib/node-cipher';
import { seedIfEmpty } from './index';
const dir = mkdtempSync(join(tmpdir(), 'gp-seed-'));
const url = process.env.PGURL ?? null;
let schema: string | undefined;
if (url) { const pg = (await import('pg')).default; const c = new pg.Client({ connectionString: url }); await c.connect(); schema = 's' + randomBytes(4).toString('hex'); await c.query(`create schema ${schema}`); await c.end(); }
const db = openDatabase({ dataDir: dir, databaseUrl: url, ...(schema ? { pgSchema: schema } : {}) });
await migrateToLatest(db);
const storage = createLocalStorage(join(dir, 'media'));
const key = randomBytes(16);
const r = await seedIfEmpty(db, { storage, mediaKey: key, log: console.log, posts: Number(process.env.N ?? 320) });
console.log(r.durationMs);
if (!url) {
  const imgs = await db.selectFrom('post_images').select(['path', 'width', 'height']).distinct().execute();
  const pick = [imgs[0]!, imgs.find((i) => i.height > i.width)!, imgs[7]!];
  const ads = await db.selectFrom('ads').select(['image', 'slot']).execute();
  let n = 0;
  for (const p of [...pick.map((i) => i.path), ads[0]!.image, ads[4]!.image]) {
    const plain = decryptMedia(key, (await storage.get(p))!);
    console.log(p, plain.length);
    await sharp(plain).png().toFile(`/tmp/seed-${n++}.png`);
  }
}
await db.destroy();
if (url) { const pg = (await import('pg')).default; const c = new pg.Client({ connectionString: url }); await c.connect(); await c.query(`drop schema ${schema} cascade`); await c.end(); }
rmSync(dir, { recursive: true, force: true });
