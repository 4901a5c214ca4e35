import type { LocalText } from './refusal-table';

// The `msg` of accounts' successful replies (shared words, Saved, are in common-texts.ts), and the codes' text
// messages: one message in both languages, as the number's owner may read either.

export const ACCOUNTS_REPLIES = {
  registered: { zh: '注册成功', en: 'Registered' },
  loggedIn: { zh: '登录成功', en: 'Logged in' },
  loggedOut: { zh: '已退出登录', en: 'Logged out' },
  deviceLoggedOut: { zh: '该设备已退出登录', en: 'That device is logged out' },
  othersLoggedOut: { zh: '其他设备已全部退出登录', en: 'Every other device is logged out' },
  passwordChanged: { zh: '密码已修改，其他设备已退出登录', en: 'Password changed; other devices are logged out' },
  resetCodeSent: {
    zh: '如果该手机号已绑定账号，验证码已发出',
    en: 'If that number is bound to an account, a code is on its way',
  },
  passwordReset: { zh: '密码已重置，请用新密码登录', en: 'Password reset: log in with the new one' },
  bindCodeSent: {
    zh: '验证码已发送到该手机号，请查收短信',
    en: 'A code is on its way to that number: check its texts',
  },
  phoneSaved: { zh: '手机号已保存', en: 'Phone number saved' },
} as const satisfies Readonly<Record<string, LocalText>>;

export const ACCOUNTS_NOTICES = {
  resetCodeSms: {
    zh: '【goldpost】验证码 {code}，{minutes} 分钟内有效，用于重置密码。',
    en: 'Your goldpost reset code is {code} (valid {minutes} min).',
  },
  // Goes to a number someone typed in: it says what the code does, so a stranger's phone can ignore it.
  bindCodeSms: {
    zh: '【goldpost】验证码 {code}，{minutes} 分钟内有效，用于把本手机号绑定为账号的找回手机。如非本人操作，请忽略。',
    en: 'Your goldpost code {code} (valid {minutes} min) links this number to an account for password resets. Not you? Ignore it.',
  },
} as const satisfies Readonly<Record<string, LocalText>>;
