import { EncryptedImage } from '../../media/EncryptedImage';
import { UserIcon } from '../../common/icons';
import styles from './Person.module.css';

/** A person's picture, or the first letter of their name on the app's gradient. */
export function Avatar({ name, src, size = 'md' }: { name: string; src: string | null; size?: 'md' | 'lg' }) {
  const initial = (Array.from(name.trim())[0] ?? '').toUpperCase();
  return (
    <span className={`${styles.avatar} ${size === 'lg' ? styles.avatarLg : ''}`} aria-hidden="true">
      {src ? <EncryptedImage src={src} alt="" className={styles.avatarImg} /> : initial || <UserIcon />}
    </span>
  );
}
