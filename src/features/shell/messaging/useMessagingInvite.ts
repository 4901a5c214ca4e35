import { useEffect, useState } from 'react';
import { useGlobal } from '../../../state/global';
import { useOverlay } from '../../../state/overlay';
import { inviteDelay, isInviteDue, markInviteSeen } from './invite-period';
import type { MessagingChannel } from '../../../../protocol/types';

export interface DueInvite {
  channel: MessagingChannel;
  onJoin: () => void;
  onClose: () => void;
}

/**
 * The invitation to the official messaging channel (spec §1's messaging-app popup): configured by the
 * server's global config, shown once per device per period, and recorded as soon as it shows, so joining,
 * dismissing and leaving the page all count. `paused` holds it back (every page but home); another dialog does too.
 * Returns what the dialog (InviteDialog) needs while it shows, null otherwise; the shell loads the dialog
 * only then.
 */
export function useMessagingInvite(paused: boolean): DueInvite | null {
  const { config, loginPopup } = useGlobal();
  const busy = useOverlay().dialogs.length > 0 || loginPopup;
  const channel = (config?.messaging ?? null) as MessagingChannel | null;
  const [open, setOpen] = useState<MessagingChannel | null>(null);

  useEffect(() => {
    if (!channel || paused || busy || open || !isInviteDue(channel)) return;
    const timer = setTimeout(() => {
      markInviteSeen(channel);
      setOpen(channel);
    }, inviteDelay(performance.now()));
    return () => clearTimeout(timer);
  }, [channel, paused, busy, open]);

  // Due while another dialog opened (its code may still have been loading): it waits for that one to close.
  if (!open || busy) return null;
  const onClose = () => setOpen(null);
  const onJoin = () => {
    window.open(open.link, '_blank', 'noopener,noreferrer');
    onClose();
  };
  return { channel: open, onJoin, onClose };
}
