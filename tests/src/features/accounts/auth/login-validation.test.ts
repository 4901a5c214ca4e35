import { describe, expect, it } from 'vitest';
import {
  CHANGE_REFUSAL_FIELD,
  RULE_REFUSAL_FIELD,
  hasErrors,
  passwordError,
  usernameError,
  validateLogin,
  validatePasswordChange,
  validateRegister,
} from '../../../../../src/features/accounts/auth/login-validation';
import { readsAsStaff } from '../../../../../protocol/accounts-rules';

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

  it('refuses usernames that read as the site or its staff, and only those', () => {
    for (const name of [
      'admin',
      'Admin_01',
      'SUPPORT',
      'gold_post',
      'mod',
      '官方客服',
      '管理员小王',
      'sys_admin',
      'adm1n',
      '0fficial',
      'syst3m',
      'the_admin',
      'admin_anna',
      '管理員',
    ])
      expect(usernameError(name), name).toBe('usernameStaff');
    // Display names take any letters: fullwidth, accented and Cyrillic or Greek look-alikes read as they show.
    for (const name of ['ＡＤＭＩＮ', 'ádmïn', '\u0430dmin', 'supp\u03bfrt', 'Ѕupport'])
      expect(readsAsStaff(name), name).toBe(true);
    for (const name of ['Анна', 'Мастер', 'Ωmega repairs']) expect(readsAsStaff(name), name).toBe(false);
    for (const name of ['badminton', 'supporter', 'modern', '客人小馆', 'goldfish', 'finance_tutor', 'mod_squad1'])
      expect(usernameError(name), name).toBeUndefined();
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

describe('the shared password rules in the forms', () => {
  it('refuses common passwords and ones built on the username, in any case, before submit', () => {
    expect(passwordError('password')).toBe('passwordCommon');
    expect(passwordError('12345678')).toBe('passwordCommon');
    expect(passwordError('QWERTY123')).toBe('passwordCommon');
    expect(passwordError('kkkkkkkkk')).toBe('passwordCommon');
    expect(passwordError('Alice-2024!', 'alice')).toBe('passwordUsername');
    expect(passwordError('long_name', 'my_long_name_1')).toBe('passwordUsername');
    expect(passwordError('a-quiet-river-9', 'alice')).toBeUndefined();
    expect(validateRegister({ username: 'Mei_Li', password: 'mei_li-88', password2: 'mei_li-88' })).toEqual({
      password: 'passwordUsername',
    });
  });

  it('agrees with the server: the refusal codes of the rules land on the field they name', () => {
    expect(RULE_REFUSAL_FIELD['account.password_common']).toBe('password');
    expect(RULE_REFUSAL_FIELD['account.password_like_username']).toBe('password');
    expect(RULE_REFUSAL_FIELD['account.username_taken']).toBe('username');
    expect(CHANGE_REFUSAL_FIELD['account.current_password_wrong']).toBe('oldPassword');
    expect(CHANGE_REFUSAL_FIELD['account.password_unchanged']).toBe('newPassword');
  });

  it('login asks only for a name and a password of a possible length, so renamed names still log in', () => {
    expect(validateLogin({ username: 'anna#12', password: 'password' })).toEqual({});
    expect(validateLogin({ username: ' ', password: 'x' })).toEqual({
      username: 'required',
      password: 'passwordLength',
    });
  });

  it('checks a password change: current required, new by the rules and different, confirmed', () => {
    const v = (oldPassword: string, newPassword: string, newPassword2 = newPassword) =>
      validatePasswordChange({ oldPassword, newPassword, newPassword2 }, 'mei_li');
    expect(v('', 'a-new-secret-1')).toEqual({ oldPassword: 'required' });
    expect(v('old-secret-1', 'old-secret-1')).toEqual({ newPassword: 'passwordUnchanged' });
    expect(v('old-secret-1', 'iloveyou')).toEqual({ newPassword: 'passwordCommon' });
    expect(v('old-secret-1', 'MEI_LI-new')).toEqual({ newPassword: 'passwordUsername' });
    expect(v('old-secret-1', 'short')).toEqual({ newPassword: 'passwordLength' });
    expect(v('old-secret-1', 'a-new-secret-1', 'a-new-secret-2')).toEqual({ newPassword2: 'mismatch' });
    expect(v('old-secret-1', 'a-new-secret-1')).toEqual({});
  });
});
