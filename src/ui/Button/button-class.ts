import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'chip' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLook {
  /**
   * primary = the pink-gradient confirm action (spec §9); accent = the violet action that commits nothing
   * (search, log in); chip = a small pill that can be `selected`.
   */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches to the container's width. */
  block?: boolean;
  /** Chips and toggles: the on state (also set aria-pressed or aria-selected on the element). */
  selected?: boolean;
  className?: string;
}

/**
 * The class list of a button look, for elements the kit does not render itself (an app link, a label
 * wrapping a file input). Button and ButtonLink use it too, so all three look the same.
 */
export function buttonClass({
  variant = 'secondary',
  size = 'md',
  block = false,
  selected = false,
  className,
}: ButtonLook = {}): string {
  return [styles.button, styles[variant], styles[size], block && styles.block, selected && styles.selected, className]
    .filter(Boolean)
    .join(' ');
}
