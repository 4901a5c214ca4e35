import { isValidPhone } from './people-contact-rules';

// Signs that a text takes people off the platform: a phone number, a messaging id, or a request to pay
// ahead. Chat shows both people a safety note under such a message (nothing is refused: a provider and a
// customer with a booking may well trade numbers); the phone rule is the one contact details and a post's
// contact field are held to (people-contact-rules.ts), so "a phone number" means the same everywhere.

export type OffPlatformSign = 'phone' | 'handle' | 'transfer';

/** Runs of digits that may be one number, with the separators people type inside numbers. */
const NUMBER_RUN = /\+?\d[\d\s()-]{5,18}\d/g;

/** A messaging service named, then (after a colon, 号 or a few spaces) something that reads as an id. */
const HANDLE =
  /(?:微信|威信|薇信|v信|vx|wx|weixin|wechat|扣扣|qq|telegram|电报|tg|whatsapp|line)\s*(?:号|id)?\s*[:：]?\s*@?[a-z0-9][\w.-]{3,}/i;

/** Asking for money outside the platform: transfers, deposits, paying first. */
const TRANSFER =
  /转账|汇款|打款|先付|预付|定金|订金|押金|\b(?:bank\s+)?transfer\b|\bwire\b|\bdeposit\b|\bpay(?:ment)?\s+(?:first|upfront|up\s+front|in\s+advance|ahead)\b|\badvance\s+payment\b/i;

/** Whether some run of digits in the text is a valid phone number. */
export function hasPhoneNumber(text: string): boolean {
  for (const run of text.match(NUMBER_RUN) ?? []) if (isValidPhone(run.trim())) return true;
  // Fullwidth digits are read as the number they spell.
  const ascii = text.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
  return ascii !== text && hasPhoneNumber(ascii);
}

/** The signs found in a text, in a fixed order (none: an empty list). */
export function offPlatformSigns(text: string): OffPlatformSign[] {
  const signs: OffPlatformSign[] = [];
  if (hasPhoneNumber(text)) signs.push('phone');
  if (HANDLE.test(text)) signs.push('handle');
  if (TRANSFER.test(text)) signs.push('transfer');
  return signs;
}
