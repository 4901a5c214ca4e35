import { STATUS } from './status';
import type { RefusalTable } from './refusal-table';

// Refusals of release. RELEASE_REFUSALS: what the database says about a draft or a post, and the posting
// limits. RELEASE_FIELD_REFUSALS: a release payload field that breaks a rule, the messages of release-schema.ts;
// `{field}` is the wire path, `{label}` its name in words.

const { BAD_PAYLOAD, CONFLICT, FORBIDDEN, NOT_FOUND, RATE_LIMITED } = STATUS;

export const RELEASE_REFUSALS = {
  'release.not_found': { status: NOT_FOUND, zh: '信息不存在或已删除', en: 'This post does not exist or was deleted' },
  'release.wrong_endpoint': {
    status: BAD_PAYLOAD,
    zh: '该接口不能处理 {kind} 类信息',
    en: 'This call does not handle {kind} posts',
  },
  'release.status_changed': {
    status: CONFLICT,
    zh: '信息状态已变化，请刷新后重试',
    en: 'The post changed meanwhile: refresh and try again',
  },
  'release.cannot_mark_sold': {
    status: BAD_PAYLOAD,
    zh: '只有已通过或已过期的信息可以标记为已售出（当前状态 {status}）',
    en: 'Only approved or expired posts can be marked sold (now {status})',
  },
  'release.cannot_renew': {
    status: BAD_PAYLOAD,
    zh: '只有已通过或已过期的信息可以续期（当前状态 {status}）',
    en: 'Only approved or expired posts can be renewed (now {status})',
  },
  'release.cannot_take_down': {
    status: BAD_PAYLOAD,
    zh: '只有待审核或已通过的信息可以下架（当前状态 {status}）',
    en: 'Only pending or approved posts can be taken down (now {status})',
  },
  'release.cannot_restore': {
    status: BAD_PAYLOAD,
    zh: '只有已下架的信息可以恢复（当前状态 {status}）',
    en: 'Only taken-down posts can be restored (now {status})',
  },
  'release.banned': {
    status: FORBIDDEN,
    zh: '该信息已被封禁，不能编辑',
    en: 'This post is banned and cannot be edited',
  },
  'release.banned_kept': {
    status: FORBIDDEN,
    zh: '该信息已被封禁，不能删除',
    en: 'This post is banned and cannot be deleted',
  },
  'release.kind_fixed': {
    status: BAD_PAYLOAD,
    zh: '信息类型 kind 不能修改',
    en: 'The kind of a post (kind) cannot change',
  },
  'release.no_current_video': {
    status: BAD_PAYLOAD,
    zh: '视频 videoId 无效：该信息当前没有视频',
    en: 'Video (videoId): this post has no video to keep',
  },
  'release.city_unknown': { status: BAD_PAYLOAD, zh: '城市 cityCode 不存在', en: 'City (cityCode) not found' },
  'release.type_unknown': { status: BAD_PAYLOAD, zh: '类型 typeCode 不存在', en: 'Category (typeCode) not found' },
  'release.mode_unknown': { status: BAD_PAYLOAD, zh: '方式 modeCode 不存在', en: 'Service mode (modeCode) not found' },
  'release.image_unknown': {
    status: BAD_PAYLOAD,
    zh: '图片 {field} 图片不存在，请重新上传',
    en: 'Photo ({field}): no such image, upload it again',
  },
  'release.poster_unknown': {
    status: BAD_PAYLOAD,
    zh: '视频封面 videoPic 图片不存在，请重新上传',
    en: 'Video poster (videoPic): no such image, upload it again',
  },
  'release.video_unknown': {
    status: BAD_PAYLOAD,
    zh: '视频 videoId 不存在或不属于当前用户，请重新上传',
    en: 'Video (videoId) not found among your uploads: upload it again',
  },
  'release.cert_type_required': {
    status: BAD_PAYLOAD,
    zh: '认证类型 certType 不能为空',
    en: 'Certification type (certType) is required',
  },
  'release.cert_banned': { status: FORBIDDEN, zh: '认证资格已被封禁', en: 'Your certification rights are banned' },
  'release.cert_needs_personal': {
    status: FORBIDDEN,
    zh: '个人认证需要先有一条审核通过的个人信息',
    en: 'A personal certification needs an approved personal post first',
  },
  'release.cert_needs_store': {
    status: FORBIDDEN,
    zh: '商家认证需要先有一条审核通过的商家信息',
    en: 'A store certification needs an approved store post first',
  },
  'release.cert_duplicate': {
    status: FORBIDDEN,
    zh: '已有同类型的认证信息（待审核、已通过或已下架），请编辑原信息',
    en: 'You already have a certification of this type (pending, approved or taken down): edit that one',
  },
  'release.daily_limit': {
    status: RATE_LIMITED,
    zh: '每天最多发布 {max} 条信息，请 {wait}后再发布',
    en: 'You can post at most {max} posts a day: post again in {wait}',
  },
  'release.pending_limit': {
    status: RATE_LIMITED,
    zh: '你已有 {max} 条信息在等待审核，审核完成一条后即可再发布',
    en: 'You have {max} posts waiting for review: you can post again as soon as one of them is reviewed',
  },
  'release.appeal_not_banned': {
    status: BAD_PAYLOAD,
    zh: '只有被封禁的信息可以申诉',
    en: 'Only a banned post can be appealed',
  },
  'release.appeal_open': {
    status: CONFLICT,
    zh: '该信息已有申诉在处理中，请等待结果',
    en: 'This post already has an appeal under review: wait for its outcome',
  },
  'release.appeal_too_many': {
    status: RATE_LIMITED,
    zh: '一天内最多提交 {max} 次申诉，请 {wait}后再试',
    en: 'At most {max} appeals a day: try again in {wait}',
  },
  'release.appeal_text_length': {
    status: BAD_PAYLOAD,
    zh: '申诉理由 text 需 {min}–{max} 个字',
    en: 'The appeal (text) needs {min}–{max} characters',
  },
} as const satisfies RefusalTable<'release'>;

export const RELEASE_FIELD_REFUSALS = {
  'release.kind_invalid': {
    status: BAD_PAYLOAD,
    zh: '信息类型 kind 应为 {values}',
    en: 'Kind (kind) must be {values}',
  },
  'release.required': { status: BAD_PAYLOAD, zh: '请填写{label} {field}', en: 'Please fill in {label} ({field})' },
  'release.too_short': {
    status: BAD_PAYLOAD,
    zh: '{label} {field} 至少 {min} 个字符',
    en: 'Write at least {min} characters for {label} ({field})',
  },
  'release.too_long': {
    status: BAD_PAYLOAD,
    zh: '{label} {field} 不能超过 {max} 个字符',
    en: 'Write at most {max} characters for {label} ({field})',
  },
  'release.not_text': { status: BAD_PAYLOAD, zh: '{label} {field} 应为文本', en: 'Write text for {label} ({field})' },
  'release.choose': { status: BAD_PAYLOAD, zh: '请选择{label} {field}', en: 'Please choose {label} ({field})' },
  'release.not_code': {
    status: BAD_PAYLOAD,
    zh: '{label} {field} 应为编号',
    en: 'Choose {label} from the list ({field})',
  },
  'release.not_integer': {
    status: BAD_PAYLOAD,
    zh: '{label} {field} 应为整数',
    en: 'Use a whole number for {label} ({field})',
  },
  'release.negative': {
    status: BAD_PAYLOAD,
    zh: '{label} {field} 不能小于 0',
    en: 'Use 0 or more for {label} ({field})',
  },
  'release.price_too_high': {
    status: BAD_PAYLOAD,
    zh: '{label} {field} 不能超过 {max}',
    en: 'Use at most {max} for {label} ({field})',
  },
  'release.price_order': {
    status: BAD_PAYLOAD,
    zh: '最高价 priceMax 不能低于最低价 priceMin',
    en: 'The highest price (priceMax) cannot be below the lowest (priceMin)',
  },
  'release.address_required': {
    status: BAD_PAYLOAD,
    zh: '地址 address 不能为空（商家信息必填）',
    en: 'Address (address) is required for a store',
  },
  'release.tags_not_list': { status: BAD_PAYLOAD, zh: '标签 tags 应为列表', en: 'Tags (tags) must be a list' },
  'release.tags_too_many': { status: BAD_PAYLOAD, zh: '标签 tags 最多 {max} 个', en: 'At most {max} tags (tags)' },
  'release.tags_repeated': { status: BAD_PAYLOAD, zh: '标签 tags 不能重复', en: 'Tags (tags) must differ' },
  'release.tag_not_text': { status: BAD_PAYLOAD, zh: '参数 {field} 标签应为文本', en: 'Tag {field} must be text' },
  'release.tag_empty': { status: BAD_PAYLOAD, zh: '参数 {field} 标签不能为空', en: 'Tag {field} is empty' },
  'release.tag_too_long': {
    status: BAD_PAYLOAD,
    zh: '参数 {field} 每个标签不能超过 {max} 个字符',
    en: 'Tag {field} allows at most {max} characters',
  },
  'release.images_missing': { status: BAD_PAYLOAD, zh: '请上传图片 images', en: 'Please add photos (images)' },
  'release.images_not_list': { status: BAD_PAYLOAD, zh: '图片 images 应为列表', en: 'Photos (images) must be a list' },
  'release.images_too_few': {
    status: BAD_PAYLOAD,
    zh: '请至少上传 {min} 张图片 images',
    en: 'Add at least {min} photo(s) (images)',
  },
  'release.images_too_many': {
    status: BAD_PAYLOAD,
    zh: '图片 images 最多 {max} 张',
    en: 'At most {max} photos (images)',
  },
  'release.images_repeated': { status: BAD_PAYLOAD, zh: '图片 images 不能重复', en: 'Photos (images) must differ' },
  'release.image_not_text': {
    status: BAD_PAYLOAD,
    zh: '参数 {field} 应为图片路径',
    en: 'Photo {field} must be an image path',
  },
  'release.image_path_invalid': {
    status: BAD_PAYLOAD,
    zh: '参数 {field} 不是有效的图片路径',
    en: 'Photo {field} is not an image path',
  },
  'release.video_id_invalid': {
    status: BAD_PAYLOAD,
    zh: '视频 videoId 格式不正确',
    en: 'Video (videoId) is malformed',
  },
  'release.video_id_empty': {
    status: BAD_PAYLOAD,
    zh: '视频 videoId 不能为空字符串',
    en: 'Video (videoId) cannot be an empty string',
  },
  'release.poster_not_text': {
    status: BAD_PAYLOAD,
    zh: '视频封面 videoPic 应为图片路径',
    en: 'Video poster (videoPic) must be an image path',
  },
  'release.poster_path_invalid': {
    status: BAD_PAYLOAD,
    zh: '视频封面 videoPic 不是有效的图片路径',
    en: 'Video poster (videoPic) is not an image path',
  },
  'release.cert_type_invalid': {
    status: BAD_PAYLOAD,
    zh: '认证类型 certType 应为 1（个人）或 2（商家）',
    en: 'Certification type (certType) must be 1 (personal) or 2 (store)',
  },
  'release.fact_not_text': { status: BAD_PAYLOAD, zh: '参数 {field} 应为文本', en: 'Detail {field} must be text' },
  'release.fact_too_long': {
    status: BAD_PAYLOAD,
    zh: '参数 {field} 不能超过 {max} 个字符',
    en: 'Detail {field} allows at most {max} characters',
  },
  'release.fact_unknown': {
    status: BAD_PAYLOAD,
    zh: '资料 {field} 不是 {kind} 类信息的字段',
    en: 'Detail {field} is not a field of {kind} posts',
  },
  'release.phone_invalid': {
    status: BAD_PAYLOAD,
    zh: '手机号码格式不正确（联系方式 contact）',
    en: 'Malformed phone number (contact)',
  },
  'release.check_type_invalid': {
    status: BAD_PAYLOAD,
    zh: '认证类型 type 应为 1（个人认证）或 2（商家认证）',
    en: 'Certification type (type) must be 1 (personal) or 2 (store)',
  },
  'release.status_invalid': {
    status: BAD_PAYLOAD,
    zh: '状态 status 不是有效的状态码',
    en: 'Status (status) is not a post status code',
  },
  'release.action_invalid': {
    status: BAD_PAYLOAD,
    zh: '操作 action 应为 takeDown 或 restore',
    en: 'Action (action) must be takeDown or restore',
  },
} as const satisfies RefusalTable<'release'>;
