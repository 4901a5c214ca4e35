import { Dialog } from '../../../ui/Dialog';
import type { InstallWay } from './install-prompt';
import { useInstallMessages } from './messages';
import styles from './InstallHelp.module.css';

/** Step-by-step "add to home screen" for browsers that offer no install dialog of their own. */
export function InstallHelp({ way, onClose }: { way: Exclude<InstallWay, 'offer'>; onClose: () => void }) {
  const m = useInstallMessages();
  const steps = way === 'ios' ? [m.iosShare, m.iosAdd, m.iosConfirm] : [m.menuOpen, m.menuAdd, m.menuConfirm];
  return (
    <Dialog
      open
      title={m.helpTitle}
      closeLabel={m.close}
      confirmText={m.gotIt}
      onCancel={onClose}
      testId="install-help"
    >
      <ol className={styles.steps} data-testid={`install-steps-${way}`}>
        {steps.map((s, i) => (
          <li key={s}>
            <span className={styles.n} aria-hidden="true">
              {i + 1}
            </span>
            <span>{s}</span>
          </li>
        ))}
      </ol>
      <p className={styles.note}>{m.helpNote}</p>
    </Dialog>
  );
}
