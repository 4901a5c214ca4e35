import { useShellMessages } from './messages';
import { viewOf } from './screens';
import { go } from '../nav/nav';
import { useScreenEntry } from '../nav/screen-entry';
import styles from './StatusScreen.module.css';

/** Routes that later issues build: registered with their guards, showing their title. */
export function PlaceholderScreen() {
  const m = useShellMessages();
  const { route } = useScreenEntry();
  return (
    <section className={styles.screen} data-testid="placeholder" data-route={route.name}>
      <div className={styles.badge} aria-hidden="true">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <path d="M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z" />
        </svg>
      </div>
      <h1 className={styles.title} data-testid="placeholder-title">
        {m[viewOf(route).titleKey]}
      </h1>
      <p className={styles.text}>{m.comingSoon}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => go('/')}>
          {m.goHome}
        </button>
      </div>
    </section>
  );
}
