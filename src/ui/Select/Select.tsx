import { useId } from 'react';
import { Field, describedBy, fieldStyles } from '../Field';
import type { FieldFrameProps } from '../Field';
import styles from './Select.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectGroup {
  /** An empty label renders the options without an <optgroup>. */
  label: string;
  options: readonly SelectOption[];
}

export type SelectProps = FieldFrameProps & {
  value: string;
  onChange: (value: string) => void;
  options?: readonly SelectOption[];
  groups?: readonly SelectGroup[];
  /** A first option with the value '' (shown dimmed while chosen). */
  placeholder?: string;
  disabled?: boolean;
  /**
   * `compact` puts the label inside the box above the value (filter bars); `active` then marks a filter
   * that narrows the list.
   */
  look?: 'field' | 'compact';
  active?: boolean;
};

function Options({ options }: { options: readonly SelectOption[] }) {
  return options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
}

/** A styled native <select>: native keeps phone pickers, keyboard use and e2e `selectOption` working. */
export function Select({
  value,
  onChange,
  options = [],
  groups = [],
  placeholder,
  disabled = false,
  look = 'field',
  active = false,
  ...frame
}: SelectProps) {
  const id = useId();
  const compact = look === 'compact';
  const select = (
    <select
      id={id}
      name={frame.name}
      className={`${fieldStyles.control} ${styles.select} ${placeholder && !value ? styles.unset : ''}`}
      value={value}
      disabled={disabled}
      data-testid={frame.testId}
      aria-invalid={frame.error ? true : undefined}
      aria-describedby={describedBy(id, frame)}
      onChange={(e) => onChange(e.target.value)}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      <Options options={options} />
      {groups.map((g) =>
        g.label ? (
          <optgroup key={g.label} label={g.label}>
            <Options options={g.options} />
          </optgroup>
        ) : (
          <Options key="" options={g.options} />
        ),
      )}
    </select>
  );
  const chevron = (
    <svg
      className={styles.chevron}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
  if (compact) {
    return (
      <label
        className={`${fieldStyles.box} ${styles.compact} ${active ? styles.active : ''} ${frame.className ?? ''}`}
        data-field={frame.name}
      >
        <span className={styles.compactLabel}>{frame.label}</span>
        {select}
        {chevron}
      </label>
    );
  }
  return (
    <Field id={id} {...frame}>
      <div className={fieldStyles.box}>
        {select}
        {chevron}
      </div>
    </Field>
  );
}
