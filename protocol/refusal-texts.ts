import { PASSWORD_MAX, PASSWORD_MIN } from './constants';
import { ADMIN_REFUSAL_TEXT } from './refusal-texts-admin';
import { MODERATION_REFUSAL_TEXT } from './refusal-texts-moderation';
import { CURATION_REFUSAL_TEXT } from './refusal-texts-curation';
import { MONEY_REFUSAL_TEXT } from './refusal-texts-money';
import { PEOPLE_REFUSAL_TEXT } from './refusal-texts-people';
import { PUBLIC_REFUSAL_TEXT } from './refusal-texts-public';
import { RAW_REFUSAL_TEXT } from './refusal-texts-raw';
import { TRUST_REFUSAL_TEXT } from './refusal-texts-trust';
import { UPLOAD_REFUSAL_TEXT } from './refusal-texts-upload';
import type { LocalText, RefusalCode } from './refusals';
import type {
  AdminRefusal,
  CurationRefusal,
  ModerationRefusal,
  MoneyRefusal,
  PeopleAreaRefusal,
  PublicRefusal,
  RawRefusalCode,
  TrustRefusal,
  UploadRefusal,
} from './refusals';

// The one string table of refusals, both sides import it. Chinese is the default language; `{name}` is a
// placeholder (refusalText fills it). Each area's texts sit in one file: accounts and posting here; uploads,
// money, people, the console and the binary endpoints beside it.

const CORE_REFUSAL_TEXT: Record<
  Exclude<
    RefusalCode,
    | MoneyRefusal
    | PeopleAreaRefusal
    | PublicRefusal
    | AdminRefusal
    | ModerationRefusal
    | CurationRefusal
    | RawRefusalCode
    | TrustRefusal
    | UploadRefusal
  >,
  LocalText
> = {
  'api.not_found': { zh: '接口不存在', en: 'No such endpoint' },

  'payload.required': { zh: '参数 {field} 不能为空', en: 'Parameter {field} is required' },
  'payload.wrong_type': { zh: '参数 {field} 应为{expected}', en: 'Parameter {field} must be {expected}' },
  'payload.too_short': {
    zh: '参数 {field} 长度不能少于 {min} 个字符',
    en: 'Parameter {field} needs at least {min} characters',
  },
  'payload.too_long': {
    zh: '参数 {field} 长度不能超过 {max} 个字符',
    en: 'Parameter {field} allows at most {max} characters',
  },
  'payload.too_small': { zh: '参数 {field} 不能小于 {min}', en: 'Parameter {field} cannot be less than {min}' },
  'payload.too_big': { zh: '参数 {field} 不能大于 {max}', en: 'Parameter {field} cannot be greater than {max}' },
  'payload.not_one_of': {
    zh: '参数 {field} 取值无效（可选：{values}）',
    en: 'Parameter {field} must be one of {values}',
  },
  'payload.bad_format': { zh: '参数 {field} 格式不正确', en: 'Parameter {field} is malformed' },
  'payload.blank': { zh: '参数 {field} 只有看不见的字符', en: 'Parameter {field} holds only invisible characters' },
  'payload.invalid': { zh: '参数 {field} 无效', en: 'Parameter {field} is invalid' },

  'account.login_required': { zh: '请先登录', en: 'Please log in first' },
  'account.wrong_password': { zh: '用户名或密码错误', en: 'Wrong username or password' },
  'account.username_taken': { zh: '用户名已被注册', en: 'This username is taken' },
  // Shown under the register form's invite field: the person's words, not the payload's field name.
  'account.invite_unknown': {
    zh: '邀请码不存在，请检查或留空',
    en: 'Invite code not found: check it or leave it empty',
  },
  'account.too_many_attempts': {
    zh: '登录失败次数过多，请 {wait}后再试',
    en: 'Too many failed logins: try again in {wait}',
  },
  'account.too_many_registrations': {
    zh: '该网络注册过于频繁，请 {wait}后再试',
    en: 'Too many sign-ups from this network: try again in {wait}',
  },
  'account.username_invalid': {
    zh: '参数 {field} 用户名须为 3–20 位字母、数字、下划线或汉字',
    en: 'Username ({field}): 3–20 letters, digits, underscores or Chinese characters',
  },
  'account.username_reserved': {
    zh: '参数 {field} 该用户名看起来像本站工作人员，请换一个',
    en: 'Username ({field}): reads as the site or its staff, choose another',
  },
  'account.password_length': {
    zh: `参数 {field} 密码长度须为 ${PASSWORD_MIN}–${PASSWORD_MAX} 位`,
    en: `Password ({field}): ${PASSWORD_MIN}–${PASSWORD_MAX} characters`,
  },
  'account.password_common': {
    zh: '参数 {field} 密码过于常见，容易被猜中，请换一个',
    en: 'Password ({field}): one of the most common passwords, easy to guess: choose another',
  },
  'account.password_like_username': {
    zh: '参数 {field} 密码不能包含用户名',
    en: 'Password ({field}): must not contain the username',
  },
  'account.password_unchanged': {
    zh: '参数 {field} 新密码不能与当前密码相同',
    en: 'New password ({field}): must differ from the current one',
  },
  'account.current_password_wrong': { zh: '当前密码不正确', en: 'The current password is wrong' },
  'account.phone_invalid': {
    zh: '手机号格式不正确（大陆手机号 11 位，其他地区请以 + 和国家代码开头）',
    en: 'Not a phone number (an 11-digit mainland mobile, or + and the country code)',
  },
  'account.phone_taken': { zh: '该手机号已绑定其他账号', en: 'That number is bound to another account' },
  'account.reset_code_wrong': {
    zh: '验证码错误或已失效，请重新获取',
    en: 'The code is wrong or no longer valid: ask for a new one',
  },
  'account.too_many_codes': { zh: '操作过于频繁，请 {wait}后再试', en: 'Too many requests: try again in {wait}' },
  'account.session_not_found': {
    zh: '该登录设备不存在或已退出',
    en: 'No such signed-in device, or it has logged out',
  },

  'user.not_found': { zh: '用户不存在', en: 'No such user' },
  'user.not_yours': { zh: '不能修改他人的资料', en: "You cannot change someone else's profile" },
  'user.area_unknown': { zh: '参数 area 城市不存在', en: 'Area (area): no such city' },
  'user.avatar_unknown': { zh: '参数 avatar 图片不存在', en: 'Avatar (avatar): no such image, upload it again' },
  'user.avatar_invalid': { zh: '参数 {field} 不是有效的图片路径', en: 'Parameter {field} is not an image path' },
  'user.nickname_reserved': {
    zh: '参数 {field} 该昵称看起来像本站工作人员，请换一个',
    en: 'Nickname ({field}): reads as the site or its staff, choose another',
  },
  'user.too_many_requests': { zh: '请求过于频繁，请 {wait}后再试', en: 'Too many requests: try again in {wait}' },

  'home.ad_not_found': { zh: '广告不存在', en: 'No such advert' },

  'post.not_found': { zh: '信息不存在或已下架', en: 'This post does not exist or was taken down' },
  'post.vip_required': { zh: '需要开通VIP', en: 'This needs a VIP membership' },

  'release.not_found': { zh: '信息不存在或已删除', en: 'This post does not exist or was deleted' },
  'release.wrong_endpoint': { zh: '该接口不能处理 {kind} 类信息', en: 'This call does not handle {kind} posts' },
  'release.status_changed': {
    zh: '信息状态已变化，请刷新后重试',
    en: 'The post changed meanwhile: refresh and try again',
  },
  'release.cannot_take_down': {
    zh: '只有待审核或已通过的信息可以下架（当前状态 {status}）',
    en: 'Only pending or approved posts can be taken down (now {status})',
  },
  'release.cannot_restore': {
    zh: '只有已下架的信息可以恢复（当前状态 {status}）',
    en: 'Only taken-down posts can be restored (now {status})',
  },
  'release.banned': { zh: '该信息已被封禁，不能编辑', en: 'This post is banned and cannot be edited' },
  'release.banned_kept': { zh: '该信息已被封禁，不能删除', en: 'This post is banned and cannot be deleted' },
  'release.kind_fixed': { zh: '信息类型 kind 不能修改', en: 'The kind of a post (kind) cannot change' },
  'release.no_current_video': {
    zh: '视频 videoId 无效：该信息当前没有视频',
    en: 'Video (videoId): this post has no video to keep',
  },
  'release.city_unknown': { zh: '城市 cityCode 不存在', en: 'City (cityCode) not found' },
  'release.type_unknown': { zh: '类型 typeCode 不存在', en: 'Category (typeCode) not found' },
  'release.mode_unknown': { zh: '方式 modeCode 不存在', en: 'Service mode (modeCode) not found' },
  'release.image_unknown': {
    zh: '图片 {field} 图片不存在，请重新上传',
    en: 'Photo ({field}): no such image, upload it again',
  },
  'release.poster_unknown': {
    zh: '视频封面 videoPic 图片不存在，请重新上传',
    en: 'Video poster (videoPic): no such image, upload it again',
  },
  'release.video_unknown': {
    zh: '视频 videoId 不存在或不属于当前用户，请重新上传',
    en: 'Video (videoId) not found among your uploads: upload it again',
  },
  'release.cert_type_required': { zh: '认证类型 certType 不能为空', en: 'Certification type (certType) is required' },
  'release.cert_banned': { zh: '认证资格已被封禁', en: 'Your certification rights are banned' },
  'release.cert_needs_personal': {
    zh: '个人认证需要先有一条审核通过的个人信息',
    en: 'A personal certification needs an approved personal post first',
  },
  'release.cert_needs_store': {
    zh: '商家认证需要先有一条审核通过的商家信息',
    en: 'A store certification needs an approved store post first',
  },
  'release.cert_duplicate': {
    zh: '已有同类型的认证信息（待审核、已通过或已下架），请编辑原信息',
    en: 'You already have a certification of this type (pending, approved or taken down): edit that one',
  },

  'release.kind_invalid': { zh: '信息类型 kind 应为 {values}', en: 'Kind (kind) must be {values}' },
  'release.required': { zh: '请填写{label} {field}', en: 'Please fill in {label} ({field})' },
  'release.too_short': {
    zh: '{label} {field} 至少 {min} 个字符',
    en: 'Write at least {min} characters for {label} ({field})',
  },
  'release.too_long': {
    zh: '{label} {field} 不能超过 {max} 个字符',
    en: 'Write at most {max} characters for {label} ({field})',
  },
  'release.not_text': { zh: '{label} {field} 应为文本', en: 'Write text for {label} ({field})' },
  'release.choose': { zh: '请选择{label} {field}', en: 'Please choose {label} ({field})' },
  'release.not_code': { zh: '{label} {field} 应为编号', en: 'Choose {label} from the list ({field})' },
  'release.not_integer': { zh: '{label} {field} 应为整数', en: 'Use a whole number for {label} ({field})' },
  'release.negative': { zh: '{label} {field} 不能小于 0', en: 'Use 0 or more for {label} ({field})' },
  'release.price_too_high': { zh: '{label} {field} 不能超过 {max}', en: 'Use at most {max} for {label} ({field})' },
  'release.price_order': {
    zh: '最高价 priceMax 不能低于最低价 priceMin',
    en: 'The highest price (priceMax) cannot be below the lowest (priceMin)',
  },
  'release.address_required': {
    zh: '地址 address 不能为空（商家信息必填）',
    en: 'Address (address) is required for a store',
  },
  'release.tags_not_list': { zh: '标签 tags 应为列表', en: 'Tags (tags) must be a list' },
  'release.tags_too_many': { zh: '标签 tags 最多 {max} 个', en: 'At most {max} tags (tags)' },
  'release.tags_repeated': { zh: '标签 tags 不能重复', en: 'Tags (tags) must differ' },
  'release.tag_not_text': { zh: '参数 {field} 标签应为文本', en: 'Tag {field} must be text' },
  'release.tag_empty': { zh: '参数 {field} 标签不能为空', en: 'Tag {field} is empty' },
  'release.tag_too_long': {
    zh: '参数 {field} 每个标签不能超过 {max} 个字符',
    en: 'Tag {field} allows at most {max} characters',
  },
  'release.images_missing': { zh: '请上传图片 images', en: 'Please add photos (images)' },
  'release.images_not_list': { zh: '图片 images 应为列表', en: 'Photos (images) must be a list' },
  'release.images_too_few': { zh: '请至少上传 {min} 张图片 images', en: 'Add at least {min} photo(s) (images)' },
  'release.images_too_many': { zh: '图片 images 最多 {max} 张', en: 'At most {max} photos (images)' },
  'release.images_repeated': { zh: '图片 images 不能重复', en: 'Photos (images) must differ' },
  'release.image_not_text': { zh: '参数 {field} 应为图片路径', en: 'Photo {field} must be an image path' },
  'release.image_path_invalid': { zh: '参数 {field} 不是有效的图片路径', en: 'Photo {field} is not an image path' },
  'release.video_id_invalid': { zh: '视频 videoId 格式不正确', en: 'Video (videoId) is malformed' },
  'release.video_id_empty': { zh: '视频 videoId 不能为空字符串', en: 'Video (videoId) cannot be an empty string' },
  'release.poster_not_text': {
    zh: '视频封面 videoPic 应为图片路径',
    en: 'Video poster (videoPic) must be an image path',
  },
  'release.poster_path_invalid': {
    zh: '视频封面 videoPic 不是有效的图片路径',
    en: 'Video poster (videoPic) is not an image path',
  },
  'release.cert_type_invalid': {
    zh: '认证类型 certType 应为 1（个人）或 2（商家）',
    en: 'Certification type (certType) must be 1 (personal) or 2 (store)',
  },
  'release.fact_not_text': { zh: '参数 {field} 应为文本', en: 'Detail {field} must be text' },
  'release.fact_too_long': {
    zh: '参数 {field} 不能超过 {max} 个字符',
    en: 'Detail {field} allows at most {max} characters',
  },
  'release.fact_unknown': {
    zh: '资料 {field} 不是 {kind} 类信息的字段',
    en: 'Detail {field} is not a field of {kind} posts',
  },
  'release.phone_invalid': { zh: '手机号码格式不正确（联系方式 contact）', en: 'Malformed phone number (contact)' },
  'release.check_type_invalid': {
    zh: '认证类型 type 应为 1（个人认证）或 2（商家认证）',
    en: 'Certification type (type) must be 1 (personal) or 2 (store)',
  },
  'release.status_invalid': { zh: '状态 status 不是有效的状态码', en: 'Status (status) is not a post status code' },
  'release.action_invalid': {
    zh: '操作 action 应为 takeDown 或 restore',
    en: 'Action (action) must be takeDown or restore',
  },

  'review.not_found': { zh: '信息 {id} 不存在', en: 'Post {id} does not exist' },
  'review.approve_not_pending': {
    zh: '信息 {id} 当前状态为 {status}，只有待审核（1）的信息可以通过',
    en: 'Post {id} is {status}: only pending (1) posts can be approved',
  },
  'review.reject_not_pending': {
    zh: '信息 {id} 当前状态为 {status}，只有待审核（1）的信息可以驳回',
    en: 'Post {id} is {status}: only pending (1) posts can be rejected',
  },
  'review.already': { zh: '信息 {id} 已是 {status}', en: 'Post {id} is already {status}' },
  'review.reason_required': { zh: '驳回需要填写原因 --reason', en: 'A rejection needs a reason: --reason' },
};

export const REFUSAL_TEXT: Record<RefusalCode, LocalText> = {
  ...CORE_REFUSAL_TEXT,
  ...UPLOAD_REFUSAL_TEXT,
  ...MONEY_REFUSAL_TEXT,
  ...PEOPLE_REFUSAL_TEXT,
  ...PUBLIC_REFUSAL_TEXT,
  ...ADMIN_REFUSAL_TEXT,
  ...MODERATION_REFUSAL_TEXT,
  ...CURATION_REFUSAL_TEXT,
  ...TRUST_REFUSAL_TEXT,
  ...RAW_REFUSAL_TEXT,
};
