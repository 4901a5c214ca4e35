// Rules of a person's contact details (their own, and a store post's): both the server's schema and the
// forms check with these, so a form never accepts what the server refuses.

/** The channels a contact can carry, in display order. */
export const CONTACT_CHANNELS = ['phone', 'wechat', 'qq', 'telegram'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** Every channel is optional: '' means "not given". */
export type ContactFields = Record<ContactChannel, string>;

/** The longest value any channel accepts (a spaced international number fits). */
export const CONTACT_FIELD_MAX = 32;

const CN_MOBILE = /^1[3-9]\d{9}$/;
const CN_LANDLINE = /^0\d{2,3}\d{7,8}$/;
const INTERNATIONAL = /^\+\d{7,15}$/;

/** A mainland mobile or landline number, or an international one with its + prefix; spaces, dashes, brackets allowed. */
export function isValidPhone(value: string): boolean {
  if (!/^[+\d\s()-]+$/.test(value)) return false;
  const n = value.replace(/[\s()-]/g, '');
  return CN_MOBILE.test(n) || CN_LANDLINE.test(n) || INTERNATIONAL.test(n);
}

/** WeChat ids: 6–20 characters, a letter first, then letters, digits, _ or -. */
export const isValidWechat = (v: string) => /^[A-Za-z][\w-]{5,19}$/.test(v);
/** QQ numbers: 5–11 digits, no leading zero. */
export const isValidQq = (v: string) => /^[1-9]\d{4,10}$/.test(v);
/** Telegram usernames: 5–32 characters of letters, digits and _, a letter first; an @ in front is allowed. */
export const isValidTelegram = (v: string) => /^@?[A-Za-z]\w{4,31}$/.test(v);

export const CONTACT_RULES: Record<ContactChannel, (v: string) => boolean> = {
  phone: isValidPhone,
  wechat: isValidWechat,
  qq: isValidQq,
  telegram: isValidTelegram,
};

/** The channel's value is empty or valid. */
export function isValidChannel(channel: ContactChannel, value: string): boolean {
  const v = value.trim();
  return v === '' || (v.length <= CONTACT_FIELD_MAX && CONTACT_RULES[channel](v));
}

/** Channels whose value breaks its rule, in display order. */
export function invalidChannels(fields: ContactFields): ContactChannel[] {
  return CONTACT_CHANNELS.filter((c) => !isValidChannel(c, fields[c]));
}

export const hasAnyChannel = (fields: ContactFields) => CONTACT_CHANNELS.some((c) => fields[c].trim() !== '');

const CHANNEL_LABEL: Record<Exclude<ContactChannel, 'phone'>, string> = {
  wechat: 'WeChat',
  qq: 'QQ',
  telegram: 'Telegram',
};

/**
 * One line for the contact a post reveals, e.g. `138 0000 0000 · WeChat: shop_01`. The messaging services
 * are named by their own (brand) names, so the line reads the same in both languages.
 */
export function contactLine(fields: ContactFields): string {
  return CONTACT_CHANNELS.filter((c) => fields[c].trim() !== '')
    .map((c) => (c === 'phone' ? fields.phone.trim() : `${CHANNEL_LABEL[c]}: ${fields[c].trim()}`))
    .join(' · ');
}
