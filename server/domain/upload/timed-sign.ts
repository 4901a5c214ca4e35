import { TIMESTAMP_WINDOW_S } from '../../../protocol/constants';
import { sameHex } from '../../../protocol/base64';

// The one check of the upload endpoints' signed timestamps (spec §7): /imgUpload.php and /uploadMp4.php sign
// with protocol/upload-sign.ts, slices with an HMAC of their fields. Each caller names its own refusals.

export type TimedSignFailure = 'bad_timestamp' | 'stale_timestamp' | 'bad_sign';

export interface TimedSign {
  timestamp: string | undefined;
  sign: string | undefined;
  /** spec §7: seconds for images and slices, milliseconds for /uploadMp4.php. */
  unit: 'seconds' | 'milliseconds';
  nowMs: number;
  /** The sign the timestamp (as sent) should carry. */
  expected: (timestamp: string) => string | Promise<string>;
}

const DIGITS = { seconds: /^\d{1,12}$/, milliseconds: /^\d{1,15}$/ } as const;

/**
 * The timestamp must be digits within TIMESTAMP_WINDOW_S of our clock, the sign must match (compared in
 * constant time, any letter case).
 * @returns null when the sign holds, else what is wrong.
 */
export async function checkTimedSign(s: TimedSign): Promise<TimedSignFailure | null> {
  if (s.timestamp === undefined || !DIGITS[s.unit].test(s.timestamp)) return 'bad_timestamp';
  const sentMs = s.unit === 'seconds' ? Number(s.timestamp) * 1000 : Number(s.timestamp);
  if (Math.abs(s.nowMs - sentMs) > TIMESTAMP_WINDOW_S * 1000) return 'stale_timestamp';
  return sameHex(await s.expected(s.timestamp), (s.sign ?? '').toLowerCase()) ? null : 'bad_sign';
}
