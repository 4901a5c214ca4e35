import { Button } from '../../../ui/Button';
import type { UserProfile } from '../../../../protocol/types';
import { AppLink } from '../../../nav/AppLink';
import { useLang } from '../../../i18n';
import { formatDay } from '../../../lib/format';
import { showToast } from '../../../state/overlay';
import { updateProfile } from '../auth/session';
import { AvatarUpload } from '../../upload/images/AvatarUpload';
import { EncryptedImage } from '../../media/EncryptedImage';
import { ChevronRightIcon, CrownIcon } from '../../common/icons';
import { useUserMessages } from './messages';
import styles from './Profile.module.css';

export function ProfileHeader({ u }: { u: UserProfile }) {
  const m = useUserMessages();
  const lang = useLang();
  const initial = (Array.from((u.nickname || u.username).trim())[0] ?? '?').toUpperCase();
  const copy = () => {
    navigator.clipboard?.writeText(u.incode).then(
      () => showToast(m.copied),
      () => undefined,
    );
  };
  return (
    <section className={styles.profile}>
      <div className={styles.identity}>
        <AvatarUpload onUploaded={(avatar) => updateProfile({ id: u.id, avatar })}>
          <span className={styles.avatar} data-testid="user-avatar">
            {u.avatar ? (
              <EncryptedImage src={u.avatar} alt={u.nickname || u.username} className={styles.avatarImg} />
            ) : (
              <span aria-hidden="true">{initial}</span>
            )}
          </span>
        </AvatarUpload>
        <div className={styles.names}>
          <h2 data-testid="user-nickname">{u.nickname || u.username}</h2>
          <span className={styles.username} data-testid="user-username">
            @{u.username} · {m.joined(formatDay(u.createdAt, lang))}
          </span>
          <p className={styles.bio}>{u.bio || m.bioEmpty}</p>
        </div>
      </div>
      {u.is_vip > 0 ? (
        <AppLink to="/user/user-vip" className={`${styles.vipCard} ${styles.vipOn}`} data-testid="user-vip">
          <CrownIcon />
          <span>
            <b>
              {m.vipOn} · Lv.{u.is_vip}
            </b>
            {u.vipExpiresAt && <small>{m.vipUntil(formatDay(u.vipExpiresAt, lang))}</small>}
          </span>
          <ChevronRightIcon className={styles.chev} />
        </AppLink>
      ) : (
        <AppLink to="/group" className={styles.vipCard} data-testid="open-vip">
          <CrownIcon />
          <span>
            <b>{m.openVip}</b>
            <small>{m.openVipHint}</small>
          </span>
          <ChevronRightIcon className={styles.chev} />
        </AppLink>
      )}
      {u.incode && (
        <div className={styles.invite}>
          <span>{m.invite}</span>
          <code data-testid="user-incode">{u.incode}</code>
          <Button size="sm" onClick={copy}>
            {m.copy}
          </Button>
        </div>
      )}
    </section>
  );
}
