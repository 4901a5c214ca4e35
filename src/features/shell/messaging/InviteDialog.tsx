import { Dialog } from '../../../ui/Dialog';
import { useMessagingMessages } from './messages';
import type { DueInvite } from './useMessagingInvite';
import styles from './MessagingInvite.module.css';

/** The invitation itself; useMessagingInvite decides when it shows. */
export function InviteDialog({ channel, onJoin, onClose }: DueInvite) {
  const m = useMessagingMessages();
  return (
    <Dialog
      open
      title={m.title}
      closeLabel={m.close}
      confirmText={m.join}
      cancelText={m.later}
      onConfirm={onJoin}
      onCancel={onClose}
      testId="messaging-invite"
    >
      <div className={styles.badge} aria-hidden="true">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
          <path d="M21 4 3 11l6 2.2M21 4l-3 16-9-6.8M21 4 9 13.2V19l3.2-3.6" />
        </svg>
      </div>
      <p className={styles.body} data-testid="messaging-invite-body">
        {m.body(channel.name)}
      </p>
    </Dialog>
  );
}
