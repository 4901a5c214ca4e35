// Whether a post's hours read as opening hours and nothing else. Hours are free text that an edit may change
// without a new review, so they are held to a small grammar instead of a list of things to catch: times
// (9, 09:30, 9am, 18:00), day and time words in English and Chinese, and the separators between them. Any
// other letter, digit or sign — a handle, a spelled or styled number, a link — sends the edit to review,
// which costs a readable but unusual text nothing more than a moderator's look.

const WORDS_EN = [
  'mon',
  'monday',
  'tue',
  'tues',
  'tuesday',
  'wed',
  'wednesday',
  'thu',
  'thur',
  'thurs',
  'thursday',
  'fri',
  'friday',
  'sat',
  'saturday',
  'sun',
  'sunday',
  'daily',
  'weekday',
  'weekdays',
  'weekend',
  'weekends',
  'holiday',
  'holidays',
  'public',
  'closed',
  'open',
  'opening',
  'hours',
  'by',
  'appointment',
  'only',
  'except',
  'and',
  'to',
  'till',
  'until',
  'from',
  'late',
  'noon',
  'midnight',
  'lunch',
  'break',
  'every',
  'day',
  'days',
  'night',
  'all',
  'h',
  'am',
  'pm',
  'a.m.',
  'p.m.',
  'or',
  'on',
  'the',
  'at',
  'in',
  'for',
  'also',
  'opens',
  'closes',
];
const WORDS_ZH = [
  '全年无休',
  '节假日',
  '工作日',
  '法定',
  '假日',
  '周末',
  '全天',
  '营业',
  '小时',
  '休息',
  '上午',
  '下午',
  '晚上',
  '中午',
  '凌晨',
  '每天',
  '每日',
  '预约',
  '除外',
  '不休',
  '照常',
  '开门',
  '关门',
  '打烊',
  '午休',
  '无休',
  '次日',
  '至',
  '到',
  '时',
  '点',
  '半',
  '早',
  '晚',
  '和',
  '及',
  '或',
];

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Longest first, so `monday` is not read as `mon` + `day`. */
const words = [...WORDS_EN, ...WORDS_ZH].sort((a, b) => b.length - a.length).map(escape);
const DAY_ZH = '(?:周|星期|礼拜)[一二三四五六日天]';
const TIME = '(\\d{1,2})(?::(\\d{2}))?';
const ATOM = new RegExp(`\\s+|[,，、;；/()（）~～\\-–—|·&]|${DAY_ZH}|${TIME}|(?:${words.join('|')})(?![a-z])`, 'y');

/** More times than a week's opening and closing would need is a number spelled out in pieces. */
const MAX_TIMES = 14;

export function readsAsHours(text: string): boolean {
  const plain = text.normalize('NFKC').toLowerCase();
  let times = 0;
  // The time just read, while only spaces follow it: two times side by side, one of them a bare number, are
  // digits in a row (13 8 0 0 …), not hours (`9:00-12:00 14:00-18:00` keeps its minutes).
  let previous: 'bare' | 'minutes' | null = null;
  for (let at = 0; at < plain.length;) {
    ATOM.lastIndex = at;
    const m = ATOM.exec(plain);
    if (!m || m[0].length === 0) return false;
    if (m[1] !== undefined) {
      const hour = Number(m[1]);
      const minute = m[2] === undefined ? 0 : Number(m[2]);
      const kind = m[2] === undefined ? 'bare' : 'minutes';
      if (hour > 24 || minute > 59 || ++times > MAX_TIMES) return false;
      if (previous === 'bare' || (previous !== null && kind === 'bare')) return false;
      previous = kind;
    } else if (!/^\s+$/.test(m[0])) previous = null;
    at += m[0].length;
  }
  return true;
}
