import { RolesManager } from '../../features/console/RolesManager';

export function RolesScreen() {
  return <RolesManager />;
}
