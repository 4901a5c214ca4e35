import { describe, expect, it } from 'vitest';
import {
  hasErrors,
  usernameError,
  validateLogin,
  validateRegister,
} from '../../../../src/features/auth/login-validation';

describe('login form validation', () => {
  it('accepts letters, digits, underscore and CJK usernames of 3–20 characters', () => {
    expect(usernameError('demo_01')).toBeUndefined();
    expect(usernameError('茶馆老板')).toBeUndefined();
    expect(usernameError('  alice ')).toBeUndefined();
    expect(usernameError('')).toBe('required');
    expect(usernameError('ab')).toBe('usernameLength');
    expect(usernameError('a'.repeat(21))).toBe('usernameLength');
    expect(usernameError('bad name')).toBe('usernameChars');
    expect(usernameError('bob@x')).toBe('usernameChars');
  });

  it('checks password length on login', () => {
    expect(validateLogin({ username: 'alice', password: 'short' })).toEqual({ password: 'passwordLength' });
    expect(validateLogin({ username: '', password: '' })).toEqual({ username: 'required', password: 'required' });
    const ok = validateLogin({ username: 'alice', password: 'long enough' });
    expect(ok).toEqual({});
    expect(hasErrors(ok)).toBe(false);
  });

  it('requires matching passwords of 8–64 characters on register', () => {
    expect(validateRegister({ username: 'alice', password: 'secret123', password2: 'secret124' })).toEqual({
      password2: 'mismatch',
    });
    expect(validateRegister({ username: 'alice', password: 'x'.repeat(65), password2: 'x'.repeat(65) })).toEqual({
      password: 'passwordLength',
    });
    expect(validateRegister({ username: 'alice', password: 'secret123', password2: '' })).toEqual({
      password2: 'required',
    });
    expect(hasErrors(validateRegister({ username: 'alice', password: 'secret123', password2: 'secret123' }))).toBe(
      false,
    );
  });
});
