import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  title?: string;
  message?: string;
  children?: ReactNode;
  /** Shows the pink-gradient confirm button when given. */
  confirmText?: string;
  /** Shows a cancel button when given. */
  cancelText?: string;
  /** Shows a corner close button with this accessible label when given. */
  closeLabel?: string;
  onConfirm?: () => void;
  /** Escape, backdrop click, cancel and close all call this. */
  onCancel: () => void;
  /** Alerts ignore backdrop clicks: the user must acknowledge them. */
  dismissOnBackdrop?: boolean;
  testId?: string;
  size?: 'sm' | 'md';
}

export function Dialog(props: DialogProps) {
  const {
    open,
    title,
    message,
    children,
    confirmText,
    cancelText,
    closeLabel,
    onConfirm,
    onCancel,
    dismissOnBackdrop = true,
    testId,
    size = 'sm',
  } = props;
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const cancel = useEffectEvent(() => onCancel());

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    const find = (sel: string) => panel.current?.querySelector<HTMLElement>(sel);
    // Never the corner close button: a focus ring on it reads as a highlighted action. Lazy content
    // (the login form) focuses its own first field once it arrives.
    const first = find('input, select, textarea') ?? find('[data-autofocus]');
    (first ?? panel.current)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        cancel();
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      before?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(e) => dismissOnBackdrop && e.target === e.currentTarget && onCancel()}
    >
      <div
        ref={panel}
        className={`${styles.panel} ${size === 'md' ? styles.md : ''}`}
        role={cancelText || !confirmText ? 'dialog' : 'alertdialog'}
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        tabIndex={-1}
        data-testid={testId}
      >
        {closeLabel && (
          <IconButton className={styles.close} label={closeLabel} onClick={onCancel}>
            <svg
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </IconButton>
        )}
        {title && (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        )}
        {message && <p className={styles.message}>{message}</p>}
        {children}
        {(confirmText || cancelText) && (
          <div className={styles.actions}>
            {cancelText && (
              <Button size="lg" block onClick={onCancel} testId="dialog-cancel">
                {cancelText}
              </Button>
            )}
            {confirmText && (
              <Button
                variant="primary"
                size="lg"
                block
                onClick={onConfirm ?? onCancel}
                testId="dialog-confirm"
                data-autofocus
              >
                {confirmText}
              </Button>
            )}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
