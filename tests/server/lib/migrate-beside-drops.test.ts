import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../../server/db/database';

// Apps (and test files) sharing one PostgreSQL database each live in their own schema. The migrator lists
// every schema's tables before it runs; another client dropping its schema (tables and all, like an app's)
// meanwhile must not fail a start.
const url = process.env.DATABASE_URL;

describe.runIf(url)('migrating while other schemas of the database come and go (postgres)', () => {
  it('migrates fresh schemas while other clients create, alter and drop schemas in a tight loop', async () => {
    // Two clients, each creating a schema with a migrated table, altering its columns and dropping it, in a
    // tight loop: what parallel test files (or apps) sharing the database do at start and at the end.
    let churning = true;
    const churners = [0, 1].map(async () => {
      const churn = new pg.Client({ connectionString: url });
      await churn.connect();
      try {
        while (churning) {
          const name = `churn_${randomBytes(4).toString('hex')}`;
          await churn.query(
            `create schema ${name}; create table ${name}.kysely_migration (id serial primary key, holder text)`,
          );
          await churn.query(`alter table ${name}.kysely_migration rename column holder to owner`);
          await churn.query(`drop schema ${name} cascade`);
        }
      } finally {
        await churn.end();
      }
    });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const dataDir = mkdtempSync(join(tmpdir(), 'goldpost-migrate-'));
    const schemas: string[] = [];
    try {
      for (let i = 0; i < 6; i++) {
        const schema = `t_${randomBytes(6).toString('hex')}`;
        schemas.push(schema);
        await admin.query(`create schema ${schema}`);
        const db = openDatabase({ dataDir, databaseUrl: url!, pgSchema: schema });
        try {
          await migrateToLatest(db);
          const posts = await admin.query(
            `select 1 from information_schema.tables where table_schema = $1 and table_name = 'posts'`,
            [schema],
          );
          expect(posts.rowCount).toBe(1);
        } finally {
          await db.destroy();
        }
      }
    } finally {
      churning = false;
      await Promise.all(churners);
      for (const schema of schemas) await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
