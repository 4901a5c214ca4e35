import { COMMON_PASSWORDS } from './accounts-common-passwords';
import { PASSWORD_MAX, PASSWORD_MIN } from './constants';

// The account rules in one place: the server refuses by them, the register and change-password forms check
// and show them before submit. Lengths count code points, so a CJK name or password counts as people see it.

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
/** Letters, digits, underscore and CJK ideographs. */
export const USERNAME_CHARS = /^[A-Za-z0-9_\p{Script=Han}]+$/u;

export type UsernameProblem = 'required' | 'chars' | 'length' | 'staff';

/** Latin words that, as a whole name, read as the site or its staff. */
const STAFF_WORDS = new Set([
  'admin',
  'administrator',
  'root',
  'system',
  'sysadmin',
  'moderator',
  'mod',
  'support',
  'finance',
  'official',
  'staff',
  'service',
  'operator',
  'goldpost',
  'customerservice',
]);
/** Cyrillic and Greek letters drawn like Latin ones, folded so `аdmin` (a Cyrillic а) reads as what it shows. */
const LOOKALIKES: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ɡ: 'g',
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ı: 'i',
  ӏ: 'l',
  ɑ: 'a',
};

/** Digits written for letters (`adm1n`, `0fficial`), read as the letters once. */
const LEET: Readonly<Record<string, string>> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' };

/** Staff words that mark a name wherever they stand as a word of it (`the_admin`, `admin_anna`). */
const STAFF_PARTS = new Set(['admin', 'administrator', 'sysadmin', 'moderator', 'goldpost']);

/** Chinese words that read as the site or its staff wherever they stand in a name. */
const STAFF_HAN = ['管理员', '管理員', '客服', '官方', '系统', '系統', '运营', '運營', '财务', '財務', '审核', '審核'];

/**
 * Whether a name would pass for the site's staff beside a message or a post: a Latin staff word once case,
 * digits, spaces, punctuation, accents and look-alike letters are set aside (`Admin_01`, `s u p p o r t`,
 * `ＡＤＭＩＮ`, `аdmin`, `adm1n`), one of the strongest as a word of the name (`the_admin`), or a Chinese staff
 * word anywhere in it, spaces and invisible characters between its characters aside (`客\u200b服`). Usernames
 * and display names both go through it; existing accounts keep theirs.
 */
export function readsAsStaff(raw: string): boolean {
  const folded = raw.normalize('NFKC').toLowerCase();
  const han = folded.replace(/[\s\p{P}\p{S}\p{Cf}\p{M}]/gu, '');
  if (STAFF_HAN.some((word) => han.includes(word))) return true;
  // Accents go with the marks NFD splits off (`ádmin`); look-alike letters become the Latin ones they mimic.
  const latin = [...folded.normalize('NFD').replace(/\p{M}/gu, '')].map((c) => LOOKALIKES[c] ?? c).join('');
  const leet = [...latin].map((c) => LEET[c] ?? c).join('');
  if ([latin, leet].some((s) => STAFF_WORDS.has(s.replace(/[^\p{L}]/gu, '')))) return true;
  return latin.split(/[^\p{L}]+/u).some((part) => STAFF_PARTS.has(part));
}

/**
 * Whose name this is, for every comparison: uniqueness, login, throttling. The allowed letters are ASCII
 * (CJK has no case), so this matches SQL `lower()` on SQLite and PostgreSQL alike.
 */
export const usernameKey = (name: string): string => name.trim().toLowerCase();

const length = (s: string) => Array.from(s).length;

export function usernameProblem(raw: string): UsernameProblem | undefined {
  const name = raw.trim();
  if (!name) return 'required';
  if (!USERNAME_CHARS.test(name)) return 'chars';
  const n = length(name);
  if (n < USERNAME_MIN || n > USERNAME_MAX) return 'length';
  if (readsAsStaff(name)) return 'staff';
  return undefined;
}

/**
 * A new password's problems, in the order the form shows them: too short or long, one of the most common
 * passwords (or one character repeated), or the username inside it / it inside the username.
 */
export type PasswordProblem = 'required' | 'length' | 'common' | 'username';

export function passwordProblem(password: string, username = ''): PasswordProblem | undefined {
  if (!password) return 'required';
  const n = length(password);
  if (n < PASSWORD_MIN || n > PASSWORD_MAX) return 'length';
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || new Set(lower).size === 1) return 'common';
  const name = usernameKey(username);
  if (name && (lower.includes(name) || name.includes(lower))) return 'username';
  return undefined;
}
