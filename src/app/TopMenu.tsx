import { Suspense, useEffect, useId, useRef } from 'react';
import { setMenuNav, useGlobal } from '../state/global';
import { CloseIcon } from '../features/common/icons';
import styles from '../features/accounts/profile/TopMenu.module.css';
import { useShellMessages } from './messages';
import { topMenuList } from './shell-parts';

const TopMenuList = topMenuList.Component;

/**
 * The top bar's menu (spec §3: entries at `popup-right-top`; `isMenuNav` says it is open): the menu store's
 * `topmenu` entries, for guests too — an entry that needs login shows a lock and asks for login when
 * opened (spec §4). Escape, a tap outside and choosing an entry close it. The list's code (entries, icons,
 * the account messages) loads when it first opens.
 */
export function TopMenu() {
  const m = useShellMessages();
  const { isMenuNav } = useGlobal();
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
        <Suspense fallback={null}>
          <TopMenuList id={listId} />
        </Suspense>
      )}
    </div>
  );
}
