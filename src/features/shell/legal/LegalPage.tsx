import { useLang } from '../../../i18n';
import { LEGAL } from './legal-texts';
import styles from './LegalPage.module.css';

/** The terms or the privacy policy, in the interface language. */
export function LegalPage({ doc }: { doc: 'terms' | 'privacy' }) {
  const text = LEGAL[useLang() === 'en' ? 'en' : 'zh'][doc];
  return (
    <article className={styles.page} data-testid={`legal-${doc}`}>
      <h1>{text.title}</h1>
      <p className={styles.updated}>{text.updated}</p>
      {text.sections.map((s) => (
        <section key={s.heading}>
          <h2>{s.heading}</h2>
          <p>{s.body}</p>
        </section>
      ))}
    </article>
  );
}
