import { useEffect, useRef, useState } from 'react';
import { LOADING_BAR } from '../../../protocol/constants';
import styles from './LoadingBar.module.css';

type Phase = 'idle' | 'running' | 'finishing' | 'fading';

/**
 * Spec §9 loading bar. Work shorter than the throttle never shows it (no flash on fast page changes); once
 * shown it creeps to 90 % over the duration, jumps to 100 % when done, fades after the hide delay and
 * resets its width after the reset delay so the next run starts from zero.
 */
export function LoadingBar({ active, timing = LOADING_BAR }: { active: boolean; timing?: typeof LOADING_BAR }) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [grow, setGrow] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    const later = (ms: number, fn: () => void) => timers.current.push(setTimeout(fn, ms));
    const clear = () => {
      timers.current.forEach(clearTimeout);
      timers.current = [];
    };
    if (active) {
      clear();
      if (phase === 'running') return clear;
      later(timing.throttleMs, () => {
        setGrow(false);
        setPhase('running');
        // Next frame: start the width transition from the zero width just rendered.
        requestAnimationFrame(() => requestAnimationFrame(() => setGrow(true)));
      });
      return clear;
    }
    clear();
    if (phase === 'running') {
      setPhase('finishing');
      later(timing.hideDelayMs, () => {
        setPhase('fading');
        later(timing.resetDelayMs, () => {
          setGrow(false);
          setPhase('idle');
        });
      });
    }
    return undefined;
    // The phase only matters when `active` flips; re-running on phase changes would restart the timers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, timing]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const width = phase === 'finishing' || phase === 'fading' ? '100%' : grow ? '90%' : '0%';
  const duration = phase === 'running' ? timing.durationMs : phase === 'finishing' ? 200 : 0;
  return (
    <div
      className={styles.track}
      style={{ height: `${timing.heightPx}px`, opacity: phase === 'idle' || phase === 'fading' ? 0 : 1 }}
      role="progressbar"
      aria-hidden={phase === 'idle'}
      aria-valuetext={phase === 'running' ? 'loading' : undefined}
      data-testid="loading-bar"
      data-phase={phase}
    >
      <div className={styles.bar} style={{ width, transitionDuration: `${duration}ms` }} />
    </div>
  );
}
