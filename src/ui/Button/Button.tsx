import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { buttonClass } from './button-class';
import type { ButtonLook } from './button-class';
import styles from './Button.module.css';

interface Content {
  /** An icon before the text (decorative: the text or aria-label names the button). */
  icon?: ReactNode;
  /** An icon after the text. */
  iconEnd?: ReactNode;
  children?: ReactNode;
  testId?: string;
}

export type ButtonProps = ButtonLook &
  Content &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'> & {
    /** Busy: a spinner replaces the icon, the button is disabled and says aria-busy. */
    loading?: boolean;
  };

function Inner({ icon, iconEnd, children, loading = false }: Content & { loading?: boolean }) {
  return (
    <>
      {loading ? (
        <span className={styles.spinner} aria-hidden="true" />
      ) : (
        icon && <span className={styles.icon}>{icon}</span>
      )}
      {children !== undefined && children !== null && <span className={styles.label}>{children}</span>}
      {iconEnd && <span className={styles.icon}>{iconEnd}</span>}
    </>
  );
}

/** The kit's button: one look per variant and size, a loading state, the focus ring and touch target of the kit. */
export function Button({
  variant,
  size,
  block,
  selected,
  className,
  icon,
  iconEnd,
  children,
  testId,
  loading = false,
  type = 'button',
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass({ variant, size, block, selected, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-testid={testId}
    >
      <Inner icon={icon} iconEnd={iconEnd} loading={loading}>
        {children}
      </Inner>
    </button>
  );
}
