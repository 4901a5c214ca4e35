import { ReportsQueue } from '../../features/console/content/ReportsQueue';

/** /console/reports. */
export function ReportsScreen() {
  return <ReportsQueue />;
}
