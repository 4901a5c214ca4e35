import { useSearch } from 'wouter/use-browser-location';
import { UsersPanel } from '../../features/console/content/UsersPanel';
import { UserDetailView } from '../../features/console/users/UserDetail';
import { userIdOf } from '../../features/console/users/user-path';

/** /console/users: the search, or one person with `?id=`. */
export function UsersScreen() {
  const id = userIdOf(useSearch());
  return id === null ? <UsersPanel /> : <UserDetailView key={id} userId={id} />;
}
