import { useEffect } from 'react';
import { doneLoading, startLoading } from '../state/overlay';
import { Spinner } from '../ui/Spinner';
import { useShellMessages } from './messages';
import styles from './RouteFallback.module.css';

/** Shown while a screen's chunk loads; drives the loading bar meanwhile. */
export function RouteFallback() {
  const m = useShellMessages();
  useEffect(() => {
    startLoading();
    return doneLoading;
  }, []);
  return (
    <div className={styles.fallback}>
      <Spinner label={m.loading} />
    </div>
  );
}
