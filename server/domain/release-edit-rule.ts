import type { PostRow } from '../db/schema';

// Review rule for edits: a live post whose edit changes only its price or hours stays live (the change is
// written to the post's history); anything a reader could be misled by — text, images, video, tags, facts,
// place, contact — sends it back to review. Hours are free text, so new hours stay live only while they read
// as hours: a phone number, a link or a handle in them is contact nobody reviewed. The release form shows
// the rule before saving.

/** The columns an edit may change on a live post without a new review. */
export const LIVE_EDIT_COLUMNS = ['price_min', 'price_max', 'hours'] as const;

type Columns = Partial<Record<keyof PostRow, unknown>>;

/** Seven digits in a row once spaces, dots, dashes and brackets between them are set aside: a phone number. */
const NUMBER_RUN = /\d(?:[\s().\-–—]*\d){6,}/;
/** A link, a mail or social handle, or the words that point to a contact channel. */
const POINTER =
  /[@＠]|:\/\/|www\.|\.(?:com|cn|net|org|me|io|cc)\b|t\.me|wechat|weixin|\bvx\b|\bqq\b|\btel\b|微信|电话|联系|加我|扣扣/i;

/** Chinese numerals, counted as digits: a number can be spelled 一三八… */
const HAN_DIGIT = /[〇零一二三四五六七八九壹贰叁肆伍陆柒捌玖]/g;

/** Whether an hours text reads as opening hours only, with nothing that reaches a person. */
export function readsAsHours(text: string): boolean {
  // NFKC: fullwidth digits and letters (１３８, ｗｅｃｈａｔ) read as the ASCII they show.
  const plain = text.normalize('NFKC').replace(HAN_DIGIT, '0');
  return !NUMBER_RUN.test(plain) && !POINTER.test(plain);
}

/** Whether `next` differs from `post` only in LIVE_EDIT_COLUMNS, with the same images and no video change. */
export function staysLive(post: PostRow, next: Columns, sameImages: boolean, sameVideo: boolean): boolean {
  if (!sameImages || !sameVideo) return false;
  if (next.hours !== undefined && next.hours !== post.hours && !readsAsHours(String(next.hours))) return false;
  const free: readonly string[] = LIVE_EDIT_COLUMNS;
  return Object.entries(next).every(([k, v]) => free.includes(k) || post[k as keyof PostRow] === v);
}
