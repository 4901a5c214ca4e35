import { Dashboard } from '../../features/console/Dashboard';

/** /console: queue sizes and today's figures. */
export function DashboardScreen() {
  return <Dashboard />;
}
