import { useEffect, useState } from 'react';
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
  const [wasActive, setWasActive] = useState(active);

  // Work finished while the bar showed: finish it in the same render.
  if (active !== wasActive) {
    setWasActive(active);
    if (!active && phase === 'running') setPhase('finishing');
  }

  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const t = setTimeout(() => {
      setGrow(false);
      setPhase('running');
      // Two frames: let the zero width paint, then transition from it.
      frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => setGrow(true))));
    }, timing.throttleMs);
    return () => {
      clearTimeout(t);
      cancelAnimationFrame(frame);
    };
  }, [active, timing]);

  useEffect(() => {
    if (phase === 'finishing') {
      const t = setTimeout(() => setPhase('fading'), timing.hideDelayMs);
      return () => clearTimeout(t);
    }
    if (phase === 'fading') {
      const t = setTimeout(() => {
        setGrow(false);
        setPhase('idle');
      }, timing.resetDelayMs);
      return () => clearTimeout(t);
    }
    return undefined;
  }, [phase, timing]);

  const width = phase === 'finishing' || phase === 'fading' ? '100%' : phase === 'running' && grow ? '90%' : '0%';
  const duration = phase === 'running' ? timing.durationMs : phase === 'finishing' ? 200 : 0;
  return (
    <div
      className={styles.track}
      style={{ height: `${timing.heightPx}px`, opacity: phase === 'idle' || phase === 'fading' ? 0 : 1 }}
      aria-hidden="true"
      data-testid="loading-bar"
      data-phase={phase}
    >
      <div className={styles.bar} style={{ width, transitionDuration: `${duration}ms` }} />
    </div>
  );
}
