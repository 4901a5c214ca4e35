// Test videos: random bytes behind an MP4's opening `ftyp` box. The server checks that a video upload opens a
// video container (server/lib/video-sniff.ts); what follows is not decoded, so random bytes serve as the body.
import { randomBytes } from 'node:crypto';

const FTYP = Buffer.from('0000001866747970' + '69736f6d', 'hex'); // size 24, 'ftyp', brand 'isom'

/** `size` bytes that open like an MP4 file (fewer than 12 are only random bytes). */
export function videoBytes(size: number): Buffer<ArrayBuffer> {
  const bytes = randomBytes(size);
  FTYP.copy(bytes, 0, 0, Math.min(FTYP.length, size));
  return bytes;
}
