import { useEffect, useId, useRef } from 'react';
import { setMenuNav, useGlobal } from '../../state/global';
import { useMenu } from '../../state/menu';
import { useUser } from '../../state/user';
import { CloseIcon, LockIcon } from '../shared/icons';
import { openMenuEntry } from './account-menu';
import { MenuIcon, MENU_TINTS } from './menu-icons';
import { useUserMessages } from './messages';
import styles from './TopMenu.module.css';

type Messages = ReturnType<typeof useUserMessages.current>;

/**
 * The top bar's menu (spec §3: entries at `popup-right-top`; `isMenuNav` says it is open): the menu store's
 * `topmenu` entries, for guests too — an entry that needs login shows a lock and asks for login when
 * opened (spec §4). Escape, a tap outside and choosing an entry close it.
 */
export function TopMenu() {
  const m = useUserMessages();
  const { isMenuNav } = useGlobal();
  const { usercenter } = useMenu();
  const { isLogin } = useUser();
  const box = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!isMenuNav) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuNav(false);
    const onDown = (e: PointerEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setMenuNav(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [isMenuNav]);
  // Leaving the page (any navigation) closes it too.
  useEffect(() => () => setMenuNav(false), []);

  const label = (title: string) => {
    const text = m[title as keyof Messages];
    return typeof text === 'string' ? text : title;
  };
  const entries = usercenter.menus.map((entry, index) => ({ entry, index })).filter(({ entry }) => entry.topmenu);
  return (
    <div className={styles.box} ref={box}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={isMenuNav}
        aria-controls={listId}
        aria-label={m.menu}
        onClick={() => setMenuNav(!isMenuNav)}
        data-testid="top-menu-button"
      >
        {isMenuNav ? (
          <CloseIcon />
        ) : (
          <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
            <circle cx="6" cy="6" r="2" />
            <circle cx="18" cy="6" r="2" />
            <circle cx="6" cy="18" r="2" />
            <circle cx="18" cy="18" r="2" />
          </svg>
        )}
      </button>
      {isMenuNav && (
        <ul id={listId} className={styles.popup} data-position="popup-right-top" data-testid="top-menu">
          {entries.map(({ entry, index }) => (
            <li key={entry.name}>
              <button
                type="button"
                className={styles.item}
                onClick={() => {
                  setMenuNav(false);
                  openMenuEntry(index);
                }}
                data-testid={`top-menu-${entry.name}`}
              >
                <span className={styles.icon} style={{ color: MENU_TINTS[entry.name] }}>
                  <MenuIcon name={entry.icon} />
                </span>
                <span className={styles.label}>{label(entry.title)}</span>
                {entry.authentication && !isLogin && (
                  <>
                    <LockIcon className={styles.lock} />
                    <span className="visually-hidden">{m.needsLogin}</span>
                  </>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
