import { InviteCard } from '../../features/invite/InviteCard';
import { useInviteMessages } from '../../features/invite/messages';
import styles from './UserShareScreen.module.css';

/** /user/user-share (both layouts): the invite link and QR code, the invitees and what they earned. */
export function UserShareScreen() {
  const m = useInviteMessages();
  return (
    <div className={styles.screen} data-testid="user-share">
      <h1 className={styles.title}>{m.title}</h1>
      <InviteCard />
    </div>
  );
}
