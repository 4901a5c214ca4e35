import { lazyScreen } from '../lazy-screen';
import type { LazyScreen } from '../lazy-screen';
import type { ConsoleSectionKey } from '../../nav/console-routes';

// Each console section is its own chunk, like the product's screens.
const dashboard = lazyScreen(
  () => import('../../screens/Console/DashboardScreen'),
  (m) => m.DashboardScreen,
);
const reports = lazyScreen(
  () => import('../../screens/Console/ReportsScreen'),
  (m) => m.ReportsScreen,
);
const users = lazyScreen(
  () => import('../../screens/Console/UsersScreen'),
  (m) => m.UsersScreen,
);
const ads = lazyScreen(
  () => import('../../screens/Console/AdsScreen'),
  (m) => m.AdsScreen,
);
const notices = lazyScreen(
  () => import('../../screens/Console/NoticesScreen'),
  (m) => m.NoticesScreen,
);

/** Sections whose screen has not landed yet show null here and are left out of the menu. */
export const CONSOLE_SCREENS: Readonly<Record<ConsoleSectionKey, LazyScreen | null>> = {
  dashboard,
  review: null,
  reports,
  users,
  withdrawals: null,
  ledger: null,
  audit: null,
  roles: null,
  ads,
  notices,
};
