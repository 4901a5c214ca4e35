import { useMemo } from 'react';
import { useLang } from '../../../i18n';
import { useContactMessages } from './messages';

/** "Last saved …" for a save time in seconds, or "not set yet". */
export function useSavedAt(): (at: number | null) => string {
  const m = useContactMessages();
  const lang = useLang();
  return useMemo(() => {
    const f = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'zh-CN', { dateStyle: 'medium', timeStyle: 'short' });
    return (at) => (at === null ? m.never : m.updated(f.format(new Date(at * 1000))));
  }, [m, lang]);
}
