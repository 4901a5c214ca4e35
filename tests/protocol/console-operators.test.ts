import { describe, expect, it } from 'vitest';
import { ADMIN_ACCESS } from '../../protocol/console';
import { CAPABILITIES, ROLE_CAPABILITIES, can, capabilitiesOf, isOperatorRole } from '../../protocol/console-operators';

describe('operator permissions', () => {
  it('gives admins everything but reading payout accounts whole, and the other roles least privilege', () => {
    expect(capabilitiesOf(['admin'])).toEqual(CAPABILITIES.filter((c) => c !== 'payouts.reveal'));
    expect(can(['finance'], 'payouts.reveal')).toBe(true);
    for (const role of ['admin', 'moderator', 'support'] as const)
      expect(can([role], 'payouts.reveal'), role).toBe(false);
    expect(can(['support'], 'users.read')).toBe(true);
    expect(can(['support'], 'users.write')).toBe(false);
    expect(can(['support'], 'withdrawals')).toBe(false);
    expect(can(['finance'], 'withdrawals')).toBe(true);
    expect(can(['finance'], 'review')).toBe(false);
    expect(can(['moderator'], 'review')).toBe(true);
    expect(can(['moderator'], 'ledger')).toBe(false);
    for (const role of ['moderator', 'finance', 'support'] as const) {
      expect(can([role], 'roles'), role).toBe(false);
      expect(can([role], 'audit'), role).toBe(false);
    }
    expect(can([], 'dashboard')).toBe(false);
  });

  it('unions the capabilities of several roles', () => {
    expect(capabilitiesOf(['support', 'finance'])).toEqual(capabilitiesOf(['finance']));
    expect(capabilitiesOf(['moderator', 'finance'])).toContain('review');
    expect(capabilitiesOf(['moderator', 'finance'])).toContain('withdrawals');
  });

  it('knows its role names and gives every console endpoint a known capability', () => {
    expect(isOperatorRole('finance')).toBe(true);
    expect(isOperatorRole('user')).toBe(false);
    expect(isOperatorRole(3)).toBe(false);
    for (const access of Object.values(ADMIN_ACCESS)) expect(CAPABILITIES).toContain(access.operator);
    for (const caps of Object.values(ROLE_CAPABILITIES)) for (const c of caps) expect(CAPABILITIES).toContain(c);
  });
});
