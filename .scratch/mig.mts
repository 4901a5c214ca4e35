import { openDatabase, migrateToLatest } from '/work/main/server/db/database';
import { hashPassword, verifyPassword } from '/work/main/server/domain/password';
import { sql } from 'kysely';
import pg from 'pg';
const schema = 't_mig' + Date.now();
const c = new pg.Client('postgres://postgres@127.0.0.1:5432/test'); await c.connect(); await c.query(`create schema ${schema}`);
for (const url of [null, 'postgres://postgres@127.0.0.1:5432/test']) {
  const db = openDatabase({ dataDir: '/tmp/migtest' + Date.now(), databaseUrl: url, pgSchema: schema });
  await migrateToLatest(db);
  const r = await db.insertInto('users').values({ username: 'a', password_hash: 'x', nickname: 'n', avatar: null, vip_expires_at: null, incode: 'abc', invited_by: null, created_at: 1 }).returning('id').executeTakeFirstOrThrow();
  console.log(url, r, await db.selectFrom('users').selectAll().execute());
  await migrateToLatest(db);
  await db.destroy();
}
await c.query(`drop schema ${schema} cascade`); await c.end();
const h = await hashPassword('secret123'); console.log(h, await verifyPassword('secret123', h), await verifyPassword('nope', h));
