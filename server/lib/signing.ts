import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacHex(keyHex: string, text: string): string {
  return createHmac('sha256', Buffer.from(keyHex, 'hex')).update(text).digest('hex');
}

/** Constant-time compare of an expected lowercase hex string with a given one. */
export function sameHex(expected: string, given: string): boolean {
  if (expected.length !== given.length || !/^[0-9a-f]*$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}
