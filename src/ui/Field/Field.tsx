import type { ReactNode } from 'react';
import styles from './Field.module.css';

/** What every labelled control of the kit takes besides its value. */
export interface FieldFrameProps {
  label: string;
  /** Keeps the label for assistive technology only (the placeholder or context says it). */
  hideLabel?: boolean;
  /** Help under the control; replaced by the error while there is one. */
  hint?: ReactNode;
  error?: string;
  /** A marker after the label, e.g. "(optional)". */
  optional?: string;
  /** At the label row's end: a counter ("12/40") or a small control (a toggle). */
  counter?: ReactNode;
  /** The control's test id; the error text gets `${testId}-error`. */
  testId?: string;
  /** The field's name: the control's name and the wrapper's data-field (to scroll to the first invalid one). */
  name?: string;
  className?: string;
}

/** The ids that the control's aria-describedby must list: the error, else the hint. */
export function describedBy(id: string, { error, hint }: Pick<FieldFrameProps, 'error' | 'hint'>): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

/**
 * Label row, control, then the error or the hint, with the ids describedBy() gives. TextField and Select
 * render it; a custom control (an image picker) can too, with `labelFor` left out when it has no single input.
 */
export function Field({
  id,
  labelFor = id,
  label,
  hideLabel,
  hint,
  error,
  optional,
  counter,
  testId,
  name,
  className,
  children,
}: FieldFrameProps & { id: string; labelFor?: string | null; children: ReactNode }) {
  const Label = labelFor ? 'label' : 'span';
  return (
    <div className={[styles.field, error && styles.invalid, className].filter(Boolean).join(' ')} data-field={name}>
      <div className={hideLabel ? 'visually-hidden' : styles.labelRow}>
        <Label {...(labelFor ? { htmlFor: labelFor } : {})} className={styles.label} id={`${id}-label`}>
          {label}
          {optional && (
            <>
              {' '}
              <span className={styles.optional}>{optional}</span>
            </>
          )}
        </Label>
        {counter && <span className={styles.counter}>{counter}</span>}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} className={styles.error} data-testid={testId && `${testId}-error`} role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className={styles.hint}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}
