import { z } from 'zod';
import { PAGE_SIZE_MAX } from '../../protocol/constants';
import {
  ADDRESS_MAX,
  CONTACT_MAX,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  FACT_FIELDS,
  FACT_VALUE_MAX,
  HOURS_MAX,
  IMAGES_MAX,
  IMAGES_MIN,
  PRICE_MAX,
  TAGS_MAX,
  TAG_MAX_CHARS,
  TITLE_MAX,
  TITLE_MIN,
} from '../../protocol/release';
import { POST_STATUS } from '../../protocol/status';
import type { PostKind } from '../../protocol/types';
import { createPost, editPost, loadForEdit } from '../domain/release';
import { KINDS, changeOwnStatus, checkCertificate, deletePost, getTags, myPosts } from '../domain/release-owner';
import { isSafeMediaPath } from '../lib/media-storage';
import type { ApiRegistry } from './registry';
import { codeFilter, int } from './validation';

// Messages name the field twice: in words for the person, and by wire name for the form to place it.

const MAX_PAGE = 10_000;
const VIDEO_ID_MAX = 100;

const digits = (v: unknown) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v);
const missing = (what: string) => (iss: { input: unknown }) => (iss.input === undefined ? `请填写${what}` : `${what} 格式不正确`);

function text(what: string, min: number, max: number) {
  return z
    .string({ error: missing(what) })
    .trim()
    .min(min, min <= 1 ? `请填写${what}` : `${what} 至少 ${String(min)} 个字符`)
    .max(max, `${what} 不能超过 ${String(max)} 个字符`);
}

const optionalText = (what: string, max: number) => z.string({ error: `${what} 应为文本` }).trim().max(max, `${what} 不能超过 ${String(max)} 个字符`).default('');

const code = (what: string) =>
  z.preprocess(digits, z.number({ error: (iss) => (iss.input === undefined ? `请选择${what}` : `${what} 应为编号`) }).int(`${what} 应为编号`).min(1, `请选择${what}`));

const price = (what: string) =>
  z
    .preprocess(digits, z.number({ error: `${what} 应为整数` }).int(`${what} 应为整数`).min(0, `${what} 不能小于 0`).max(PRICE_MAX, `${what} 不能超过 ${String(PRICE_MAX)}`))
    .nullable()
    .default(null);

const unique = (list: string[]) => new Set(list).size === list.length;
const mediaPath = (what: string) => z.string({ error: `${what} 应为图片路径` }).refine(isSafeMediaPath, `${what} 不是有效的图片路径`);

function draftShape(kinds: readonly [PostKind, ...PostKind[]]) {
  return {
    kind: z.enum(kinds, { error: `信息类型 kind 应为 ${kinds.join(' / ')}` }),
    title: text('标题 title', TITLE_MIN, TITLE_MAX),
    cityCode: code('城市 cityCode'),
    typeCode: code('类型 typeCode'),
    modeCode: code('方式 modeCode'),
    description: text('描述 description', DESCRIPTION_MIN, DESCRIPTION_MAX),
    priceMin: price('最低价 priceMin'),
    priceMax: price('最高价 priceMax'),
    address: optionalText('地址 address', ADDRESS_MAX),
    hours: optionalText('营业时间 hours', HOURS_MAX),
    contact: text('联系方式 contact', 1, CONTACT_MAX),
    tags: z
      .array(z.string({ error: '标签应为文本' }).trim().min(1, '标签不能为空').max(TAG_MAX_CHARS, `每个标签不能超过 ${String(TAG_MAX_CHARS)} 个字符`), {
        error: '标签 tags 应为列表',
      })
      .max(TAGS_MAX, `标签 tags 最多 ${String(TAGS_MAX)} 个`)
      .refine(unique, '标签 tags 不能重复')
      .default([]),
    images: z
      .array(z.string({ error: '应为图片路径' }).refine(isSafeMediaPath, '不是有效的图片路径'), { error: (iss) => (iss.input === undefined ? '请上传图片 images' : '图片 images 应为列表') })
      .min(IMAGES_MIN, `请至少上传 ${String(IMAGES_MIN)} 张图片 images`)
      .max(IMAGES_MAX, `图片 images 最多 ${String(IMAGES_MAX)} 张`)
      .refine(unique, '图片 images 不能重复'),
    videoId: z.string({ error: '视频 videoId 格式不正确' }).trim().min(1, '视频 videoId 不能为空字符串').max(VIDEO_ID_MAX, '视频 videoId 格式不正确').nullable().default(null),
    videoPic: mediaPath('视频封面 videoPic').nullable().default(null),
    certType: z.literal([1, 2], { error: '认证类型 certType 应为 1（个人）或 2（商家）' }).nullable().default(null),
    facts: z.record(z.string(), z.string({ error: '应为文本' }).trim().max(FACT_VALUE_MAX, `不能超过 ${String(FACT_VALUE_MAX)} 个字符`)).default({}),
  };
}

interface CrossFields {
  kind: PostKind;
  priceMin: number | null;
  priceMax: number | null;
  address: string;
  certType: 1 | 2 | null;
  facts: Record<string, string>;
}

/** Rules that involve more than one field; each issue points at the field the form should mark. */
function crossCheck(d: CrossFields, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  if (d.priceMin !== null && d.priceMax !== null && d.priceMin > d.priceMax) issue(['priceMax'], '最高价 priceMax 不能低于最低价 priceMin');
  if (d.kind === 'store' && !d.address) issue(['address'], '地址 address 不能为空（商家信息必填）');
  if (d.kind === 'certification' && d.certType === null) issue(['certType'], '请选择认证类型 certType');
  const fields = FACT_FIELDS[d.kind];
  for (const key of Object.keys(d.facts)) {
    if (!fields.some((f) => f.key === key)) issue(['facts', key], `资料 facts.${key} 不是 ${d.kind} 类信息的字段`);
  }
  for (const f of fields) {
    if (f.required && !d.facts[f.key]) issue(['facts', f.key], `请填写${f.label} facts.${f.key}`);
  }
}

const draftSchema = (kinds: readonly [PostKind, ...PostKind[]]) => z.object(draftShape(kinds)).superRefine(crossCheck);
const editSchema = (kinds: readonly [PostKind, ...PostKind[]]) => z.object({ id: int(1), ...draftShape(kinds) }).superRefine(crossCheck);
const byId = z.object({ id: int(1) });

const POSTED = '发布成功，等待审核';
const EDITED = '修改成功，等待审核';

export function releaseRoutes(api: ApiRegistry): void {
  api
    .add('/api/info/postBeauty', { schema: draftSchema(KINDS.beauty), okMsg: POSTED, handler: (d, c) => createPost(c.db, c.caller.userId, d, c.nowS) })
    .add('/api/info/postInfo', { schema: draftSchema(KINDS.info), okMsg: POSTED, handler: (d, c) => createPost(c.db, c.caller.userId, d, c.nowS) })
    .add('/api/info/postBroker', { schema: draftSchema(KINDS.broker), okMsg: POSTED, handler: (d, c) => createPost(c.db, c.caller.userId, d, c.nowS) })
    .add('/api/info/editBeauty', {
      schema: editSchema(KINDS.beauty),
      okMsg: EDITED,
      handler: (d, c) => editPost(c.db, c.caller.userId, d, KINDS.beauty, c.nowS),
    })
    .add('/api/info/editInfo', {
      schema: editSchema(KINDS.editInfo),
      okMsg: EDITED,
      handler: (d, c) => editPost(c.db, c.caller.userId, d, KINDS.editInfo, c.nowS),
    })
    .add('/api/info/getEditBeauty', { schema: byId, handler: ({ id }, c) => loadForEdit(c.db, c.caller.userId, id, KINDS.beauty) })
    .add('/api/info/getEditInfo', { schema: byId, handler: ({ id }, c) => loadForEdit(c.db, c.caller.userId, id, KINDS.info) })
    .add('/api/info/getEditBroker', { schema: byId, handler: ({ id }, c) => loadForEdit(c.db, c.caller.userId, id, KINDS.broker) })
    .add('/api/info/checkCertificateByType', {
      schema: z.object({ type: z.preprocess(digits, z.literal([1, 2], { error: '认证类型 type 应为 1（个人认证）或 2（商家认证）' })) }),
      handler: ({ type }, c) => checkCertificate(c.db, c.caller.userId, type),
    })
    .add('/api/info/deleteInfo', { schema: byId, okMsg: '删除成功', handler: ({ id }, c) => deletePost(c.db, c.caller.userId, id, KINDS.deleteInfo, c.nowS) })
    .add('/api/info/deleteBroker', { schema: byId, okMsg: '删除成功', handler: ({ id }, c) => deletePost(c.db, c.caller.userId, id, KINDS.broker, c.nowS) })
    .add('/api/info/getTags', { schema: z.object({ typeCode: codeFilter() }), handler: ({ typeCode }, c) => getTags(c.db, typeCode) })
    .add('/api/info/myPost', {
      schema: z.object({
        page: int(1, MAX_PAGE).optional(),
        pageSize: int(1, PAGE_SIZE_MAX).optional(),
        status: z.preprocess(digits, z.literal(Object.values(POST_STATUS), { error: '状态 status 不是有效的状态码' })).optional(),
      }),
      handler: (q, c) => myPosts(c.db, c.caller.userId, q),
    })
    .add('/api/info/changeStatus', {
      schema: z.object({ id: int(1), action: z.enum(['takeDown', 'restore'], { error: '操作 action 应为 takeDown 或 restore' }) }),
      okMsg: '操作成功',
      handler: ({ id, action }, c) => changeOwnStatus(c.db, c.caller.userId, id, action, c.nowS),
    });
}
