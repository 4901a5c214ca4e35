import { setMenuNav } from '../../../state/global';
import { useMenu } from '../../../state/menu';
import { useUser } from '../../../state/user';
import { LockIcon } from '../../common/icons';
import { openMenuEntry } from './account-menu';
import { MenuIcon, MENU_TINTS } from './menu-icons';
import { useUserMessages } from './messages';
import styles from './TopMenu.module.css';

type Messages = ReturnType<typeof useUserMessages.current>;

/** The open top menu's entries (TopMenu draws the toggle and closes it). */
export function TopMenuList({ id }: { id: string }) {
  const m = useUserMessages();
  const { usercenter } = useMenu();
  const { isLogin } = useUser();
  const label = (title: string) => {
    const text = m[title as keyof Messages];
    return typeof text === 'string' ? text : title;
  };
  const entries = usercenter.menus.map((entry, index) => ({ entry, index })).filter(({ entry }) => entry.topmenu);
  return (
    <ul id={id} className={styles.popup} data-position="popup-right-top" data-testid="top-menu">
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
  );
}
