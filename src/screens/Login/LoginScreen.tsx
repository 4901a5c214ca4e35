import { useEffect } from 'react';
import { go, goBackPast, takeAfterLogin } from '../../nav/nav';
import { LoginForm } from '../../features/accounts/auth/LoginForm';
import { user } from '../../state/user';
import { useLoginScreenMessages } from './messages';
import styles from './LoginScreen.module.css';

/** Pages only a logged-out visitor uses: going back after a login passes over them. */
const LOGGED_OUT_PAGES = ['login', 'user-resetword'];

/**
 * Where a finished login leads: the page that asked for it, else back where the user came from; back, not
 * forward, when that page is the one the login was opened from.
 */
function finish(): void {
  goBackPast(LOGGED_OUT_PAGES, takeAfterLogin());
}

/** The mobile login page (desktop uses the popup with the same form). */
export function LoginScreen() {
  const m = useLoginScreenMessages();
  useEffect(() => {
    // Opening /login while already logged in (a stale link): the account page is what they want.
    if (user.isLogin) go('/user/user-center', { replace: true });
  }, []);
  return (
    <div className={styles.screen} data-testid="login-screen">
      <div className={styles.brand}>
        <span className={styles.logo}>金</span>
        <div>
          <h1>{m.brand}</h1>
          <p>{m.tagline}</p>
        </div>
      </div>
      <div className={styles.card}>
        <LoginForm onDone={finish} />
      </div>
    </div>
  );
}
