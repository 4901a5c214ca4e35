export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

// Letters, digits, underscore and CJK ideographs; length counted in code points.
const USERNAME_CHARS = /^[A-Za-z0-9_\p{Script=Han}]+$/u;

export type FieldError = 'required' | 'usernameChars' | 'usernameLength' | 'passwordLength' | 'mismatch';

export interface LoginFields {
  username: string;
  password: string;
}

export interface RegisterFields extends LoginFields {
  password2: string;
}

export type FieldErrors<F> = Partial<Record<keyof F, FieldError>>;

const length = (s: string) => Array.from(s).length;

export function usernameError(raw: string): FieldError | undefined {
  const name = raw.trim();
  if (!name) return 'required';
  if (!USERNAME_CHARS.test(name)) return 'usernameChars';
  const n = length(name);
  if (n < USERNAME_MIN || n > USERNAME_MAX) return 'usernameLength';
  return undefined;
}

export function passwordError(password: string): FieldError | undefined {
  if (!password) return 'required';
  const n = length(password);
  if (n < PASSWORD_MIN || n > PASSWORD_MAX) return 'passwordLength';
  return undefined;
}

function compact<F>(errors: FieldErrors<F>): FieldErrors<F> {
  for (const k of Object.keys(errors) as (keyof F)[]) if (errors[k] === undefined) delete errors[k];
  return errors;
}

export function validateLogin(f: LoginFields): FieldErrors<LoginFields> {
  return compact<LoginFields>({ username: usernameError(f.username), password: passwordError(f.password) });
}

export function validateRegister(f: RegisterFields): FieldErrors<RegisterFields> {
  return compact<RegisterFields>({
    username: usernameError(f.username),
    password: passwordError(f.password),
    password2: !f.password2 ? 'required' : f.password2 !== f.password ? 'mismatch' : undefined,
  });
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
