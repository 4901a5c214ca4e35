import { go } from '../../../nav/nav';
import { Button } from '../../../ui/Button';
import { LockIcon } from '../../common/icons';
import { useDetailMessages } from './messages';
import styles from './DetailParts.module.css';

/** Shown instead of the contact on a VIP post's preview: says what membership unlocks and leads to /group. */
export function VipLockCard() {
  const m = useDetailMessages();
  return (
    <div className={`${styles.contact} ${styles.vipLock}`} data-testid="detail-vip-locked">
      <span className={styles.contactIcon}>
        <LockIcon />
      </span>
      <span className={styles.contactText}>
        <small>{m.vipOnly}</small>
        <b>{m.vipUnlock}</b>
      </span>
      <Button variant="primary" size="sm" testId="detail-open-vip" onClick={() => go('/group')}>
        {m.openVip}
      </Button>
    </div>
  );
}
