import type { ReactNode } from 'react';
import { UnreadBadge } from '../features/chat/UnreadBadge';
import { AppLink } from '../nav/AppLink';
import { HomeIcon, MakeIcon, SearchIcon, UserIcon, VideoIcon } from './icons';
import { useShellMessages } from './messages';
import type { ShellMessages } from './messages';
import styles from './TabBar.module.css';

interface Tab {
  route: string;
  to: string;
  label: keyof Pick<ShellMessages, 'tabHome' | 'tabSearch' | 'tabMake' | 'tabVideo' | 'tabMine'>;
  icon: () => ReactNode;
}

/**
 * Spec §2's five entries. "mine" (/my in the spec, which has no route) leads to the user centre; creations
 * and video lead to the /make/index and /video routes added for them.
 */
const TABS: readonly Tab[] = [
  { route: 'home', to: '/', label: 'tabHome', icon: HomeIcon },
  { route: 'search', to: '/search', label: 'tabSearch', icon: SearchIcon },
  { route: 'make', to: '/make/index', label: 'tabMake', icon: MakeIcon },
  { route: 'video', to: '/video', label: 'tabVideo', icon: VideoIcon },
  { route: 'user-center', to: '/user/user-center', label: 'tabMine', icon: UserIcon },
];

/** Routes whose screens show the tab bar (the tab destinations). */
export const TAB_ROUTES: ReadonlySet<string> = new Set(TABS.map((t) => t.route));

export function TabBar({ active }: { active: string }) {
  const m = useShellMessages();
  return (
    <nav className={styles.tabbar} data-testid="tab-bar" aria-label="Tabs">
      {TABS.map((t) => {
        const on = t.route === active;
        return (
          <AppLink
            key={t.route}
            to={t.to}
            className={on ? styles.on : styles.tab}
            aria-current={on ? 'page' : undefined}
            data-testid={`tab-${t.route}`}
          >
            <span className={styles.icon}>
              {t.icon()}
              {t.route === 'user-center' && <UnreadBadge className={styles.badge} />}
            </span>
            <span className={styles.label}>{m[t.label]}</span>
          </AppLink>
        );
      })}
    </nav>
  );
}
