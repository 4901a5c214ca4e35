import { useEffect } from 'react';
import type { MouseEvent } from 'react';
import { AppLink } from '../../../nav/AppLink';
import { useMenu } from '../../../state/menu';
import { Badge } from '../../../ui/Badge';
import { useNoticeUnread } from '../../people/notices/notice-store';
import { ChevronRightIcon } from '../../common/icons';
import { closeMenuEntries, openMenuEntry } from './account-menu';
import { MenuIcon, MENU_TINTS } from './menu-icons';
import { useUserMessages } from './messages';
import styles from './AccountMenu.module.css';

type Messages = ReturnType<typeof useUserMessages.current>;

/** Entries of the first group; the rest are services. */
const ACCOUNT_ENTRIES = new Set(['wallet', 'vip', 'share']);

/** The user centre's menu (the menu store's entries), grouped into account and services. */
export function AccountMenu() {
  const m = useUserMessages();
  const { usercenter } = useMenu();
  const unread = useNoticeUnread();
  const badges: Record<string, number> = { notices: unread };
  useEffect(() => closeMenuEntries(), []);
  const entries = usercenter.menus.map((entry, index) => ({ entry, index }));
  const groups = [
    { title: 'account' as const, items: entries.filter(({ entry }) => ACCOUNT_ENTRIES.has(entry.name)) },
    { title: 'services' as const, items: entries.filter(({ entry }) => !ACCOUNT_ENTRIES.has(entry.name)) },
  ];
  const label = (title: string) => {
    const text = m[title as keyof Messages];
    return typeof text === 'string' ? text : title;
  };
  const open = (index: number) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    openMenuEntry(index);
  };
  return (
    <>
      {groups.map((g) => (
        <section key={g.title} className={styles.menu}>
          <h3 className={styles.menuTitle}>{m[g.title]}</h3>
          <ul>
            {g.items.map(({ entry, index }) => (
              <li key={entry.name}>
                <AppLink
                  to={entry.deviceabout?.path ?? '/user/user-center'}
                  onClick={open(index)}
                  className={styles.menuItem}
                  data-testid={`menu-${entry.name}`}
                >
                  <span className={styles.menuIcon} style={{ color: MENU_TINTS[entry.name] }}>
                    <MenuIcon name={entry.icon} />
                  </span>
                  <span className={styles.menuLabel}>{label(entry.title)}</span>
                  {(badges[entry.name] ?? 0) > 0 && (
                    <Badge tone="pink" testId={`menu-${entry.name}-badge`}>
                      {badges[entry.name]! > 99 ? '99+' : badges[entry.name]}
                    </Badge>
                  )}
                  <ChevronRightIcon className={styles.chev} />
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
