import { useCallback } from 'react';
import { useLang } from '../../i18n';
import { formatDateTime } from '../common/money-format';

/**
 * How every console screen writes a moment: in the site's language (not the browser's), to the minute.
 * `null` stands for an open bound and reads as `none`.
 */
export function useConsoleTime(): (s: number | null, none?: string) => string {
  const lang = useLang();
  return useCallback((s, none = '—') => (s === null ? none : formatDateTime(s, lang)), [lang]);
}
