import type { ReactNode } from 'react';
import {
  BellIcon,
  ClockIcon,
  CrownIcon,
  DownloadIcon,
  HeartIcon,
  ImagesIcon,
  LockIcon,
  PhoneIcon,
  SearchIcon,
  TagIcon,
} from '../../common/icons';

const ICONS: Record<string, () => ReactNode> = {
  tag: () => <TagIcon />,
  crown: () => <CrownIcon />,
  download: () => <DownloadIcon />,
  images: () => <ImagesIcon />,
  heart: () => <HeartIcon />,
  clock: () => <ClockIcon />,
  phone: () => <PhoneIcon />,
  lock: () => <LockIcon />,
  bell: () => <BellIcon />,
  search: () => <SearchIcon />,
};

/** A menu entry's `icon` key drawn (spec §3: the entry names its icon). */
export function MenuIcon({ name }: { name: string }) {
  return <>{ICONS[name]?.()}</>;
}

/** Each entry's tint in the menus. */
export const MENU_TINTS: Readonly<Record<string, string>> = {
  wallet: 'var(--warning)',
  vip: 'var(--gold)',
  share: 'var(--success)',
  myPosts: 'var(--accent-strong)',
  orders: 'var(--info)',
  favourites: 'var(--pink)',
  savedSearches: 'var(--info)',
  appointments: 'var(--orange)',
  contact: 'var(--success-text)',
  notices: 'var(--accent-light)',
  password: 'var(--muted)',
};
