import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { hashPassword } from '../../server/domain/accounts';
import { DEMO_LOGINS } from '../../server/seed/index';

// The real entry point, as `npm start` runs it, with NODE_ENV=production on SQLite.

interface Run {
  code: number | null;
  out: string;
  err: string;
}

/** Starts server/main.ts; stops it with SIGTERM once it listens, or lets it exit on its own. */
function start(dataDir: string): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: process.cwd(),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        PORT: '0',
        SEED_POSTS: '2',
        LOG_LEVEL: 'warn',
      },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('goldpost listening')) child.kill('SIGTERM');
    });
    child.stderr.on('data', (chunk: Buffer) => void (err += chunk.toString()));
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

describe('production start (sqlite)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'goldpost-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('seeds an empty database without the demo logins, and listens', { timeout: 90_000 }, async () => {
    const run = await start(dataDir);
    expect(run.out).toContain('goldpost listening');
    expect(run.out).toContain('seeded demo content');
    expect(run.out).not.toContain('demo logins');
    const db = openDatabase({ dataDir, databaseUrl: null });
    try {
      const names = (await db.selectFrom('users').select('username').execute()).map((u) => u.username);
      expect(names.length).toBeGreaterThan(0);
      for (const login of Object.values(DEMO_LOGINS)) expect(names).not.toContain(login.username);
    } finally {
      await db.destroy();
    }
  });

  it('refuses to start while a demo login exists with its documented password', { timeout: 90_000 }, async () => {
    const db = openDatabase({ dataDir, databaseUrl: null });
    try {
      await db
        .insertInto('users')
        .values({
          username: DEMO_LOGINS.admin.username,
          password_hash: await hashPassword(DEMO_LOGINS.admin.password),
          nickname: 'admin',
          avatar: null,
          vip_level: 0,
          incode: 'ADMIN1',
          invited_by: null,
          vip_expires_at: null,
          created_at: Math.floor(Date.now() / 1000),
        })
        .execute();
    } finally {
      await db.destroy();
    }
    const run = await start(dataDir);
    expect(run.code).toBe(1);
    expect(run.out).not.toContain('goldpost listening');
    expect(run.err).toContain('refusing to start in production: the demo logins admin still have');
  });
});
