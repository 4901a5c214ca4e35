import { useId } from 'react';
import type { ReactNode } from 'react';
import styles from './ReleaseForm.module.css';

interface FieldShell {
  label: string;
  error?: string;
  hint?: string;
  optional?: string;
  /** Counter text at the label's end ("12/40"). */
  counter?: string;
  testId: string;
  /** data-field, for scrolling to the first invalid field. */
  name: string;
}

function Shell({ label, error, hint, optional, counter, testId, name, id, children }: FieldShell & { id: string; children: ReactNode }) {
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''}`} data-field={name}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
          {optional && <span className={styles.optional}>{optional}</span>}
        </label>
        {counter && <span className={styles.counter}>{counter}</span>}
      </div>
      {children}
      {error ? (
        <p id={`${id}-err`} className={styles.error} data-testid={`${testId}-error`} role="alert">
          {error}
        </p>
      ) : (
        hint && <p className={styles.hint}>{hint}</p>
      )}
    </div>
  );
}

type InputProps = FieldShell & {
  value: string;
  onValue: (v: string) => void;
  placeholder?: string;
  inputMode?: 'text' | 'numeric' | 'tel';
  maxLength?: number;
  autoComplete?: string;
};

export function TextField({ value, onValue, placeholder, inputMode, maxLength, autoComplete = 'off', ...shell }: InputProps) {
  const id = useId();
  return (
    <Shell {...shell} id={id}>
      <input
        id={id}
        className={styles.input}
        data-testid={shell.testId}
        value={value}
        placeholder={placeholder}
        inputMode={inputMode}
        maxLength={maxLength}
        autoComplete={autoComplete}
        aria-invalid={shell.error ? true : undefined}
        aria-describedby={shell.error ? `${id}-err` : undefined}
        onChange={(e) => onValue(e.target.value)}
      />
    </Shell>
  );
}

export function TextArea({ value, onValue, placeholder, maxLength, ...shell }: InputProps) {
  const id = useId();
  return (
    <Shell {...shell} id={id}>
      <textarea
        id={id}
        className={`${styles.input} ${styles.textarea}`}
        data-testid={shell.testId}
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        rows={6}
        aria-invalid={shell.error ? true : undefined}
        aria-describedby={shell.error ? `${id}-err` : undefined}
        onChange={(e) => onValue(e.target.value)}
      />
    </Shell>
  );
}

export interface OptionGroup {
  label: string;
  options: { value: string; label: string }[];
}

/** A native select (phone pickers, keyboard and e2e selectOption all work) with optional <optgroup>s. */
export function SelectField({ value, onValue, placeholder, groups, ...shell }: FieldShell & { value: string; onValue: (v: string) => void; placeholder: string; groups: OptionGroup[] }) {
  const id = useId();
  const flat = groups.length === 1;
  return (
    <Shell {...shell} id={id}>
      <div className={styles.selectBox}>
        <select
          id={id}
          className={`${styles.input} ${styles.select} ${value ? '' : styles.unset}`}
          data-testid={shell.testId}
          value={value}
          aria-invalid={shell.error ? true : undefined}
          onChange={(e) => onValue(e.target.value)}
        >
          <option value="">{placeholder}</option>
          {groups.map((g) =>
            flat ? (
              g.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))
            ) : (
              <optgroup key={g.label} label={g.label}>
                {g.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </optgroup>
            ),
          )}
        </select>
        <svg className={styles.chevron} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </div>
    </Shell>
  );
}

export function Section({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <section className={styles.section}>
      <header className={styles.sectionHead}>
        <h2>{title}</h2>
        {aside}
      </header>
      <div className={styles.sectionBody}>{children}</div>
    </section>
  );
}
