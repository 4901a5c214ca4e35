import { randomInt } from 'node:crypto';
import type { Language } from '../../../protocol/refusals';

// A new account's public name until its owner picks one: neutral words and four digits, so the login name
// (half of a credential) never shows on posts or profiles.

const words = (s: string) => s.split(' ');

const WORDS: Record<Language, { adjectives: readonly string[]; nouns: readonly string[] }> = {
  zh: {
    adjectives: words('晴朗 安静 勇敢 温柔 机灵 快乐 清新 自在 明亮 淡定 稳重 活泼 悠闲 聪慧 坚毅 从容'),
    nouns: words('海豚 松鼠 白鹭 熊猫 麋鹿 云雀 狐狸 水獭 海鸥 企鹅 银杏 山茶 竹子 柠檬 蒲公英 向日葵'),
  },
  en: {
    adjectives: words('Calm Brave Bright Quiet Clever Gentle Lucky Sunny Swift Merry Kind Bold Cosy Witty Noble Eager'),
    nouns: words(
      'Otter Heron Panda Falcon Maple Willow Comet River Sparrow Lynx Pebble Cedar Harbor Meadow Finch Badger',
    ),
  },
};

const pick = (list: readonly string[]): string => list[randomInt(list.length)]!;

/** E.g. 晴朗海豚4821 or CalmOtter4821: at most 16 characters, within the nickname limit. */
export function generateDisplayName(language: Language): string {
  const { adjectives, nouns } = WORDS[language];
  return `${pick(adjectives)}${pick(nouns)}${String(randomInt(10_000)).padStart(4, '0')}`;
}
