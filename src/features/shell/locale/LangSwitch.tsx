import { setLang, useLocale } from '../../../state/locale';
import type { Lang } from '../../../state/locale';
import { useLocaleMessages } from './messages';
import styles from './LangSwitch.module.css';

const OPTIONS: { lang: Lang; label: string; full: string }[] = [
  { lang: 'zh', label: '中', full: '中文' },
  { lang: 'en', label: 'EN', full: 'English' },
];

export function LangSwitch() {
  const { lang } = useLocale();
  const m = useLocaleMessages();
  return (
    <div className={styles.switch} role="group" aria-label={m.language} data-testid="lang-switch">
      {OPTIONS.map((o) => (
        <button
          key={o.lang}
          type="button"
          lang={o.lang}
          className={o.lang === lang ? styles.on : styles.off}
          aria-pressed={o.lang === lang}
          // The shown short form is the name (voice control finds "EN"); the full name is the tooltip.
          title={o.full}
          onClick={() => setLang(o.lang)}
          data-testid={`lang-${o.lang}`}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
