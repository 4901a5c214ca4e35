import { PASSWORD_MAX, PASSWORD_MIN } from './constants';
import { STATUS } from './status';
import type { RefusalTable } from './refusal-table';

// Refusals of accounts: registration, login (a banned account's too), sessions, passwords, recovery, and the
// profile (`user.*`).

const { BAD_CREDENTIALS, BAD_PAYLOAD, BUSY, CONFLICT, FORBIDDEN, NOT_FOUND, NOT_LOGGED_IN, RATE_LIMITED } = STATUS;

export const ACCOUNTS_REFUSALS = {
  'account.login_required': { status: NOT_LOGGED_IN, zh: '请先登录', en: 'Please log in first' },
  'account.wrong_password': { status: BAD_CREDENTIALS, zh: '用户名或密码错误', en: 'Wrong username or password' },
  'account.username_taken': { status: CONFLICT, zh: '用户名已被注册', en: 'This username is taken' },
  // Shown under the register form's invite field: the person's words, not the payload's field name.
  'account.invite_unknown': {
    status: BAD_PAYLOAD,
    zh: '邀请码不存在，请检查或留空',
    en: 'Invite code not found: check it or leave it empty',
  },
  'account.too_many_attempts': {
    status: RATE_LIMITED,
    zh: '登录失败次数过多，请 {wait}后再试',
    en: 'Too many failed logins: try again in {wait}',
  },
  // Password checks are bounded per address and per process (server/domain/accounts/password-gate.ts).
  'account.busy': {
    status: RATE_LIMITED,
    zh: '该网络同时登录的请求过多，请稍后再试',
    en: 'Too many logins at once from this network: try again in a moment',
  },
  'account.server_busy': {
    status: BUSY,
    zh: '服务器繁忙，请几秒后再试',
    en: 'The server is busy: try again in a few seconds',
  },
  'account.too_many_registrations': {
    status: RATE_LIMITED,
    zh: '该网络注册过于频繁，请 {wait}后再试',
    en: 'Too many sign-ups from this network: try again in {wait}',
  },
  'account.username_invalid': {
    status: BAD_PAYLOAD,
    zh: '参数 {field} 用户名须为 3–20 位字母、数字、下划线或汉字',
    en: 'Username ({field}): 3–20 letters, digits, underscores or Chinese characters',
  },
  'account.username_reserved': {
    status: BAD_PAYLOAD,
    zh: '参数 {field} 该用户名看起来像本站工作人员，请换一个',
    en: 'Username ({field}): reads as the site or its staff, choose another',
  },
  'account.password_length': {
    status: BAD_PAYLOAD,
    zh: `参数 {field} 密码长度须为 ${PASSWORD_MIN}–${PASSWORD_MAX} 位`,
    en: `Password ({field}): ${PASSWORD_MIN}–${PASSWORD_MAX} characters`,
  },
  'account.password_common': {
    status: BAD_PAYLOAD,
    zh: '参数 {field} 密码过于常见，容易被猜中，请换一个',
    en: 'Password ({field}): one of the most common passwords, easy to guess: choose another',
  },
  'account.password_like_username': {
    status: BAD_PAYLOAD,
    zh: '参数 {field} 密码不能包含用户名',
    en: 'Password ({field}): must not contain the username',
  },
  'account.password_unchanged': {
    status: BAD_PAYLOAD,
    zh: '参数 {field} 新密码不能与当前密码相同',
    en: 'New password ({field}): must differ from the current one',
  },
  'account.current_password_wrong': {
    status: BAD_CREDENTIALS,
    zh: '当前密码不正确',
    en: 'The current password is wrong',
  },
  'account.phone_invalid': {
    status: BAD_PAYLOAD,
    zh: '手机号格式不正确（大陆手机号 11 位，其他地区请以 + 和国家代码开头）',
    en: 'Not a phone number (an 11-digit mainland mobile, or + and the country code)',
  },
  'account.phone_taken': {
    status: CONFLICT,
    zh: '该手机号已绑定其他账号',
    en: 'That number is bound to another account',
  },
  'account.reset_code_wrong': {
    status: BAD_CREDENTIALS,
    zh: '验证码错误或已失效，请重新获取',
    en: 'The code is wrong or no longer valid: ask for a new one',
  },
  'account.phone_code_wrong': {
    status: BAD_CREDENTIALS,
    zh: '验证码错误或已失效，请重新发送',
    en: 'The code is wrong or no longer valid: send a new one',
  },
  'account.too_many_codes': {
    status: RATE_LIMITED,
    zh: '操作过于频繁，请 {wait}后再试',
    en: 'Too many requests: try again in {wait}',
  },
  'account.session_not_found': {
    status: NOT_FOUND,
    zh: '该登录设备不存在或已退出',
    en: 'No such signed-in device, or it has logged out',
  },
  // {reason}: the operator's words when banning (users.ban_reason).
  'account.banned': {
    status: FORBIDDEN,
    zh: '该账号已被封禁，原因：{reason}。如有疑问请联系客服',
    en: 'This account is banned: {reason}. Contact support if you think this is wrong',
  },
  'user.not_found': { status: NOT_FOUND, zh: '用户不存在', en: 'No such user' },
  'user.banned': { status: FORBIDDEN, zh: '该用户已被封禁，原因：{reason}', en: 'This member is banned: {reason}' },
  'user.not_yours': { status: FORBIDDEN, zh: '不能修改他人的资料', en: "You cannot change someone else's profile" },
  'user.area_unknown': { status: BAD_PAYLOAD, zh: '参数 area 城市不存在', en: 'Area (area): no such city' },
  'user.avatar_unknown': {
    status: BAD_PAYLOAD,
    zh: '参数 avatar 图片不存在',
    en: 'Avatar (avatar): no such image, upload it again',
  },
  'user.avatar_invalid': {
    status: BAD_PAYLOAD,
    zh: '参数 {field} 不是有效的图片路径',
    en: 'Parameter {field} is not an image path',
  },
  'user.nickname_reserved': {
    status: BAD_PAYLOAD,
    zh: '参数 {field} 该昵称看起来像本站工作人员，请换一个',
    en: 'Nickname ({field}): reads as the site or its staff, choose another',
  },
  'user.too_many_requests': {
    status: RATE_LIMITED,
    zh: '请求过于频繁，请 {wait}后再试',
    en: 'Too many requests: try again in {wait}',
  },
} as const satisfies RefusalTable<'account' | 'user'>;
