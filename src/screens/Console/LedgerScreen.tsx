import { LedgerView } from '../../features/console/LedgerView';

export function LedgerScreen() {
  return <LedgerView />;
}
