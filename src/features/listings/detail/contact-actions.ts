// What a revealed contact lets a person do: call or text a phone number, or open WeChat for a handle.
// Contacts are free text ("138-0000-1234", "tel 139…", "wx: shop_abc"), so the number is read out of it.

export interface ContactActions {
  /** `tel:` link of the number in the contact, if it holds one. */
  tel: string | null;
  /** `sms:` link to the same number. */
  sms: string | null;
  /** A messaging-app link when the contact names a WeChat handle instead of a number. */
  wechat: string | null;
}

const PHONE = /\+?\d[\d\s()-]{5,}\d/;
const WECHAT = /(?:wx|wechat|微信|weixin)\s*[:：]?\s*[A-Za-z][\w-]{5,19}/i;

export function contactActions(contact: string): ContactActions {
  const phone = PHONE.exec(contact)?.[0];
  const digits = phone ? phone.replace(/[^\d+]/g, '') : '';
  if (digits.replace('+', '').length >= 7) return { tel: `tel:${digits}`, sms: `sms:${digits}`, wechat: null };
  return { tel: null, sms: null, wechat: WECHAT.test(contact) ? 'weixin://' : null };
}
