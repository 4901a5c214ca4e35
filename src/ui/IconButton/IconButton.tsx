import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './IconButton.module.css';

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> & {
  /** Required: the button has no visible text. */
  label: string;
  children: ReactNode;
  /** plain = on a surface; overlay = on a photo or video (dark translucent disc); soft = a light disc. */
  look?: 'plain' | 'overlay' | 'soft';
  size?: 'sm' | 'md';
  testId?: string;
};

/** A round button holding one icon: close, clear, remove, move. Its hit area never drops under --touch. */
export function IconButton({
  label,
  children,
  look = 'plain',
  size = 'md',
  testId,
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      data-testid={testId}
      className={[styles.button, styles[look], styles[size], className].filter(Boolean).join(' ')}
    >
      {children}
    </button>
  );
}
