import styles from './Toast.module.css';

export interface ToastView {
  id: number;
  text: string;
  action?: { label: string; run: () => void };
}

/** Stacked toasts; announced politely to screen readers. */
export function ToastStack({ items, onDismiss }: { items: readonly ToastView[]; onDismiss: (id: number) => void }) {
  return (
    <div className={styles.stack} role="status" aria-live="polite">
      {items.map((t) => (
        <div key={t.id} className={styles.toast} data-testid="toast">
          <span>{t.text}</span>
          {t.action && (
            <button
              type="button"
              className={styles.action}
              onClick={() => {
                t.action?.run();
                onDismiss(t.id);
              }}
            >
              {t.action.label}
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
