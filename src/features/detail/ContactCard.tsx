import { requireLogin } from '../../nav/nav';
import { showToast } from '../../state/overlay';
import { useUser } from '../../state/user';
import { Button } from '../../ui/Button';
import { LockIcon, PhoneIcon } from '../shared/icons';
import { useDetailMessages } from './messages';
import styles from './DetailParts.module.css';

/** The contact: shown to a logged-in viewer; a guest gets the login prompt instead (popup on desktop). */
export function ContactCard({ contact, returnTo }: { contact: string | null; returnTo: string }) {
  const m = useDetailMessages();
  const { isLogin } = useUser();
  if (!isLogin) {
    return (
      <div className={`${styles.contact} ${styles.locked}`} data-testid="detail-contact-locked">
        <span className={styles.contactIcon}>
          <LockIcon />
        </span>
        <span className={styles.contactText}>{m.contactLocked}</span>
        <Button variant="primary" size="sm" testId="detail-login" onClick={() => requireLogin(returnTo)}>
          {m.loginToSee}
        </Button>
      </div>
    );
  }
  const copy = () => {
    if (!contact) return;
    navigator.clipboard?.writeText(contact).then(
      () => showToast(m.copied),
      () => undefined,
    );
  };
  return (
    <div className={styles.contact} data-testid="detail-contact">
      <span className={styles.contactIcon}>
        <PhoneIcon />
      </span>
      <span className={styles.contactText}>
        <small>{m.contact}</small>
        <b>{contact || m.noContact}</b>
      </span>
      {contact && (
        <Button size="sm" onClick={copy}>
          {m.copy}
        </Button>
      )}
    </div>
  );
}
