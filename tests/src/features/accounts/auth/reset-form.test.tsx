import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

vi.mock('wouter/use-browser-location', () => ({ navigate: vi.fn() }));

const { LoginForm } = await import('../../../../../src/features/accounts/auth/LoginForm');
const { ResetPasswordForm } = await import('../../../../../src/features/accounts/auth/ResetPasswordForm');
const { useAuthMessages } = await import('../../../../../src/features/accounts/messages');
const { validateReset, RESET_REFUSAL_FIELD } =
  await import('../../../../../src/features/accounts/auth/login-validation');

const zh = useAuthMessages.of('zh');

describe('password reset form', () => {
  it('the login form offers "forgot password"; the register form does not', () => {
    expect(renderToStaticMarkup(<LoginForm onDone={() => undefined} />)).toContain('data-testid="login-forgot"');
    expect(renderToStaticMarkup(<LoginForm onDone={() => undefined} initialMode="register" />)).not.toContain(
      'login-forgot',
    );
  });

  it('has phone, code with its send button, the new password with its rules, and says who cannot reset', () => {
    const html = renderToStaticMarkup(<ResetPasswordForm onDone={() => undefined} />);
    for (const id of ['reset-phone', 'reset-code', 'reset-send', 'reset-password', 'reset-password2', 'reset-submit']) {
      expect(html).toContain(`data-testid="${id}"`);
    }
    expect(html).toContain(zh.passwordRules);
    expect(html).toContain(zh.resetHint);
    expect(/<input[^>]*data-testid="reset-code"[^>]*>/.exec(html)![0]).toContain('one-time-code');
  });

  it('checks the fields as the server does', () => {
    const ok = { phone: '138 0013 8000', code: '123456', password: 'fresh-secret-9', password2: 'fresh-secret-9' };
    expect(validateReset(ok)).toEqual({});
    expect(validateReset({ ...ok, phone: '+44 7700 900123' })).toEqual({});
    expect(validateReset({ ...ok, phone: '12345' }).phone).toBe('phoneInvalid');
    expect(validateReset({ ...ok, phone: '' }).phone).toBe('required');
    expect(validateReset({ ...ok, code: '12a456' }).code).toBe('codeInvalid');
    expect(validateReset({ ...ok, password: '12345678', password2: '12345678' }).password).toBe('passwordCommon');
    expect(validateReset({ ...ok, password2: 'other-secret-9' }).password2).toBe('mismatch');
    expect(RESET_REFUSAL_FIELD['account.reset_code_wrong']).toBe('code');
  });
});
