import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { POST_STATUS, STATUS } from '../../../protocol/status';
import type { PostCard } from '../../../protocol/types';
import { changesCards } from '../../../server/db/card-version';
import { dialects, useSetup, useTestApp } from '../helper';
import { staff } from '../support/operators';
import { draft, setupRelease } from '../support/release';

// Listing replies are kept sealed between writes (http/shared-replies.ts): every write that changes a card must
// show in the very next list call, whoever makes it and however.

describe.each(dialects)('listings after a write (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(async () => ({ ...(await setupRelease(t)), ...(await staff(t)) }));

  const list = async (q: Record<string, unknown> = {}) => {
    const r = await t.call('/api/info/getInfoList', { pageSize: 50, ...q });
    expect(r.status, r.msg).toBe(STATUS.OK);
    return r.data.list;
  };
  const ids = async (q: Record<string, unknown> = {}) => (await list(q)).map((c) => c.id);
  const card = async (id: number): Promise<PostCard | undefined> => (await list()).find((c) => c.id === id);

  it('lists a post the moment review approves it, and drops it the moment its status leaves verified', async () => {
    const posted = await t.call('/api/info/postInfo', draft({ title: 'Fresh Bakery Loaf' }), {
      token: w.owner.token,
    });
    expect(posted.status, posted.msg).toBe(STATUS.OK);
    const id = posted.data.id;
    expect(await ids()).not.toContain(id);
    expect(await ids()).not.toContain(id);
    const token = w.moderator.token;
    const approved = await t.call('/api/admin/reviewDecide', { id, action: 'approve' }, { token });
    expect(approved.data).toMatchObject({ to: POST_STATUS.VERIFIED });
    expect((await ids())[0]).toBe(id);
    expect((await t.call('/api/info/getInfoVipList', {})).data.list.map((c) => c.id)).not.toContain(id);

    await t.db.updateTable('posts').set({ status: POST_STATUS.BANNED }).where('id', '=', id).execute();
    expect(await ids()).not.toContain(id);
    await t.db.updateTable('posts').set({ status: POST_STATUS.VERIFIED, vip: 1 }).where('id', '=', id).execute();
    expect((await card(id))?.vip).toBe(true);
    expect((await t.call('/api/info/getInfoVipList', {})).data.list.map((c) => c.id)).toContain(id);
    await t.db.deleteFrom('posts').where('id', '=', id).execute();
    expect(await ids()).not.toContain(id);
  });

  it("hides a banned poster's posts in the next call and shows them again on unban", async () => {
    const before = await ids();
    const theirs = [w.f.posts.store, w.f.posts.broker, w.f.vipPostId];
    for (const id of theirs) expect(before).toContain(id);
    const token = w.moderator.token;
    const ban = await t.call('/api/admin/userBan', { userId: w.f.authorId, reason: 'spam posts' }, { token });
    expect(ban.status, ban.msg).toBe(STATUS.OK);
    const during = await ids();
    for (const id of theirs) expect(during).not.toContain(id);
    expect(await ids({ cityCode: 0 })).toEqual(during);
    const unban = await t.call('/api/admin/userUnban', { userId: w.f.authorId, reason: 'appeal upheld' }, { token });
    expect(unban.status, unban.msg).toBe(STATUS.OK);
    expect(await ids()).toEqual(before);
  });

  it('shows a card’s new views, cover and title at once, whichever way the write goes', async () => {
    const id = w.f.posts.personal;
    const seen = (await card(id))!;
    // A detail view by a new visitor counts on the card.
    expect((await t.call('/api/info/getInfo', { id }, { token: w.other.token })).status).toBe(STATUS.OK);
    expect((await card(id))!.views).toBe(seen.views + 1);

    await t.db
      .insertInto('post_images')
      .values({ post_id: id, path: 'img/cc/cover.bin', sort: -1, width: 40, height: 30 })
      .execute();
    expect(await card(id)).toMatchObject({ cover: 'img/cc/cover.bin', imageCount: seen.imageCount + 1 });

    await sql`update posts set title = ${'Renamed by hand'} where id = ${id}`.execute(t.db);
    expect((await card(id))!.title).toBe('Renamed by hand');

    // A rolled back write leaves the listing as it was, and the reply stays correct.
    await t.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('posts').set({ title: 'Never committed' }).where('id', '=', id).execute();
        throw new Error('abort');
      })
      .catch(() => undefined);
    expect((await card(id))!.title).toBe('Renamed by hand');
  });

  it('never keeps a page read while a write was under way (bursts of reads around each write)', async () => {
    const id = w.f.posts.certification;
    for (let round = 0; round < 4; round++) {
      const title = `Race title ${dialect} ${round}`;
      await Promise.all([
        ...Array.from({ length: 12 }, () => list()),
        t.db.transaction().execute(async (trx) => {
          await trx.updateTable('posts').set({ title }).where('id', '=', id).execute();
          // PostgreSQL: a listing read while the write is not yet committed (SQLite has one connection, so
          // its reads wait for the commit).
          if (dialect === 'postgres') expect((await card(id))!.title).not.toBe(title);
        }),
        ...Array.from({ length: 12 }, () => list()),
      ]);
      expect((await card(id))!.title).toBe(title);
    }
  });

  // SQLite only: on PostgreSQL every process is a client of the same server (the 1 s age covers it).
  if (dialect === 'sqlite')
    it('sees a write another process commits to the database file', async () => {
      const id = w.f.posts.store;
      expect((await card(id))?.title).not.toBe('Written elsewhere');
      const other = new SQLite(join(t.dataDir, 'goldpost.sqlite'));
      try {
        other.prepare('update posts set title = ? where id = ?').run('Written elsewhere', id);
      } finally {
        other.close();
      }
      expect((await card(id))?.title).toBe('Written elsewhere');
    });
});

describe('which statements move the card version', () => {
  it('counts writes to posts, their media and bans, and nothing that only reads', () => {
    for (const text of [
      'insert into "posts" ("title") values (?)',
      'update "posts" set "views" = "views" + ? where "id" = ?',
      'delete from "post_images" where "post_id" = ?',
      'insert into post_videos (post_id) values ($1)',
      'update "users" set "banned_at" = ? where "id" = ?',
      'delete from "users" where "id" = ?',
      'alter table "posts" add column "x" integer',
    ])
      expect(changesCards(text), text).toBe(true);
    for (const text of [
      'select "id", "updated_at", "created_at" from "posts" where "status" = ? order by "updated_at" desc',
      'select count(*) as "n" from "posts" where not exists (select "banned"."id" from "users" as "banned")',
      'update "users" set "vip_level" = ? where "id" = ?',
      'insert into "post_reports" ("post_id") values (?)',
      'update "favorite_posts_x" set "a" = ?',
      'begin',
      'commit',
    ])
      expect(changesCards(text), text).toBe(false);
  });
});
