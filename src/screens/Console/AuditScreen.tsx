import { AuditLog } from '../../features/console/AuditLog';

export function AuditScreen() {
  return <AuditLog />;
}
