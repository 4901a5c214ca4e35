import type { ReactNode } from 'react';
import type { RouteDef } from '../nav/routes';
import { AccountButton } from './AccountButton';
import { TopMenu } from './TopMenu';
import { LangSwitch } from '../features/shell/locale/LangSwitch';
import { TabBar, TAB_ROUTES } from './TabBar';
import { BackIcon } from './icons';
import { useShellMessages } from './messages';
import { goBack } from '../nav/nav';
import styles from './MobileLayout.module.css';

/**
 * Spec §2 says every route shows the top bar and hides the bottom bar; a bottom tab bar that never shows
 * would be pointless, so it shows on the screens it leads to (home, search, creations, video, mine) and
 * hides on inner pages, which get the back button instead — the usual mobile-app pattern.
 */
export function MobileLayout({
  route,
  title,
  children,
}: {
  route: RouteDef | null;
  title: string;
  children: ReactNode;
}) {
  const m = useShellMessages();
  const isHome = route?.name === 'home';
  const withTabs = route !== null && TAB_ROUTES.has(route.name);
  return (
    <div className={styles.shell} data-tabs={withTabs || undefined}>
      <header className={styles.topbar} data-testid="top-bar">
        <div className={styles.left}>
          {isHome ? (
            <LangSwitch />
          ) : (
            <button type="button" className={styles.back} onClick={goBack} data-testid="back" aria-label={m.back}>
              <BackIcon />
            </button>
          )}
        </div>
        <h1 className={styles.title}>{isHome ? m.siteName : title}</h1>
        <div className={styles.right}>
          <AccountButton desktop={false} onLoginPage={route?.name === 'login'} />
          {route?.name !== 'login' && <TopMenu />}
        </div>
      </header>
      <main className={styles.main}>{children}</main>
      {withTabs && route && <TabBar active={route.name} />}
    </div>
  );
}
