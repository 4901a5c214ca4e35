import { passwordProblem, usernameProblem } from '../../../../protocol/accounts-rules';
import type { PasswordProblem, UsernameProblem } from '../../../../protocol/accounts-rules';
import { normalizePhone, RESET_CODE_LENGTH } from '../../../../protocol/accounts-recovery';

// The forms' checks are the server's rules (protocol/accounts-rules.ts), so what the form accepts the server
// accepts; these only name each problem for the form's messages.

export type FieldError =
  | 'required'
  | 'usernameChars'
  | 'usernameLength'
  | 'usernameStaff'
  | 'passwordLength'
  | 'passwordCommon'
  | 'passwordUsername'
  | 'passwordUnchanged'
  | 'mismatch'
  | 'phoneInvalid'
  | 'codeInvalid';

export interface LoginFields {
  username: string;
  password: string;
}

export interface RegisterFields extends LoginFields {
  password2: string;
}

export interface PasswordChangeFields {
  oldPassword: string;
  newPassword: string;
  newPassword2: string;
}

export type FieldErrors<F> = Partial<Record<keyof F, FieldError>>;

const USERNAME_ERROR: Record<UsernameProblem, FieldError> = {
  required: 'required',
  chars: 'usernameChars',
  length: 'usernameLength',
  staff: 'usernameStaff',
};

const PASSWORD_ERROR: Record<PasswordProblem, FieldError> = {
  required: 'required',
  length: 'passwordLength',
  common: 'passwordCommon',
  username: 'passwordUsername',
};

/** Refusal codes of the account rules → the field they concern, for server refusals the form did not foresee. */
export const RULE_REFUSAL_FIELD: Readonly<Record<string, 'username' | 'password'>> = {
  'account.username_invalid': 'username',
  'account.username_reserved': 'username',
  'account.username_taken': 'username',
  'account.password_length': 'password',
  'account.password_common': 'password',
  'account.password_like_username': 'password',
};

export function usernameError(raw: string): FieldError | undefined {
  const problem = usernameProblem(raw);
  return problem && USERNAME_ERROR[problem];
}

/** A new password: every rule, against the username when there is one. */
export function passwordError(password: string, username = ''): FieldError | undefined {
  const problem = passwordProblem(password, username);
  return problem && PASSWORD_ERROR[problem];
}

function compact<F>(errors: FieldErrors<F>): FieldErrors<F> {
  for (const k of Object.keys(errors) as (keyof F)[]) if (errors[k] === undefined) delete errors[k];
  return errors;
}

/**
 * Login checks the name is there and the password's length: a name from before a rule changed (a renamed
 * case twin, `anna#12`) must still log in, and a common or name-like password is the server's to refuse.
 */
export function validateLogin(f: LoginFields): FieldErrors<LoginFields> {
  const password = passwordError(f.password);
  return compact<LoginFields>({
    username: f.username.trim() ? undefined : 'required',
    password: password === 'required' || password === 'passwordLength' ? password : undefined,
  });
}

export function validateRegister(f: RegisterFields): FieldErrors<RegisterFields> {
  return compact<RegisterFields>({
    username: usernameError(f.username),
    password: passwordError(f.password, f.username),
    password2: !f.password2 ? 'required' : f.password2 !== f.password ? 'mismatch' : undefined,
  });
}

/** The change-password form: the current password is only required, the new one meets every rule. */
export function validatePasswordChange(f: PasswordChangeFields, username: string): FieldErrors<PasswordChangeFields> {
  const rules = passwordError(f.newPassword, username);
  return compact<PasswordChangeFields>({
    oldPassword: f.oldPassword ? undefined : 'required',
    newPassword: rules ?? (f.newPassword === f.oldPassword ? 'passwordUnchanged' : undefined),
    newPassword2: !f.newPassword2 ? 'required' : f.newPassword2 !== f.newPassword ? 'mismatch' : undefined,
  });
}

/** Refusal codes of a password change → the field they concern. */
export const CHANGE_REFUSAL_FIELD: Readonly<Record<string, keyof PasswordChangeFields>> = {
  'account.current_password_wrong': 'oldPassword',
  'account.password_length': 'newPassword',
  'account.password_common': 'newPassword',
  'account.password_like_username': 'newPassword',
  'account.password_unchanged': 'newPassword',
};

export interface ResetFields {
  phone: string;
  code: string;
  password: string;
  password2: string;
}

/** The reset form: the number as the server normalizes it, a six-digit code, a new password that meets the rules. */
export function validateReset(f: ResetFields): FieldErrors<ResetFields> {
  return compact<ResetFields>({
    phone: phoneError(f.phone),
    code: !f.code.trim()
      ? 'required'
      : new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`).test(f.code.trim())
        ? undefined
        : 'codeInvalid',
    password: passwordError(f.password),
    password2: !f.password2 ? 'required' : f.password2 !== f.password ? 'mismatch' : undefined,
  });
}

export function phoneError(phone: string): FieldError | undefined {
  if (!phone.trim()) return 'required';
  return normalizePhone(phone) ? undefined : 'phoneInvalid';
}

/** Refusal codes of a reset → the field they concern. */
export const RESET_REFUSAL_FIELD: Readonly<Record<string, keyof ResetFields>> = {
  'account.phone_invalid': 'phone',
  'account.reset_code_wrong': 'code',
  'account.password_length': 'password',
  'account.password_common': 'password',
  'account.password_like_username': 'password',
};

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
