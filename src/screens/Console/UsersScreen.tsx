import { UsersPanel } from '../../features/console-content/UsersPanel';

/** /console/users. */
export function UsersScreen() {
  return <UsersPanel />;
}
