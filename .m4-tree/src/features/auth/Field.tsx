import { useState } from 'react';
import type { InputHTMLAttributes } from 'react';
import styles from './LoginForm.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  label: string;
  error?: string;
  onValue: (value: string) => void;
  testId: string;
  /** Labels for the show/hide toggle of a password field. */
  reveal?: { show: string; hide: string };
};

/** A labelled input with its validation message underneath. */
export function Field({ label, error, onValue, testId, reveal, type, id, ...rest }: Props) {
  const [shown, setShown] = useState(false);
  const inputId = id ?? `f-${testId}`;
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''}`}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.inputWrap}>
        <input
          {...rest}
          id={inputId}
          data-testid={testId}
          type={reveal && shown ? 'text' : type}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-err` : undefined}
          onChange={(e) => onValue(e.target.value)}
        />
        {reveal && (
          <button type="button" className={styles.reveal} onClick={() => setShown((s) => !s)} tabIndex={-1}>
            {shown ? reveal.hide : reveal.show}
          </button>
        )}
      </div>
      {error && (
        <p id={`${inputId}-err`} className={styles.error} data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
