import { describe, expect, it } from 'vitest';
import { INT_FIELD_MAX } from '../../../protocol/constants';
import type { EndpointPath } from '../../../protocol/endpoints';
import { STATUS } from '../../../protocol/status';
import { dialects, useSetup, useTestApp } from '../helper';
import { insertFixtures } from '../support/fixtures';
import { draft } from '../support/release';
import { openSession } from '../authz/world';

// Values one database stores and the other refuses in a query (PostgreSQL: U+0000 in text, integers past 32
// bits) are refused as payload errors on both, before any query: they used to answer HTTP 500 on PostgreSQL.

const NUL = 'Corner\u0000Café';
const TOO_BIG = INT_FIELD_MAX + 1;

type Case = readonly [string, object, string];

describe.each(dialects)('values a database cannot hold (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(async () => {
    const f = await insertFixtures(t.db);
    return { f, token: await openSession(t.db, f.vipUserId) };
  });

  /** Each call is refused as a bad payload with `code`, its English text naming the field. */
  async function expectRefused(cases: readonly Case[], code: string, text: (field: string) => string): Promise<void> {
    for (const [path, payload, field] of cases) {
      const r = await t.call(path as EndpointPath, payload, { token: w.token, language: 'en' });
      expect([path, r.status, 'code' in r ? r.code : null, r.msg]).toEqual([
        path,
        STATUS.BAD_PAYLOAD,
        code,
        text(field),
      ]);
    }
  }
  const expectMalformed = (cases: readonly Case[]) =>
    expectRefused(cases, 'payload.bad_format', (field) => `Parameter ${field} is malformed`);

  it('refuses U+0000 in any text field, naming the field, and stores nothing', async () => {
    const cases = [
      ['/api/info/search', { keyword: NUL }, 'keyword'],
      ['/api/message/feedback', { category: 'other', text: `${NUL} is closed on Sundays` }, 'text'],
      ['/api/message/chating', { id: w.f.authorId, kind: 'text', body: NUL }, 'body'],
      ['/api/account/loginByPassword', { username: NUL, password: NUL }, 'username'],
      ['/api/explore/searchtags', { keyword: NUL }, 'keyword'],
      ['/api/article/createUpload', { name: `${NUL}.mp4`, size: 1000, format: 'mp4' }, 'name'],
      ['/api/user/updateUserinfo', { nickname: 'Fine', bio: NUL }, 'bio'],
    ] as const;
    await expectMalformed(cases);
    const feedback = await t.db.selectFrom('feedback').select('id').execute();
    expect(feedback).toEqual([]);
  });

  it('refuses control characters and direction overrides in any text field; tabs, line breaks and RTL marks pass', async () => {
    const cases = [
      ['/api/message/chating', { id: w.f.authorId, kind: 'text', body: 'deposit\u202eyawa nur' }, 'body'],
      ['/api/user/updateUserinfo', { nickname: 'Sup\u2066port' }, 'nickname'],
      ['/api/user/updateUserinfo', { nickname: 'Fine', bio: 'red \u001b[31malert' }, 'bio'],
      ['/api/user/addAccount', { method: 'bank', holder: 'Li\u0007 Wei', accountNo: '6222020200112233' }, 'holder'],
      ['/api/message/feedback', { category: 'other', text: 'bell \u0085 next line' }, 'text'],
    ] as const;
    await expectMalformed(cases);
    expect(await t.db.selectFrom('chat_messages').select('id').execute()).toEqual([]);
    expect(await t.db.selectFrom('feedback').select('id').execute()).toEqual([]);
    const me = await t.db
      .selectFrom('users')
      .select(['nickname', 'bio'])
      .where('id', '=', w.f.vipUserId)
      .executeTakeFirstOrThrow();
    expect(me.nickname).not.toMatch(/\u2066/);
    expect(me.bio).not.toContain('\u001b');
    const fine = await t.call(
      '/api/message/feedback',
      { category: 'other', text: 'Line one\n\tline two \u200fمرحبا\u200e ok' },
      { token: w.token },
    );
    expect(fine.status).toBe(STATUS.OK);
  });

  it('refuses a lone surrogate in any text field, which would be stored as three replacement characters', async () => {
    const cases = [
      ['/api/message/chating', { id: w.f.authorId, kind: 'text', body: 'a\ud800b' }, 'body'],
      ['/api/message/chating', { id: w.f.authorId, kind: 'text', body: '\udfff'.repeat(1000) }, 'body'],
      ['/api/user/updateUserinfo', { nickname: 'n\udfffx' }, 'nickname'],
      ['/api/user/updateUserinfo', { nickname: 'Fine', bio: '\ud800'.repeat(200) }, 'bio'],
      ['/api/info/postInfo', draft({ title: 'Title \ud800\ud800 here' }), 'title'],
      ['/api/info/postInfo', draft({ tags: ['t\ud800'] }), 'tags.0'],
    ] as const;
    await expectMalformed(cases);
    expect(await t.db.selectFrom('chat_messages').select('id').execute()).toEqual([]);
    const paired = await t.call(
      '/api/user/updateUserinfo',
      { nickname: 'Fine', bio: 'cake \ud83c\udf70 ready' },
      { token: w.token },
    );
    expect([paired.status, paired.status === STATUS.OK ? paired.data : null]).toMatchObject([
      STATUS.OK,
      { bio: 'cake 🍰 ready' },
    ]);
  });

  it('refuses a text of invisible characters only, which would pass any length rule; one visible character passes', async () => {
    const cases = [
      ['/api/user/updateUserinfo', { nickname: '\u200b\u200b\u200b' }, 'nickname'],
      ['/api/user/updateUserinfo', { nickname: '\u3164' }, 'nickname'],
      ['/api/user/updateUserinfo', { nickname: ' \u200f ' }, 'nickname'],
      ['/api/user/updateUserinfo', { nickname: '\u034f\ufe0f\u17b4\u180b' }, 'nickname'],
      ['/api/user/updateUserinfo', { nickname: 'Fine', bio: '\u{e0100}\u17b5' }, 'bio'],
      ['/api/message/chating', { id: w.f.authorId, kind: 'text', body: '\ufeff\u2060' }, 'body'],
      ['/api/info/postInfo', draft({ title: '\u200b\u200c\u200d\u2800\u200b' }), 'title'],
    ] as const;
    await expectRefused(cases, 'payload.blank', (field) => `Parameter ${field} holds only invisible characters`);
    expect(await t.db.selectFrom('chat_messages').select('id').execute()).toEqual([]);
    const me = await t.db
      .selectFrom('users')
      .select('nickname')
      .where('id', '=', w.f.vipUserId)
      .executeTakeFirstOrThrow();
    expect(me.nickname).toMatch(/\p{L}/u);
    const joined = await t.call('/api/user/updateUserinfo', { nickname: 'A\u200bB', bio: '' }, { token: w.token });
    expect(joined.data).toMatchObject({ nickname: 'A\u200bB', bio: '' });
  });

  it('refuses whole numbers past 32 bits where no bound is named', async () => {
    const cases = [
      ['/api/info/getInfo', { id: TOO_BIG }],
      ['/api/home/adsClick', { id: TOO_BIG }],
      ['/api/info/getInfoList', { cityCode: TOO_BIG }],
      ['/api/user/getUserInfo', { id: Number.MAX_SAFE_INTEGER }],
      ['/api/user/toggle_favorite', { id: TOO_BIG }],
      ['/api/info/editInfo', { id: TOO_BIG, kind: 'store', title: 'Corner Bakery Rye' }],
    ] as const;
    for (const [path, payload] of cases) {
      const r = await t.call(path, payload, { token: w.token });
      expect([path, r.status, 'code' in r ? r.code : null]).toEqual([path, STATUS.BAD_PAYLOAD, 'payload.too_big']);
    }
    const largest = await t.call('/api/info/getInfo', { id: INT_FIELD_MAX }, { token: w.token });
    expect([largest.status, 'code' in largest ? largest.code : null]).toEqual([STATUS.NOT_FOUND, 'post.not_found']);
  });

  it('refuses a taxonomy code past 32 bits in a post as not a code', async () => {
    const r = await t.call('/api/info/postInfo', draft({ cityCode: TOO_BIG }), { token: w.token });
    expect([r.status, 'code' in r ? r.code : null]).toEqual([STATUS.BAD_PAYLOAD, 'release.not_code']);
  });
});
