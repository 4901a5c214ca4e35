import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

vi.mock('wouter/use-browser-location', () => ({ navigate: vi.fn() }));

const { PhoneCard } = await import('../../../../../src/features/accounts/profile/PhoneCard');
const { usePhoneMessages } = await import('../../../../../src/features/accounts/profile/phone-messages');
const { maskPhone, normalizePhone } = await import('../../../../../protocol/accounts-recovery');

describe('phone binding', () => {
  it('asks for the number and the current password, sends a code first, and says what a number is for', () => {
    const html = renderToStaticMarkup(<PhoneCard />);
    for (const id of ['phone-input', 'phone-password', 'phone-send', 'phone-bound']) {
      expect(html).toContain(`data-testid="${id}"`);
    }
    // The code field and the save come once a code went out.
    expect(html).not.toContain('phone-code');
    expect(html).not.toContain('phone-save');
    expect(html).toContain(usePhoneMessages.of('zh').hint);
    // Nothing to unbind before the bound number is known.
    expect(html).not.toContain('phone-unbind');
  });

  it('normalizes and masks numbers as the server stores and shows them', () => {
    expect(normalizePhone('138-0013 8000')).toBe('+8613800138000');
    expect(normalizePhone('+44 7700 900123')).toBe('+447700900123');
    expect(normalizePhone('12800138000')).toBeNull();
    expect(normalizePhone('+0123456789')).toBeNull();
    expect(normalizePhone('abc')).toBeNull();
    expect(maskPhone('+8613800138000')).toBe('+86 138****8000');
    expect(maskPhone('+447700900123')).toBe('+44******0123');
  });
});
