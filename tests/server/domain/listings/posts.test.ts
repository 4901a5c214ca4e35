import { beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../../../protocol/status';
import { PREVIEW_DESCRIPTION_CHARS } from '../../../../server/domain/listings/post-cards';
import { insertFixtures } from '../../support/fixtures';
import { dialects, nowS, useSetup, useTestApp } from '../../helper';

// The VIP paywall: a caller without an active VIP sees a VIP post's title, tags and the first
// PREVIEW_DESCRIPTION_CHARS characters of its description; search must not match anything else of it, or
// the answers to a run of searches spell out what the paywall hides.

const HIDDEN_ADDRESS = '#42 quay rd';
const TEASER = 'Small classes in a quiet room above the tea shop, evenings only, all levels. ';
const HIDDEN_TAIL = 'Ring the zebrabell twice.';
// Addresses here start with '#', so an attacker tries it first. Search trims the keyword, so a space is
// only worth trying together with the character after it.
const CHARS = [...'#0123456789abcdefghijklmnopqrstuvwxyz-'];
const EXTENSIONS = [...CHARS, ...CHARS.map((c) => ` ${c}`)];

describe.each(dialects)('search and the VIP paywall (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useSetup(() => insertFixtures(t.db));
  let vipPost: number;
  let vipToken: string;
  let plainToken: string;

  beforeAll(async () => {
    const at = nowS();
    vipPost = (
      await t.db
        .insertInto('posts')
        .values({
          user_id: f.authorId,
          kind: 'store',
          title: 'Evening Calligraphy',
          description: TEASER + HIDDEN_TAIL,
          city_code: 110100,
          type_code: 1,
          mode_code: 2,
          price_min: 100,
          price_max: 200,
          address: HIDDEN_ADDRESS,
          hours: 'Thu 19:00',
          contact: 'wechat inkbrush',
          tags: JSON.stringify(['brushwork']),
          facts: JSON.stringify([{ label: '执照', labelEn: 'Licence', value: 'L-777' }]),
          vip: 1,
          status: 2,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    vipToken = (await t.call('/api/account/loginByPassword', { username: 'vipuser', password: f.vipPassword })).data;
    plainToken = (await t.call('/api/account/registerByPassword', { username: 'reader2', password: 'reader-pass-2' }))
      .data;
  });

  const finds = async (keyword: string, token?: string) => {
    const r = await t.call('/api/info/search', { keyword }, { token });
    expect(r.status, `${keyword}: ${r.msg}`).toBe(STATUS.OK);
    return r.data.list.some((p) => p.id === vipPost);
  };

  it('has a fixture whose preview shows the tea shop and hides the bell', () => {
    const preview = Array.from(TEASER + HIDDEN_TAIL)
      .slice(0, PREVIEW_DESCRIPTION_CHARS)
      .join('');
    expect(preview).toContain('tea shop');
    expect(preview).not.toContain('zebra');
  });

  it('does not let a guest spell out a hidden address one character at a time', async () => {
    // What the attacker can read for free: the locked preview.
    const preview = (await t.call('/api/info/getInfo', { id: vipPost })).data;
    expect(preview).toMatchObject({ locked: true, address: '' });
    const visible = [preview.title, preview.description, ...preview.tags].join('\n').toLowerCase();

    let known = '';
    let searches = 0;
    for (;;) {
      let grown: string | null = null;
      for (const c of EXTENSIONS) {
        const guess = (known + c).trim();
        // A guess the preview already contains proves nothing about the hidden part.
        if (visible.includes(guess)) continue;
        searches++;
        if (await finds(guess)) {
          grown = guess;
          break;
        }
      }
      if (grown === null) break;
      known = grown;
    }
    expect(known, `recovered after ${searches} searches`).toBe('');
  });

  it('matches a VIP post for a guest or a non-VIP member on its title, tags and preview only', async () => {
    for (const token of [undefined, plainToken]) {
      expect(await finds('calligraphy', token)).toBe(true);
      expect(await finds('brushwork', token)).toBe(true);
      expect(await finds('tea shop', token)).toBe(true);
      expect(await finds('zebrabell', token)).toBe(false);
      expect(await finds('quay rd', token)).toBe(false);
    }
  });

  it('matches everything a VIP member may read', async () => {
    expect(await finds('zebrabell', vipToken)).toBe(true);
    expect(await finds('quay rd', vipToken)).toBe(true);
  });

  it('still matches the address and whole description of ordinary posts for everyone', async () => {
    const ids = async (keyword: string) => (await t.call('/api/info/search', { keyword })).data.list.map((p) => p.id);
    expect(await ids('neutral description')).toContain(f.posts.store);
    expect(await ids('street 1')).toContain(f.posts.store);
  });
});
