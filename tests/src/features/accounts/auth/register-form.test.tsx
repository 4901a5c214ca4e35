import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

vi.mock('wouter/use-browser-location', () => ({ navigate: vi.fn() }));

const { LoginForm } = await import('../../../../../src/features/accounts/auth/LoginForm');
const { ChangePasswordForm } = await import('../../../../../src/features/accounts/profile/ChangePasswordForm');
const { useAuthMessages } = await import('../../../../../src/features/accounts/messages');

const rules = useAuthMessages.of('zh').passwordRules;

describe('password rules are shown before submit', () => {
  it('under the register form password field, bound to it for assistive technology', () => {
    const html = renderToStaticMarkup(<LoginForm onDone={() => undefined} initialMode="register" />);
    expect(rules).toMatch(/8–64/);
    expect(html).toContain(rules);
    const input = /<input[^>]*data-testid="register-password"[^>]*>/.exec(html)![0];
    const hintId = /aria-describedby="([^"]+)"/.exec(input)![1]!;
    expect(html).toContain(`id="${hintId}"`);
    expect(html.slice(html.indexOf(`id="${hintId}"`))).toContain(rules);
  });

  it('not on the login form, which takes any password of a possible length', () => {
    expect(renderToStaticMarkup(<LoginForm onDone={() => undefined} />)).not.toContain(rules);
  });

  it('under the new password of the change-password form', () => {
    const html = renderToStaticMarkup(<ChangePasswordForm onDone={() => undefined} />);
    expect(html).toContain(rules);
    for (const id of ['password-old', 'password-new', 'password-new2', 'password-submit']) {
      expect(html).toContain(`data-testid="${id}"`);
    }
  });
});
