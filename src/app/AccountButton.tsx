import { UnreadBadge } from '../features/chat/UnreadBadge';
import { useUser } from '../state/user';
import { useNoticeUnread } from '../features/people/notices/notice-store';
import { setLoginPopup } from '../state/global';
import { AppLink } from '../nav/AppLink';
import { Button } from '../ui/Button';
import { UserIcon } from './icons';
import { useShellMessages } from './messages';
import { go } from '../nav/nav';
import styles from './AccountButton.module.css';

/** Top bar, right side: login button for guests, the user's nickname (to the user centre) once logged in. */
export function AccountButton({ desktop, onLoginPage = false }: { desktop: boolean; onLoginPage?: boolean }) {
  const m = useShellMessages();
  const { isLogin, u } = useUser();
  const unread = useNoticeUnread();
  if (!isLogin) {
    // The login page is the form itself; a button leading to it would only duplicate it.
    if (onLoginPage) return null;
    return (
      <Button
        variant="accent"
        size="sm"
        testId="login-button"
        onClick={() => (desktop ? setLoginPopup(true) : go('/login'))}
      >
        {desktop ? m.loginOrRegister : m.login}
      </Button>
    );
  }
  const name = u?.nickname || u?.username || m.tUserCenter;
  return (
    <AppLink to="/user/user-center" className={styles.user} data-testid="user-link" title={name}>
      <span className={styles.avatar} aria-hidden="true">
        <UserIcon />
      </span>
      {/* Unread system notices: the user centre lists them under its notices entry. */}
      {unread > 0 && (
        <span className={styles.unread} data-testid="user-link-unread">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
      <span className={styles.name}>{name}</span>
      {/* Phones carry the count on the tab bar; the desktop has none. */}
      {desktop && <UnreadBadge />}
    </AppLink>
  );
}
