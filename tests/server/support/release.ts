import type { PostDraft } from '../../../protocol/release';
import { STATUS } from '../../../protocol/status';
import type { Db } from '../../../server/db/database';
import { CITY, MODE, TYPE, insertFixtures } from './fixtures';
import type { Fixtures } from './fixtures';
import { nowS } from '../helper';
import type { TestApp } from '../helper';

/** Stored images a draft may use (media rows only: release checks the table, not the files). */
export const IMG = Array.from({ length: 8 }, (_, i) => `img/${String(i).padStart(2, '0')}/${String(i).repeat(64)}.bin`);
export const UNKNOWN_IMG = `img/ff/${'f'.repeat(64)}.bin`;

export interface Member {
  id: number;
  token: string;
}

export interface ReleaseWorld {
  f: Fixtures;
  owner: Member;
  other: Member;
}

async function member(t: TestApp, username: string): Promise<Member> {
  const reg = await t.call('/api/account/registerByPassword', { username, password: 'member-secret-1' });
  if (reg.status !== STATUS.OK) throw new Error(`register ${username}: ${reg.msg}`);
  const me = await t.call('/api/user/userinfo', {}, { token: reg.data });
  return { id: me.data.id, token: reg.data };
}

export async function setupRelease(t: TestApp): Promise<ReleaseWorld> {
  const f = await insertFixtures(t.db);
  const at = nowS();
  await t.db
    .insertInto('media')
    .values(
      IMG.map((path, i) => ({
        path,
        kind: 'image' as const,
        mime: 'image/png',
        size: 100,
        width: 100 + i,
        height: 80,
        created_at: at,
      })),
    )
    .execute();
  return { f, owner: await member(t, 'poster1'), other: await member(t, 'poster2') };
}

export function draft(over: Partial<PostDraft> = {}): PostDraft {
  return {
    kind: 'store',
    title: 'Corner Bakery Rye',
    cityCode: CITY.beijing,
    typeCode: TYPE.tutoring,
    modeCode: MODE.shop,
    description: 'Fresh rye bread every morning, seats by the window.',
    priceMin: 20,
    priceMax: 80,
    address: 'Market Street 3',
    hours: '8:00–20:00',
    contact: 'tel 010-1234',
    tags: ['现做现卖', '可外带'],
    images: [IMG[0]!, IMG[1]!],
    videoId: null,
    videoPic: null,
    certType: null,
    facts: { opened: '2019' },
    ...over,
  };
}

export async function statusOf(db: Db, id: number): Promise<number> {
  return (await db.selectFrom('posts').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
}

export async function auditOf(db: Db, id: number) {
  return db
    .selectFrom('post_audit')
    .select(['actor', 'actor_user_id', 'from_status', 'to_status', 'reason'])
    .where('post_id', '=', id)
    .orderBy('id')
    .execute();
}

export async function insertVideo(db: Db, id: string, userId: number): Promise<void> {
  await db
    .insertInto('videos')
    .values({
      id,
      user_id: userId,
      md5: 'a'.repeat(32),
      size: 1000,
      path: `video/${id}/source.mp4`,
      created_at: nowS(),
    })
    .execute();
}
