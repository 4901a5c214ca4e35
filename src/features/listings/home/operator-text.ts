import { useSnapshot } from 'valtio';
import { locale } from '../../../state/locale';
import type { Lang } from '../../../state/locale';

/** Text an operator wrote (ad captions, notices), in the language it is shown in. */
export interface OperatorText {
  text: string;
  lang: Lang;
}

/**
 * The English text for an English reader when the operator wrote one; otherwise the Chinese text, once (never
 * both), tagged as Chinese so it is read out as such.
 */
export function operatorText(zh: string, en: string, reader: Lang): OperatorText {
  const english = en.trim();
  return reader === 'en' && english ? { text: english, lang: 'en' } : { text: zh, lang: 'zh' };
}

/** operatorText in the interface's language. */
export function useOperatorText(): (zh: string, en: string) => OperatorText {
  const { lang } = useSnapshot(locale);
  return (zh, en) => operatorText(zh, en, lang);
}
