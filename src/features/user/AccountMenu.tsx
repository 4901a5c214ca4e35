import type { ReactNode } from 'react';
import { AppLink } from '../../app/AppLink';
import { ChevronRightIcon, CrownIcon, HeartIcon, ClockIcon, ImagesIcon, LockIcon, PhoneIcon, TagIcon, DownloadIcon } from '../shared/icons';
import { useUserMessages } from './messages';
import styles from './AccountMenu.module.css';

type Key = 'wallet' | 'vip' | 'share' | 'myPosts' | 'orders' | 'favourites' | 'appointments' | 'contact' | 'password';

const GROUPS: { title: 'account' | 'services'; items: { key: Key; to: string; icon: ReactNode; tint: string }[] }[] = [
  {
    title: 'account',
    items: [
      { key: 'wallet', to: '/user/manage-gold', icon: <TagIcon />, tint: 'var(--warning)' },
      { key: 'vip', to: '/user/user-vip', icon: <CrownIcon />, tint: 'var(--gold)' },
      { key: 'share', to: '/user/user-share', icon: <DownloadIcon />, tint: 'var(--success)' },
    ],
  },
  {
    title: 'services',
    items: [
      { key: 'myPosts', to: '/user/my-posts', icon: <ImagesIcon />, tint: 'var(--accent-strong)' },
      { key: 'orders', to: '/user/my-order', icon: <TagIcon />, tint: 'var(--info)' },
      { key: 'favourites', to: '/user/my-collection', icon: <HeartIcon />, tint: 'var(--pink)' },
      { key: 'appointments', to: '/user/workbench-reserve', icon: <ClockIcon />, tint: 'var(--orange)' },
      { key: 'contact', to: '/user/contact-information', icon: <PhoneIcon />, tint: 'var(--success-text)' },
      { key: 'password', to: '/user/user-password', icon: <LockIcon />, tint: 'var(--muted)' },
    ],
  },
];

/** Links to the account pages (placeholders until their issues land). */
export function AccountMenu() {
  const m = useUserMessages();
  return (
    <>
      {GROUPS.map((g) => (
        <section key={g.title} className={styles.menu}>
          <h3 className={styles.menuTitle}>{m[g.title]}</h3>
          <ul>
            {g.items.map((it) => (
              <li key={it.key}>
                <AppLink to={it.to} className={styles.menuItem} data-testid={`menu-${it.key}`}>
                  <span className={styles.menuIcon} style={{ color: it.tint }}>
                    {it.icon}
                  </span>
                  <span className={styles.menuLabel}>{m[it.key]}</span>
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
