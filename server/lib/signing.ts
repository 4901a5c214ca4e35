import { createHmac } from 'node:crypto';
import { hexToBytes } from '../../protocol/base64';

/** Lowercase hex HMAC-SHA256 under a hex key (slice signs, piece URLs). */
export function hmacHex(keyHex: string, text: string): string {
  return createHmac('sha256', hexToBytes(keyHex)).update(text).digest('hex');
}
