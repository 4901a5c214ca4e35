import { NoticesPanel } from '../../features/console/content/NoticesPanel';

/** /console/notices. */
export function NoticesScreen() {
  return <NoticesPanel />;
}
