import { requireLogin } from '../../../nav/nav';
import { showToast } from '../../../state/overlay';
import { useUser } from '../../../state/user';
import { Button, buttonClass } from '../../../ui/Button';
import { contactActions } from './contact-actions';
import { LockIcon, PhoneIcon } from '../../common/icons';
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
    <div className={`${styles.contact} ${contact ? styles.withActions : ''}`} data-testid="detail-contact">
      <span className={styles.contactIcon}>
        <PhoneIcon />
      </span>
      <span className={styles.contactText}>
        <small>{m.contact}</small>
        <b data-testid="contact-value">{contact || m.noContact}</b>
      </span>
      {contact && <ContactButtons contact={contact} onCopy={copy} />}
    </div>
  );
}

/** Call and text for a number, WeChat for a handle, and copy for any contact. */
function ContactButtons({ contact, onCopy }: { contact: string; onCopy: () => void }) {
  const m = useDetailMessages();
  const act = contactActions(contact);
  const small = buttonClass({ size: 'sm' });
  return (
    <span className={styles.contactActions}>
      {act.tel && (
        <a className={buttonClass({ size: 'sm', variant: 'primary' })} href={act.tel} data-testid="contact-call">
          {m.call}
        </a>
      )}
      {act.sms && (
        <a className={small} href={act.sms} data-testid="contact-sms">
          {m.sms}
        </a>
      )}
      {act.wechat && (
        <a className={small} href={act.wechat} data-testid="contact-wechat">
          {m.openWechat}
        </a>
      )}
      <Button size="sm" onClick={onCopy} testId="contact-copy">
        {m.copy}
      </Button>
    </span>
  );
}
