import { describe, expect, it } from 'vitest';
import {
  CURRENT_VIDEO,
  DESCRIPTION_MAX,
  IMAGES_MAX,
  PRICE_MAX,
  TAGS_MAX,
  TAG_MAX_CHARS,
  TITLE_MAX,
} from '../../../protocol/release';
import type { PostDraft } from '../../../protocol/release';
import { STATUS } from '../../../protocol/status';
import { dialects, useSetup, useTestApp } from '../helper';
import { IMG, UNKNOWN_IMG, draft, insertVideo, setupRelease } from '../support/release';

type Bad = Record<string, unknown>;

/** [what is wrong, payload change, text the message must contain]. */
const CASES: [string, Bad, string][] = [
  ['title too short', { title: 'abc' }, '标题 title 至少 4 个字符'],
  ['title too long', { title: 'x'.repeat(TITLE_MAX + 1) }, `标题 title 不能超过 ${TITLE_MAX}`],
  ['title blank after trim', { title: '      ' }, 'title'],
  ['title missing', { title: undefined }, '请填写标题 title'],
  ['description too short', { description: 'short' }, '描述 description 至少'],
  ['description too long', { description: 'x'.repeat(DESCRIPTION_MAX + 1) }, 'description'],
  ['no images', { images: [] }, '请至少上传 1 张图片 images'],
  ['too many images', { images: IMG.slice(0, IMAGES_MAX + 1) }, `图片 images 最多 ${IMAGES_MAX} 张`],
  ['duplicate images', { images: [IMG[0], IMG[0]] }, '图片 images 不能重复'],
  ['unsafe image path', { images: ['../../etc/passwd'] }, 'images.0'],
  [
    'too many tags',
    { tags: ['a1', 'b2', 'c3', 'd4', 'e5', 'f6'].slice(0, TAGS_MAX + 1) },
    `标签 tags 最多 ${TAGS_MAX} 个`,
  ],
  ['tag too long', { tags: ['x'.repeat(TAG_MAX_CHARS + 1)] }, 'tags.0'],
  ['duplicate tags', { tags: ['可外带', '可外带'] }, '标签 tags 不能重复'],
  ['negative price', { priceMin: -1 }, '最低价 priceMin 不能小于 0'],
  ['fractional price', { priceMax: 10.5 }, '最高价 priceMax 应为整数'],
  ['price too big', { priceMax: PRICE_MAX + 1 }, 'priceMax'],
  ['min above max', { priceMin: 500, priceMax: 100 }, '最高价 priceMax 不能低于最低价 priceMin'],
  ['contact empty', { contact: '' }, '请填写联系方式 contact'],
  ['contact missing', { contact: undefined }, '请填写联系方式 contact'],
  ['city missing', { cityCode: undefined }, '请选择城市 cityCode'],
  ['city unknown', { cityCode: 999_999 }, '城市 cityCode 不存在'],
  ['type unknown', { typeCode: 77 }, '类型 typeCode 不存在'],
  ['mode not a number', { modeCode: 'shop' }, '方式 modeCode'],
  ['store without address', { address: '' }, '地址 address 不能为空'],
  ['fact of another kind', { facts: { licenceNo: 'X-1' } }, 'facts.licenceNo'],
  ['fact too long', { facts: { opened: 'x'.repeat(61) } }, 'facts.opened'],
  ['kind of another endpoint', { kind: 'personal' }, '信息类型 kind'],
  ['image not stored', { images: [UNKNOWN_IMG] }, '图片 images[0] 图片不存在'],
  ['video not uploaded', { videoId: 'no-such-video' }, '视频 videoId 不存在'],
  [
    'certification without type',
    { kind: 'certification', facts: { licenceNo: 'L-1', issuer: 'Board' } },
    '请选择认证类型 certType',
  ],
  [
    'certification without licence',
    { kind: 'certification', certType: 2, facts: { issuer: 'Board' } },
    '请填写执照编号 facts.licenceNo',
  ],
  ['bad certification type', { kind: 'certification', certType: 3 }, '认证类型 certType'],
];

describe.each(dialects)('release payload validation (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(() => setupRelease(t));

  const count = async () =>
    Number(
      (
        await t.db
          .selectFrom('posts')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it.each(CASES)('refuses %s with a message naming the field', async (_what, change, text) => {
    const before = await count();
    const payload: Bad = { ...draft(), ...change };
    for (const key of Object.keys(change)) if (change[key] === undefined) delete payload[key];
    const r = await t.call('/api/info/postInfo', payload, { token: w.owner.token });
    expect(r.status).toBe(STATUS.BAD_PAYLOAD);
    expect(r.msg).toContain(text);
    expect(await count()).toBe(before);
  });

  it('names the field in English too, with a code the form can bind to the field', async () => {
    const r = await t.call(
      '/api/info/postInfo',
      { ...draft(), title: 'abc' },
      { token: w.owner.token, language: 'en' },
    );
    expect(r).toMatchObject({
      status: STATUS.BAD_PAYLOAD,
      code: 'release.too_short',
      msg: 'Write at least 4 characters for the title (title)',
    });
    const fact = await t.call(
      '/api/info/postInfo',
      { ...draft({ kind: 'certification', certType: 2, facts: { issuer: 'Board' } }) },
      { token: w.owner.token, language: 'en' },
    );
    expect(fact).toMatchObject({ code: 'release.required', msg: 'Please fill in Licence No. (facts.licenceNo)' });
    const phone = await t.call('/api/info/postInfo', { ...draft(), contact: '12345' }, { token: w.owner.token });
    expect(phone).toMatchObject({ status: STATUS.BAD_PAYLOAD, code: 'release.phone_invalid' });
  });

  it('accepts the same draft when valid (the cases above differ by one field)', async () => {
    expect((await t.call('/api/info/postInfo', draft(), { token: w.owner.token })).status).toBe(STATUS.OK);
    expect(
      (
        await t.call('/api/info/postInfo', draft({ priceMin: null, priceMax: null, tags: [] }), {
          token: w.owner.token,
        })
      ).status,
    ).toBe(STATUS.OK);
  });

  it('stores an own uploaded video with its poster, refuses someone else’s, keeps or removes it on edit', async () => {
    await insertVideo(t.db, 'vid-owner-1', w.owner.id);
    await insertVideo(t.db, 'vid-other-1', w.other.id);
    const stolen = await t.call('/api/info/postInfo', draft({ videoId: 'vid-other-1' }), { token: w.owner.token });
    expect(stolen.status).toBe(STATUS.BAD_PAYLOAD);
    expect(stolen.msg).toContain('videoId');
    const badPic = await t.call('/api/info/postInfo', draft({ videoId: 'vid-owner-1', videoPic: UNKNOWN_IMG }), {
      token: w.owner.token,
    });
    expect(badPic.msg).toContain('视频封面 videoPic 图片不存在');

    const id = (
      await t.call('/api/info/postInfo', draft({ videoId: 'vid-owner-1', videoPic: IMG[5]! }), { token: w.owner.token })
    ).data.id;
    const video = () =>
      t.db.selectFrom('post_videos').select(['url', 'pic']).where('post_id', '=', id).executeTakeFirst();
    expect(await video()).toEqual({ url: 'video/vid-owner-1/source.mp4', pic: IMG[5] });
    const mine = await t.call('/api/info/myPost', {}, { token: w.owner.token });
    expect(mine.data.list.find((p) => p.id === id)?.hasVideo).toBe(true);

    const loaded = (await t.call('/api/info/getEditInfo', { id }, { token: w.owner.token })).data;
    expect(loaded).toMatchObject({
      videoId: CURRENT_VIDEO,
      videoPic: IMG[5],
      video: { url: 'video/vid-owner-1/source.mp4', pic: IMG[5] },
    });
    const edit = (over: Partial<PostDraft>) =>
      t.call('/api/info/editInfo', { ...draft(over), id }, { token: w.owner.token });
    expect((await edit({ videoId: CURRENT_VIDEO, videoPic: IMG[6]! })).status).toBe(STATUS.OK);
    expect(await video()).toEqual({ url: 'video/vid-owner-1/source.mp4', pic: IMG[6] });
    expect((await edit({ videoId: null })).status).toBe(STATUS.OK);
    expect(await video()).toBeUndefined();
    expect((await edit({ videoId: CURRENT_VIDEO })).msg).toContain('videoId');

    const noPoster = (
      await t.call('/api/info/postInfo', draft({ videoId: 'vid-owner-1', images: [IMG[3]!] }), { token: w.owner.token })
    ).data.id;
    const row = await t.db
      .selectFrom('post_videos')
      .select('pic')
      .where('post_id', '=', noPoster)
      .executeTakeFirstOrThrow();
    expect(row.pic).toBe(IMG[3]);
  });
});
