import { useSnapshot } from 'valtio';
import { locale } from '../state/locale';
import type { Lang } from '../state/locale';

export type { Lang } from '../state/locale';
export { plural } from './plural';

type MessageValue = string | ((...args: never[]) => string);

/** The English side must translate every zh key, with the same call signature for parameterised ones. */
export type Translation<Z> = { [K in keyof Z]: Z[K] extends string ? string : Z[K] };

export interface MessagesHook<Z> {
  /** The current language's messages; re-renders the caller when the language changes. */
  (): Z;
  /** Same, outside React (actions, alerts). */
  current(): Z;
  of(lang: Lang): Z;
}

/**
 * Each screen or feature keeps its own messages file:
 *   export const useMessages = defineMessages({ zh: { title: '首页' }, en: { title: 'Home' } });
 * zh is the source of truth for the keys (spec: the site is Chinese first, translated).
 */
export function defineMessages<Z extends Record<string, MessageValue>>(table: {
  zh: Z;
  en: Translation<Z>;
}): MessagesHook<Z> {
  const of = (lang: Lang): Z => (lang === 'en' ? (table.en as unknown as Z) : table.zh);
  const hook = (() => of(useSnapshot(locale).lang)) as MessagesHook<Z>;
  hook.current = () => of(locale.lang);
  hook.of = of;
  return hook;
}

/** The current language, for code that formats by locale (dates, numbers). */
export function useLang(): Lang {
  return useSnapshot(locale).lang;
}
