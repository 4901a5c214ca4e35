import { defineMessages } from '../../../i18n';
import { commonWords } from '../../common/messages';

export const usePhoneMessages = defineMessages({
  zh: {
    ...commonWords.zh,
    title: '绑定手机号',
    hint: '忘记密码时，验证码只会发到这里。没有绑定手机号的账号无法自助找回密码。',
    current: '当前：{phone}',
    none: '尚未绑定',
    phone: '手机号',
    phonePh: '大陆 11 位手机号，或 + 国家代码',
    password: '当前密码',
    passwordPh: '确认是你本人',
    unbind: '解除绑定',
    loadFailed: '读取失败',
  },
  en: {
    ...commonWords.en,
    title: 'Phone number',
    hint: 'If you forget your password, the reset code goes only here. Without one an account cannot reset its password.',
    current: 'Now: {phone}',
    none: 'None bound',
    phone: 'Phone number',
    phonePh: 'Mainland 11 digits, or + country code',
    password: 'Current password',
    passwordPh: 'To confirm it is you',
    unbind: 'Remove',
    loadFailed: 'Could not load',
  },
});
