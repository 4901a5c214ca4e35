import { useEffect, useState } from 'react';
import { useGlobal } from '../../state/global';
import { useOverlay } from '../../state/overlay';
import { Dialog } from '../../ui/Dialog';
import { isInviteDue, markInviteSeen } from './invite-period';
import { useMessagingMessages } from './messages';
import type { MessagingChannel } from '../../../protocol/types';
import styles from './MessagingInvite.module.css';

/** Waits for the page to settle: the invitation never competes with the first screen. */
const SHOW_DELAY_MS = 1500;

/**
 * The invitation to the official messaging channel (spec §1's messaging-app popup): configured by the
 * server's global config, shown once per device per period, and recorded as soon as it shows, so joining,
 * dismissing and leaving the page all count. `paused` holds it back (login and error pages, another dialog).
 */
export function MessagingInvite({ paused }: { paused: boolean }) {
  const m = useMessagingMessages();
  const { config, loginPopup } = useGlobal();
  const busy = useOverlay().dialogs.length > 0 || loginPopup;
  const channel = (config?.messaging ?? null) as MessagingChannel | null;
  const [open, setOpen] = useState<MessagingChannel | null>(null);

  useEffect(() => {
    if (!channel || paused || busy || open || !isInviteDue(channel)) return;
    const timer = setTimeout(() => {
      markInviteSeen(channel);
      setOpen(channel);
    }, SHOW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [channel, paused, busy, open]);

  if (!open) return null;
  const close = () => setOpen(null);
  const join = () => {
    window.open(open.link, '_blank', 'noopener,noreferrer');
    close();
  };
  return (
    <Dialog
      open
      title={m.title}
      closeLabel={m.close}
      confirmText={m.join}
      cancelText={m.later}
      onConfirm={join}
      onCancel={close}
      testId="messaging-invite"
    >
      <div className={styles.badge} aria-hidden="true">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
          <path d="M21 4 3 11l6 2.2M21 4l-3 16-9-6.8M21 4 9 13.2V19l3.2-3.6" />
        </svg>
      </div>
      <p className={styles.body} data-testid="messaging-invite-body">
        {m.body(open.name)}
      </p>
    </Dialog>
  );
}
