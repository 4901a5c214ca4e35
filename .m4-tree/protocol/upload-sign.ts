import { md5 } from 'hash-wasm';

/** Upload sign of spec §7: hex MD5 of the timestamp (as sent) followed by the upload key from global config. */
export function uploadSign(timestamp: string | number, key: string): Promise<string> {
  return md5(`${timestamp}${key}`);
}
