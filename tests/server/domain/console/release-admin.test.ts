import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_STATUS } from '../../../../protocol/status';
import { runAdmin } from '../../../../server/domain/console/release-admin';
import { migrateToLatest, openDatabase } from '../../../../server/db/database';
import type { Db } from '../../../../server/db/database';
import { reviewPost } from '../../../../server/domain/console/release-review';
import { dialects, nowS, useSetup, useTestApp } from '../../helper';
import { auditOf, draft, setupRelease, statusOf } from '../../support/release';

const run = promisify(execFile);

async function cli(db: Db, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(db, argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe.each(dialects)('operator review (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(() => setupRelease(t));

  const create = async (title = 'Review Me Bakery') =>
    (await t.call('/api/info/postInfo', draft({ title }), { token: w.owner.token })).data.id;

  it('lists pending posts as a table', async () => {
    const id = await create('Pending Table Row');
    const r = await cli(t.db, 'posts', 'pending');
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toMatch(/^id\s+kind\s+title\s+author\s+created$/);
    expect(lines.find((l) => l.startsWith(`${id} `))).toMatch(
      /store\s+Pending Table Row\s+poster1\s+\d{4}-\d\d-\d\d \d\d:\d\d/,
    );
    // The fixtures' hidden pending post is listed too; verified ones are not.
    expect(lines.some((l) => l.includes('Hidden Pending Tutor'))).toBe(true);
    expect(lines.some((l) => l.includes('Maths Tutor Anna'))).toBe(false);
  });

  it('approves 1→2 and refuses a second approval with exit code 1', async () => {
    const id = await create();
    expect(await cli(t.db, 'posts', 'approve', String(id))).toMatchObject({
      code: 0,
      out: `post ${id}: 1（待审核） → 2（已通过审核）`,
    });
    expect(await statusOf(t.db, id)).toBe(POST_STATUS.VERIFIED);
    const again = await cli(t.db, 'posts', 'approve', String(id));
    expect(again.code).toBe(1);
    expect(again.err).toContain('只有待审核（1）的信息可以通过');
    expect((await auditOf(t.db, id)).filter((a) => a.actor === 'operator')).toEqual([
      { actor: 'operator', actor_user_id: null, from_status: 1, to_status: 2, reason: '' },
    ]);
  });

  it('rejects 1→3 only with a reason, which becomes the review note', async () => {
    const id = await create();
    const noReason = await cli(t.db, 'posts', 'reject', String(id));
    expect(noReason.code).toBe(1);
    expect(noReason.err).toContain('--reason');
    expect((await cli(t.db, 'posts', 'reject', String(id), '--reason')).code).toBe(2);
    expect((await cli(t.db, 'posts', 'reject', String(id), '--reason', 'Blurry photos')).code).toBe(0);
    const row = await t.db
      .selectFrom('posts')
      .select(['status', 'review_note'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: POST_STATUS.FAILED, review_note: 'Blurry photos' });
    expect((await auditOf(t.db, id)).at(-1)).toMatchObject({
      actor: 'operator',
      from_status: 1,
      to_status: 3,
      reason: 'Blurry photos',
    });
    expect((await cli(t.db, 'posts', 'approve', String(id))).code).toBe(1);
  });

  it('bans from any status, verification-bans too, but not twice', async () => {
    const id = await create();
    await reviewPost(t.db, id, 'approve', '', nowS());
    expect((await cli(t.db, 'posts', 'ban', String(id), '--reason', 'Spam')).code).toBe(0);
    expect(await statusOf(t.db, id)).toBe(POST_STATUS.BANNED);
    expect((await cli(t.db, 'posts', 'ban', String(id))).code).toBe(1);
    expect((await cli(t.db, 'posts', 'ban-verification', String(id))).code).toBe(0);
    expect(await statusOf(t.db, id)).toBe(POST_STATUS.VERIFICATION_BANNED);
    expect((await auditOf(t.db, id)).slice(-2).map((a) => [a.from_status, a.to_status, a.reason])).toEqual([
      [2, 98, 'Spam'],
      [98, 99, ''],
    ]);
  });

  it('refuses unknown posts and bad usage', async () => {
    expect(await cli(t.db, 'posts', 'approve', '999999')).toMatchObject({
      code: 1,
      err: 'refused: 信息 999999 不存在',
    });
    expect((await cli(t.db, 'posts', 'approve', 'abc')).code).toBe(2);
    expect((await cli(t.db, 'posts', 'publish', '1')).code).toBe(2);
    expect((await cli(t.db)).code).toBe(2);
  });
});

describe('npm run admin (real process, SQLite DATA_DIR)', () => {
  let dataDir: string;
  let postId: number;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'goldpost-admin-'));
    const db = openDatabase({ dataDir, databaseUrl: null });
    await migrateToLatest(db);
    const at = nowS();
    const user = await db
      .insertInto('users')
      .values({
        username: 'cliauthor',
        password_hash: 'x',
        nickname: 'cli',
        avatar: null,
        vip_expires_at: null,
        incode: 'CLI00001',
        invited_by: null,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const p = draft();
    postId = (
      await db
        .insertInto('posts')
        .values({
          user_id: user.id,
          kind: 'store',
          title: 'CLI Pending Post',
          description: p.description,
          city_code: p.cityCode,
          type_code: p.typeCode,
          mode_code: p.modeCode,
          price_min: null,
          price_max: null,
          address: 'x',
          hours: '',
          contact: 'x',
          tags: '[]',
          facts: '[]',
          status: POST_STATUS.PENDING,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await db.destroy();
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  const env = () => {
    const e: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete e.DATABASE_URL;
    return e;
  };
  const admin = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], { env: env(), cwd: process.cwd() });

  it('approves a pending post in the same database the server uses, printing no secrets', async () => {
    const pending = await admin('posts', 'pending');
    expect(pending.stdout).toContain('CLI Pending Post');
    const approved = await admin('posts', 'approve', String(postId));
    expect(approved.stdout.trim()).toBe(`post ${postId}: 1（待审核） → 2（已通过审核）`);
    const keys = JSON.parse(readFileSync(join(dataDir, 'keys.json'), 'utf8')) as Record<string, string>;
    for (const secret of Object.values(keys))
      expect(approved.stdout + approved.stderr + pending.stdout).not.toContain(secret);

    const db = openDatabase({ dataDir, databaseUrl: null });
    try {
      expect(await statusOf(db, postId)).toBe(POST_STATUS.VERIFIED);
    } finally {
      await db.destroy();
    }
    const refused = await admin('posts', 'approve', String(postId)).catch((e: { code: number; stderr: string }) => e);
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toContain('只有待审核（1）的信息可以通过');
  }, 60_000);
});
