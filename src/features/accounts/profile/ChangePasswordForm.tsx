import { useState } from 'react';
import type { FormEvent } from 'react';
import { useUser } from '../../../state/user';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { Field } from '../auth/Field';
import { CHANGE_REFUSAL_FIELD, validatePasswordChange } from '../auth/login-validation';
import type { FieldError, PasswordChangeFields } from '../auth/login-validation';
import { useAuthMessages } from '../messages';
import { changePassword } from '../auth/session';
import { useAuthSubmit } from '../auth/useAuthSubmit';
import { useUserMessages } from './messages';
import styles from './ChangePassword.module.css';

const EMPTY: PasswordChangeFields = { oldPassword: '', newPassword: '', newPassword2: '' };

/**
 * Current password, the new one twice with the rules shown before submit; a refusal lands under the field it
 * names. The session stays: the server ends only the other devices' sessions.
 */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const m = useUserMessages();
  const a = useAuthMessages();
  const { u } = useUser();
  const [f, setF] = useState(EMPTY);
  const username = u?.username ?? '';
  const { errors, busy, serverError, fieldRefusal, submit } = useAuthSubmit(
    f,
    (v) => validatePasswordChange(v, username),
    (v, signal) => changePassword({ oldPassword: v.oldPassword, newPassword: v.newPassword }, { signal, quiet: true }),
    onDone,
    a.failed,
    (code) => CHANGE_REFUSAL_FIELD[code],
  );
  const text = (e: FieldError | undefined) => (e ? a[e] : undefined);
  const refusedOn = (field: keyof PasswordChangeFields) =>
    fieldRefusal?.field === field ? fieldRefusal.text : undefined;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="password-form">
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <Field
        label={m.currentPassword}
        testId="password-old"
        type="password"
        autoComplete="current-password"
        placeholder={m.currentPasswordPh}
        value={f.oldPassword}
        error={text(errors.oldPassword) ?? refusedOn('oldPassword')}
        reveal={{ show: a.show, hide: a.hide }}
        onValue={(oldPassword) => setF({ ...f, oldPassword })}
      />
      <Field
        label={m.newPassword}
        testId="password-new"
        type="password"
        autoComplete="new-password"
        placeholder={a.passwordPh}
        value={f.newPassword}
        hint={a.passwordRules}
        error={text(errors.newPassword) ?? refusedOn('newPassword')}
        reveal={{ show: a.show, hide: a.hide }}
        onValue={(newPassword) => setF({ ...f, newPassword })}
      />
      <Field
        label={m.newPassword2}
        testId="password-new2"
        type="password"
        autoComplete="new-password"
        placeholder={m.newPassword2Ph}
        value={f.newPassword2}
        error={text(errors.newPassword2)}
        onValue={(newPassword2) => setF({ ...f, newPassword2 })}
      />
      <p className={styles.note}>{m.changeHint}</p>
      {serverError && (
        <Notice role="alert" testId="password-error">
          {serverError}
        </Notice>
      )}
      <Button type="submit" variant="primary" size="lg" block testId="password-submit" loading={busy}>
        {busy ? m.changing : m.changeSubmit}
      </Button>
    </form>
  );
}
