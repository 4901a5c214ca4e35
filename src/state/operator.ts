import { proxy, useSnapshot } from 'valtio';
import type { OperatorMe } from '../../protocol/console';

/** The console's caller, once /api/admin/me has confirmed an operator; null otherwise. Never persisted. */
export const operator = proxy<{ me: OperatorMe | null }>({ me: null });

export function setOperator(me: OperatorMe | null): void {
  operator.me = me;
}

export function useOperator() {
  return useSnapshot(operator).me;
}
