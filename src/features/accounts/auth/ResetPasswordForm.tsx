import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { normalizePhone } from '../../../../protocol/accounts-recovery';
import { showToast } from '../../../state/overlay';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { errorText } from '../../common/error-text';
import { Field } from './Field';
import { phoneError, RESET_REFUSAL_FIELD, validateReset } from './login-validation';
import type { FieldError, ResetFields } from './login-validation';
import { useAuthMessages } from '../messages';
import { NewPasswordFields } from './NewPasswordFields';
import { useAuthSubmit } from './useAuthSubmit';
import styles from './LoginForm.module.css';
import { requestReply } from '../../../api/request';

const EMPTY: ResetFields = { phone: '', code: '', password: '', password2: '' };
/** The server sends at most one code per number per minute; the button waits as long. */
const RESEND_S = 60;

/**
 * Phone → code → new password. The reply to "send code" is the same whether or not the number is bound, so
 * the form says only that a code is on its way if it is. Done = every session of the account has ended.
 */
export function ResetPasswordForm({ onDone }: { onDone: () => void }) {
  const m = useAuthMessages();
  const [f, setF] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  const [sentNote, setSentNote] = useState('');
  const [sendError, setSendError] = useState<FieldError | string>('');
  const [left, setLeft] = useState(0);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearInterval(timer.current), []);

  const { errors, busy, serverError, fieldRefusal, submit } = useAuthSubmit(
    f,
    validateReset,
    async (v, signal) => {
      const r = await requestReply(
        '/api/account/retrievePassword',
        { phone: normalizePhone(v.phone) ?? v.phone, code: v.code.trim(), password: v.password },
        { signal },
      );
      showToast(r.msg || m.resetDone);
    },
    onDone,
    m.failed,
    (code) => RESET_REFUSAL_FIELD[code],
  );
  const text = (e: FieldError | string | undefined) => (e ? ((m as Record<string, string>)[e] ?? e) : undefined);
  const refusedOn = (field: keyof ResetFields) => (fieldRefusal?.field === field ? fieldRefusal.text : undefined);

  const sendCode = async () => {
    const problem = phoneError(f.phone);
    setSendError(problem ?? '');
    setSentNote('');
    if (problem || sending || left > 0) return;
    setSending(true);
    try {
      const r = await requestReply('/api/account/sendResetCode', { phone: normalizePhone(f.phone) ?? f.phone });
      setSentNote(r.msg);
      setLeft(RESEND_S);
      window.clearInterval(timer.current);
      timer.current = window.setInterval(() => {
        setLeft((s) => {
          if (s <= 1) window.clearInterval(timer.current);
          return Math.max(0, s - 1);
        });
      }, 1000);
    } catch (err) {
      setSendError(errorText(err, m.failed));
    } finally {
      setSending(false);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };
  return (
    <form className={styles.panel} onSubmit={onSubmit} noValidate data-testid="reset-form">
      <p className={styles.resetHint}>{m.resetHint}</p>
      <Field
        label={m.phone}
        testId="reset-phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={m.phonePh}
        value={f.phone}
        error={text(errors.phone) ?? refusedOn('phone') ?? text(sendError)}
        onValue={(phone) => setF({ ...f, phone })}
      />
      <div className={styles.codeRow}>
        <Field
          label={m.code}
          testId="reset-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={m.codePh}
          value={f.code}
          error={text(errors.code) ?? refusedOn('code')}
          onValue={(code) => setF({ ...f, code })}
        />
        <Button
          type="button"
          size="md"
          className={styles.codeButton}
          testId="reset-send"
          loading={sending}
          disabled={left > 0}
          onClick={() => void sendCode()}
        >
          {left > 0 ? m.resendIn.replace('{s}', String(left)) : m.sendCode}
        </Button>
      </div>
      {sentNote && (
        <Notice testId="reset-sent" tone="info" role="status">
          {sentNote}
        </Notice>
      )}
      <NewPasswordFields
        testIdPrefix="reset"
        label={m.newPassword}
        password={f.password}
        password2={f.password2}
        passwordError={text(errors.password) ?? refusedOn('password')}
        password2Error={text(errors.password2)}
        onPassword={(password) => setF({ ...f, password })}
        onPassword2={(password2) => setF({ ...f, password2 })}
      />
      {serverError && (
        <Notice role="alert" testId="reset-error">
          {serverError}
        </Notice>
      )}
      <Button
        type="submit"
        variant="primary"
        size="lg"
        block
        className={styles.submit}
        testId="reset-submit"
        loading={busy}
      >
        {busy ? m.busy : m.resetSubmit}
      </Button>
    </form>
  );
}
