import { ChangePasswordForm } from '../../features/user/ChangePasswordForm';
import { useUserMessages } from '../../features/user/messages';
import { LockIcon } from '../../features/shared/icons';
import { go } from '../../nav/nav';
import styles from './UserPasswordScreen.module.css';

/** /user/user-password (mobile): change the password; the user centre follows, still logged in. */
export function UserPasswordScreen() {
  const m = useUserMessages();
  return (
    <div className={styles.screen} data-testid="user-password">
      <header className={styles.head}>
        <span className={styles.icon} aria-hidden="true">
          <LockIcon />
        </span>
        <h1>{m.password}</h1>
      </header>
      <div className={styles.card}>
        <ChangePasswordForm onDone={() => go('/user/user-center', { replace: true })} />
      </div>
    </div>
  );
}
