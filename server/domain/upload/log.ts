import type { Db } from '../../db/database';
import type { Logger } from '../../lib/logger';
import { Refusal } from '../common';
import { ipSubject, takeAttempt, userSubject } from './attempts';

// Spec §7 uploadLog: a client's report of a failed upload, logged (never stored), throttled per user and per
// address, with anything that is or looks like a token taken out first.

export const UPLOAD_LOG_WINDOW_S = 60 * 60;
/** A failed upload sends one report; a few dozen an hour is already a client in a loop. */
export const UPLOAD_LOGS_PER_USER = 20;
export const UPLOAD_LOGS_PER_IP = 60;

/** Kept from a message (after redaction), so one report cannot fill the log. */
const LOGGED_CHARS = 500;
/** A run of this many characters shared with the caller's own token (letters and digits, any case) goes. */
const TOKEN_FRAGMENT = 8;
const REDACTED = '[redacted]';

// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]+/g;
const FRAGMENT = /[A-Za-z0-9+_-]+/g;
const isAlnum = (c: string) => /[A-Za-z0-9]/.test(c);

/** %XX, \xXX and \uXXXX escapes of printable ASCII decoded, so an escaped token reads like one. */
function unescapePrintable(s: string): string {
  return s.replace(
    /%([2-7][0-9a-f])|\\x([2-7][0-9a-f])|\\u00([2-7][0-9a-f])/gi,
    (whole, ...hex: (string | undefined)[]) => {
      const code = parseInt(hex.slice(0, 3).find((h) => h !== undefined) ?? '', 16);
      return code >= 0x20 && code < 0x7f ? String.fromCharCode(code) : whole;
    },
  );
}

function charClass(c: string): number {
  if (c >= 'a' && c <= 'z') return 0;
  if (c >= 'A' && c <= 'Z') return 1;
  if (c >= '0' && c <= '9') return 2;
  return 3;
}

/**
 * Whether a run of token characters looks like a secret: long, or mixing letter cases and digits the way
 * random text does (a camelCase word or an ERROR_NAME does not), so a token cut in pieces still matches.
 */
export function looksLikeToken(fragment: string): boolean {
  const n = fragment.length;
  if (n >= 32) return true;
  if (n < 8) return false;
  const classes = new Set([...fragment].map(charClass).filter((c) => c < 3)).size;
  if (classes < 2) return false;
  if (n >= 16) return true;
  let changes = 0;
  for (let i = 1; i < n; i++) if (charClass(fragment[i]!) !== charClass(fragment[i - 1]!)) changes++;
  return changes >= 0.4 * (n - 1);
}

/**
 * Spans of `text` holding TOKEN_FRAGMENT or more letters and digits of `token` in a row (or reversed), in
 * any case and with anything but letters and digits between them (spaces, dashes, line breaks, quotes…).
 */
function tokenSpans(text: string, token: string): [number, number][] {
  const at: number[] = [];
  let compact = '';
  for (let i = 0; i < text.length; i++) {
    if (isAlnum(text[i]!)) {
      at.push(i);
      compact += text[i]!.toLowerCase();
    }
  }
  const secret = [...token].filter(isAlnum).join('').toLowerCase();
  return [...commonRuns(compact, secret, at), ...commonRuns(compact, [...secret].reverse().join(''), at)];
}

function commonRuns(compact: string, secret: string, at: number[]): [number, number][] {
  const spans: [number, number][] = [];
  // Longest common substring ending at (i, j), one row at a time.
  let prev = new Array<number>(secret.length + 1).fill(0);
  for (let i = 1; i <= compact.length; i++) {
    const row = new Array<number>(secret.length + 1).fill(0);
    for (let j = 1; j <= secret.length; j++) {
      if (compact[i - 1] !== secret[j - 1]) continue;
      row[j] = prev[j - 1]! + 1;
      if (row[j]! >= TOKEN_FRAGMENT) spans.push([at[i - row[j]!]!, at[i - 1]! + 1]);
    }
    prev = row;
  }
  return spans;
}

/** The message with control characters, the caller's token (however cut or cased) and token-like runs removed. */
export function redactSecrets(msg: string, ownToken: string | null): string {
  let text = unescapePrintable(msg.replace(CONTROL, ' '));
  if (ownToken && ownToken.length >= TOKEN_FRAGMENT) {
    const hide = new Array<boolean>(text.length).fill(false);
    for (const [from, to] of tokenSpans(text, ownToken)) hide.fill(true, from, to);
    let out = '';
    for (let i = 0; i < text.length; i++) {
      if (!hide[i]) out += text[i];
      else if (i === 0 || !hide[i - 1]) out += REDACTED;
    }
    text = out;
  }
  return text.replace(FRAGMENT, (f) => (looksLikeToken(f) ? REDACTED : f));
}

export interface LogContext {
  db: Db;
  userId: number;
  ip: string;
  nowS: number;
  log: Logger;
}

/**
 * Logs a client's upload failure report (token-like runs removed again here, whoever the caller is).
 * @throws Refusal upload.too_many_logs when the user or the address used up the window.
 */
export async function logUploadFailure(p: { uploadId?: string; msg: string }, ctx: LogContext): Promise<null> {
  const window = { kind: 'log' as const, windowS: UPLOAD_LOG_WINDOW_S };
  const byUser = await takeAttempt(
    ctx.db,
    { ...window, subject: userSubject(ctx.userId), limit: UPLOAD_LOGS_PER_USER },
    ctx.nowS,
  );
  if (byUser === null) throw new Refusal('upload.too_many_logs');
  const byIp = await takeAttempt(
    ctx.db,
    { ...window, subject: ipSubject(ctx.ip), limit: UPLOAD_LOGS_PER_IP },
    ctx.nowS,
  );
  if (byIp === null) throw new Refusal('upload.too_many_logs');
  const uploadId = p.uploadId === undefined ? null : redactSecrets(p.uploadId, null);
  ctx.log.warn(
    { userId: ctx.userId, uploadId, clientMsg: redactSecrets(p.msg, null).slice(0, LOGGED_CHARS) },
    'client upload failure',
  );
  return null;
}
