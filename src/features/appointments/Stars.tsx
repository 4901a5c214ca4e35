import { STARS_MAX } from '../../../protocol/appointments';
import styles from './Appointments.module.css';

/** Read-only stars: filled up to the rounded value, the exact value for assistive technology. */
export function Stars({ value, label }: { value: number; label?: string }) {
  const full = Math.round(value);
  return (
    <span className={styles.stars} role="img" aria-label={label ?? `${value} / ${STARS_MAX}`}>
      {Array.from({ length: STARS_MAX }, (_, i) => (
        <span key={i} className={i < full ? styles.starOn : styles.starOff} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}

/** Choosing 1–5 stars: one radio-like button per star. */
export function StarPicker({ value, onValue, label }: { value: number; onValue: (n: number) => void; label: string }) {
  return (
    <div className={styles.picker} role="radiogroup" aria-label={label} data-testid="star-picker">
      {Array.from({ length: STARS_MAX }, (_, i) => (
        <button
          key={i}
          type="button"
          role="radio"
          aria-checked={value === i + 1}
          aria-label={String(i + 1)}
          className={i < value ? styles.starOn : styles.starOff}
          onClick={() => onValue(i + 1)}
        >
          ★
        </button>
      ))}
    </div>
  );
}
