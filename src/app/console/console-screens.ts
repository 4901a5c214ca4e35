import { lazyScreen } from '../../ui/Lazy';
import type { LazyScreen } from '../../ui/Lazy';
import type { ConsoleSectionKey } from '../../nav/console-routes';

// Each console section is its own chunk, like the product's screens.
export const CONSOLE_SCREENS: Readonly<Record<ConsoleSectionKey, LazyScreen>> = {
  dashboard: lazyScreen(
    () => import('../../screens/Console/DashboardScreen'),
    (m) => m.DashboardScreen,
  ),
  review: lazyScreen(
    () => import('../../screens/Console/ReviewScreen'),
    (m) => m.ReviewScreen,
  ),
  appeals: lazyScreen(
    () => import('../../screens/Console/AppealsScreen'),
    (m) => m.AppealsScreen,
  ),
  withdrawals: lazyScreen(
    () => import('../../screens/Console/WithdrawalsScreen'),
    (m) => m.WithdrawalsScreen,
  ),
  ledger: lazyScreen(
    () => import('../../screens/Console/LedgerScreen'),
    (m) => m.LedgerScreen,
  ),
  audit: lazyScreen(
    () => import('../../screens/Console/AuditScreen'),
    (m) => m.AuditScreen,
  ),
  jobs: lazyScreen(
    () => import('../../screens/Console/JobsScreen'),
    (m) => m.JobsScreen,
  ),
  roles: lazyScreen(
    () => import('../../screens/Console/RolesScreen'),
    (m) => m.RolesScreen,
  ),
  reports: lazyScreen(
    () => import('../../screens/Console/ReportsScreen'),
    (m) => m.ReportsScreen,
  ),
  users: lazyScreen(
    () => import('../../screens/Console/UsersScreen'),
    (m) => m.UsersScreen,
  ),
  ads: lazyScreen(
    () => import('../../screens/Console/AdsScreen'),
    (m) => m.AdsScreen,
  ),
  notices: lazyScreen(
    () => import('../../screens/Console/NoticesScreen'),
    (m) => m.NoticesScreen,
  ),
  themes: lazyScreen(
    () => import('../../screens/Console/ThemesScreen'),
    (m) => m.ThemesScreen,
  ),
  feedback: lazyScreen(
    () => import('../../screens/Console/FeedbackScreen'),
    (m) => m.FeedbackScreen,
  ),
};
