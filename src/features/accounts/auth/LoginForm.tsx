import { useState } from 'react';
import type { FormEvent } from 'react';
import { go, hrefFor } from '../../../nav/nav';
import { useGlobal } from '../../../state/global';
import { useUser } from '../../../state/user';
import { ResetPasswordForm } from './ResetPasswordForm';
import { login, register } from './session';
import { Button } from '../../../ui/Button';
import { Field } from './Field';
import { RULE_REFUSAL_FIELD, validateLogin, validateRegister } from './login-validation';
import type { FieldError } from './login-validation';
import { useAuthMessages } from '../messages';
import { NewPasswordFields } from './NewPasswordFields';
import { useAuthSubmit } from './useAuthSubmit';
import styles from './LoginForm.module.css';
import { Notice } from '../../../ui/Notice';

type Mode = 'login' | 'register';
type View = Mode | 'reset';

// Refusal codes the server attaches when one field is to blame (protocol/refusals.ts).
const INVITE_REFUSED = 'account.invite_unknown';

/** Login and register in one card with tabs; used by the mobile /login page and the desktop popup. */
export function LoginForm({ onDone, initialMode = 'login' }: { onDone: () => void; initialMode?: Mode }) {
  const m = useAuthMessages();
  const { isDesktop } = useGlobal();
  const [mode, setMode] = useState<View>(initialMode);
  // A phone resets on its own page; the desktop popup turns into the reset form in place.
  const forgot = () => (isDesktop ? setMode('reset') : go('/user/user-resetword'));
  if (mode === 'reset') {
    return (
      <div className={styles.form} data-testid="login-form" data-mode="reset">
        <div className={styles.intro}>
          <h2>{m.resetTitle}</h2>
        </div>
        <ResetPasswordForm onDone={() => setMode('login')} />
        <p className={styles.switch}>
          <button type="button" data-testid="reset-back" onClick={() => setMode('login')}>
            {m.backToLogin}
          </button>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.form} data-testid="login-form" data-mode={mode}>
      <div className={styles.tabs} role="tablist">
        <button
          type="button"
          role="tab"
          aria-selected={mode === 'login'}
          className={styles.tab}
          data-testid="mode-login"
          onClick={() => setMode('login')}
        >
          {m.login}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={mode === 'register'}
          className={styles.tab}
          data-testid="mode-register"
          onClick={() => setMode('register')}
        >
          {m.register}
        </button>
        <span className={`${styles.indicator} ${mode === 'register' ? styles.right : ''}`} aria-hidden="true" />
      </div>
      <div className={styles.intro}>
        <h2>{mode === 'login' ? m.welcome : m.join}</h2>
        <p>{mode === 'login' ? m.welcomeHint : m.joinHint}</p>
      </div>
      {mode === 'login' ? <LoginPanel onDone={onDone} onForgot={forgot} /> : <RegisterPanel onDone={onDone} />}
      <p className={styles.switch}>
        {mode === 'login' ? m.noAccount : m.haveAccount}{' '}
        <button type="button" onClick={() => setMode(mode === 'login' ? 'register' : 'login')}>
          {mode === 'login' ? m.toRegister : m.toLogin}
        </button>
      </p>
      <p className={styles.terms} data-testid="login-terms">
        {m.termsLead} {/* A new tab, so a half-filled form (or the desktop popup) stays as it was. */}
        <a href={hrefFor('/terms')} target="_blank" rel="noopener" data-testid="terms-link">
          {m.termsLink}
        </a>{' '}
        {m.termsAnd}{' '}
        <a href={hrefFor('/privacy')} target="_blank" rel="noopener" data-testid="privacy-link">
          {m.privacyLink}
        </a>
      </p>
    </div>
  );
}

function useErrorText() {
  const m = useAuthMessages();
  return (e: FieldError | undefined) => (e ? m[e] : undefined);
}

function LoginPanel({ onDone, onForgot }: { onDone: () => void; onForgot: () => void }) {
  const m = useAuthMessages();
  const text = useErrorText();
  const [f, setF] = useState({ username: '', password: '' });
  const { errors, busy, serverError, submit } = useAuthSubmit(
    f,
    validateLogin,
    (v, signal) => login({ username: v.username.trim(), password: v.password }, { signal, quiet: true }),
    onDone,
    m.failed,
  );
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };
  return (
    <form className={styles.panel} onSubmit={onSubmit} noValidate>
      <Field
        label={m.username}
        testId="login-username"
        autoComplete="username"
        placeholder={m.usernamePh}
        value={f.username}
        error={text(errors.username)}
        onValue={(username) => setF({ ...f, username })}
      />
      <Field
        label={m.password}
        testId="login-password"
        type="password"
        autoComplete="current-password"
        placeholder={m.passwordPh}
        value={f.password}
        error={text(errors.password)}
        reveal={{ show: m.show, hide: m.hide }}
        onValue={(password) => setF({ ...f, password })}
      />
      <button type="button" className={styles.forgot} data-testid="login-forgot" onClick={onForgot}>
        {m.forgot}
      </button>
      {serverError && (
        <Notice role="alert" testId="login-error">
          {serverError}
        </Notice>
      )}
      <Button
        type="submit"
        variant="primary"
        size="lg"
        block
        className={styles.submit}
        testId="login-submit"
        loading={busy}
      >
        {busy ? m.busy : m.login}
      </Button>
    </form>
  );
}

function RegisterPanel({ onDone }: { onDone: () => void }) {
  const m = useAuthMessages();
  const text = useErrorText();
  const { incode } = useUser();
  const [f, setF] = useState({ username: '', password: '', password2: '', incode });
  const { errors, busy, serverError, fieldRefusal, submit } = useAuthSubmit(
    f,
    validateRegister,
    // The field's value is the invite: an emptied field means no invite, not the one from the landing URL.
    (v, signal) =>
      register({ username: v.username.trim(), password: v.password, incode: v.incode.trim() }, { signal, quiet: true }),
    onDone,
    m.failed,
    (code) => (code === INVITE_REFUSED ? 'incode' : RULE_REFUSAL_FIELD[code]),
  );
  const refusedOn = (field: keyof typeof f) => (fieldRefusal?.field === field ? fieldRefusal.text : undefined);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };
  return (
    <form className={styles.panel} onSubmit={onSubmit} noValidate>
      <Field
        label={m.username}
        testId="register-username"
        autoComplete="username"
        placeholder={m.usernamePh}
        value={f.username}
        error={text(errors.username) ?? refusedOn('username')}
        onValue={(username) => setF({ ...f, username })}
      />
      <NewPasswordFields
        testIdPrefix="register"
        label={m.password}
        password={f.password}
        password2={f.password2}
        passwordError={text(errors.password) ?? refusedOn('password')}
        password2Error={text(errors.password2)}
        onPassword={(password) => setF({ ...f, password })}
        onPassword2={(password2) => setF({ ...f, password2 })}
      />
      <Field
        label={m.incode}
        testId="register-incode"
        autoComplete="off"
        placeholder={m.incodePh}
        value={f.incode}
        error={refusedOn('incode')}
        onValue={(v) => setF({ ...f, incode: v })}
      />
      {serverError && (
        <Notice role="alert" testId="register-error">
          {serverError}
        </Notice>
      )}
      <Button
        type="submit"
        variant="primary"
        size="lg"
        block
        className={styles.submit}
        testId="register-submit"
        loading={busy}
      >
        {busy ? m.busy : m.register}
      </Button>
    </form>
  );
}
