import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { Field, describedBy, fieldStyles } from '../Field';
import type { FieldFrameProps } from '../Field';
import styles from './TextField.module.css';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'prefix' | 'className' | 'name' | 'size'
>;

export type TextFieldProps = FieldFrameProps &
  NativeProps & {
    value: string;
    onValue: (value: string) => void;
    /** Inside the box before the text: an icon, a currency sign. */
    prefix?: ReactNode;
    /** Inside the box after the text: a unit, a clear or reveal button. */
    suffix?: ReactNode;
    /** A textarea instead of an input. */
    multiline?: boolean;
    rows?: number;
    /** `pill` is the rounded search look. */
    shape?: 'box' | 'pill';
    /** `sm` fits a top bar (never under the touch size). */
    size?: 'md' | 'sm';
  };

/**
 * A labelled text input (or textarea) with hint and error bound through aria-describedby. Everything else
 * (type, placeholder, inputMode, maxLength, autoComplete…) goes to the native element.
 */
export function TextField({
  label,
  hideLabel,
  hint,
  error,
  optional,
  counter,
  testId,
  name,
  className,
  value,
  onValue,
  prefix,
  suffix,
  multiline = false,
  rows = 6,
  shape = 'box',
  size = 'md',
  id,
  ...native
}: TextFieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const shared = {
    id: inputId,
    name,
    value,
    className: `${fieldStyles.control} ${multiline ? styles.textarea : ''}`,
    'data-testid': testId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(inputId, { error, hint }),
  } as const;
  return (
    <Field id={inputId} {...{ label, hideLabel, hint, error, optional, counter, testId, name, className }}>
      <div
        className={[
          fieldStyles.box,
          shape === 'pill' && fieldStyles.pill,
          size === 'sm' && fieldStyles.small,
          multiline && styles.multiline,
        ]
          .filter(Boolean)
          .join(' ')}
      >
        {prefix && <span className={fieldStyles.adornment}>{prefix}</span>}
        {multiline ? (
          <textarea
            {...(native as TextareaHTMLAttributes<HTMLTextAreaElement>)}
            {...shared}
            rows={rows}
            onChange={(e) => onValue(e.target.value)}
          />
        ) : (
          <input {...native} {...shared} onChange={(e) => onValue(e.target.value)} />
        )}
        {suffix && <span className={fieldStyles.adornment}>{suffix}</span>}
      </div>
    </Field>
  );
}
