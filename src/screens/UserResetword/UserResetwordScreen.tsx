import { ResetPasswordForm } from '../../features/auth/ResetPasswordForm';
import { useAuthMessages } from '../../features/auth/messages';
import { LockIcon } from '../../features/shared/icons';
import { go } from '../../nav/nav';
import styles from './UserResetwordScreen.module.css';

/** /user/user-resetword (mobile): reset a forgotten password by a code sent to the bound phone, then log in. */
export function UserResetwordScreen() {
  const m = useAuthMessages();
  return (
    <div className={styles.screen} data-testid="user-resetword">
      <header className={styles.head}>
        <span className={styles.icon} aria-hidden="true">
          <LockIcon />
        </span>
        <h1>{m.resetTitle}</h1>
      </header>
      <div className={styles.card}>
        <ResetPasswordForm onDone={() => go('/login', { replace: true })} />
      </div>
    </div>
  );
}
