import { useShellMessages } from './messages';
import { viewOf } from './screens';
import { go } from '../nav/nav';
import { useScreenEntry } from '../nav/screen-entry';
import { Button } from '../ui/Button';
import { StateIcon } from '../ui/StateIcon';
import styles from './StatusScreen.module.css';

/** Routes that later issues build: registered with their guards, showing their title. */
export function PlaceholderScreen() {
  const m = useShellMessages();
  const { route } = useScreenEntry();
  return (
    <section className={styles.screen} data-testid="placeholder" data-route={route.name}>
      <StateIcon kind="soon" size="lg" className={styles.badge} />
      <h1 className={styles.title} data-testid="placeholder-title">
        {m[viewOf(route).titleKey]}
      </h1>
      <p className={styles.text}>{m.comingSoon}</p>
      <div className={styles.actions}>
        <Button size="lg" onClick={() => go('/')}>
          {m.goHome}
        </Button>
      </div>
    </section>
  );
}
