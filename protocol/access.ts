import type { Capability } from './console-operators';

/** A console endpoint: only an operator whose roles grant `operator` (protocol/console-operators.ts). */
export interface OperatorAccess {
  readonly operator: Capability;
}

/**
 * Who may call: anyone; anyone, with extra data for a logged-in caller; only a logged-in caller (else 420);
 * only an operator with a capability (a guest gets 420, anyone else without an operator role the same
 * not_found as an unknown endpoint, an operator lacking the capability 403).
 */
export type Access = 'public' | 'optional' | 'user' | OperatorAccess;

export function isOperatorAccess(access: Access): access is OperatorAccess {
  return typeof access === 'object';
}
