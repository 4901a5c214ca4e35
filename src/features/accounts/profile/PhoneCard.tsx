import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { normalizePhone, RESET_CODE_LENGTH } from '../../../../protocol/accounts-recovery';
import type { BoundPhone } from '../../../../protocol/accounts-recovery';
import { showToast } from '../../../state/overlay';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { Field } from '../auth/Field';
import { phoneError } from '../auth/login-validation';
import { useAuthMessages } from '../messages';
import { errorText } from '../../common/error-text';
import { usePhoneMessages } from './phone-messages';
import styles from './Sessions.module.css';
import form from './ChangePassword.module.css';
import { requestReply, request } from '../../../api/request';

const EMPTY = { phone: '', password: '', code: '' };
const CODE_PATTERN = new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`);

/**
 * Binds the number reset codes go to, in two steps: a code is sent to the number, and the number is bound
 * once that code is typed back (so a mistyped number never gets the account's resets). The current password
 * confirms the owner at both steps (a borrowed session cannot).
 */
export function PhoneCard() {
  const m = usePhoneMessages();
  const a = useAuthMessages();
  const [bound, setBound] = useState<BoundPhone | null | undefined>(undefined);
  const [f, setF] = useState(EMPTY);
  // The number the last code went to; editing the number asks for a new code.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState<'send' | 'save' | 'unbind' | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    const ctrl = new AbortController();
    request('/api/account/phone', {}, { signal: ctrl.signal }).then(setBound, (err: unknown) => {
      if (!ctrl.signal.aborted) setError(errorText(err, m.loadFailed));
    });
    return () => ctrl.abort();
  }, [m.loadFailed]);

  const phone = normalizePhone(f.phone);
  const codeStep = sentTo !== null && sentTo === phone;
  const phoneProblem = tried ? phoneError(f.phone) : undefined;
  const passwordMissing = tried && !f.password;
  const codeValid = CODE_PATTERN.test(f.code.trim());
  const codeProblem = tried && codeStep && !codeValid;
  const run = async (which: 'send' | 'save' | 'unbind', work: () => Promise<string>) => {
    setBusy(which);
    setError('');
    try {
      showToast(await work());
      setTried(false);
    } catch (err) {
      setError(errorText(err, a.failed));
    } finally {
      setBusy(null);
    }
  };
  const sendCode = (to: string) =>
    run('send', async () => {
      const r = await requestReply('/api/account/sendBindCode', { phone: to, password: f.password });
      setSentTo(to);
      return r.msg;
    });
  const save = (payload: { phone: string; code?: string }, which: 'save' | 'unbind') =>
    run(which, async () => {
      const r = await requestReply('/api/account/bindPhone', { ...payload, password: f.password });
      setBound(r.data);
      setF(EMPTY);
      setSentTo(null);
      return r.msg;
    });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!phone || !f.password || busy) return;
    if (!codeStep) void sendCode(phone);
    else if (codeValid) void save({ phone, code: f.code.trim() }, 'save');
  };
  const resend = () => {
    if (phone && f.password && !busy) void sendCode(phone);
  };
  const unbind = () => {
    setTried(true);
    if (f.password && !busy) void save({ phone: '' }, 'unbind');
  };
  return (
    <section className={styles.card} data-testid="phone-card">
      <h3 className={styles.title}>{m.title}</h3>
      <p className={styles.hint}>{m.hint}</p>
      <p className={styles.hint} data-testid="phone-bound">
        {bound === undefined ? '…' : bound === null ? m.none : m.current.replace('{phone}', bound.phone)}
      </p>
      {bound && !bound.proven && (
        <Notice tone="warning" testId="phone-unproven">
          {m.unproven}
        </Notice>
      )}
      <form className={`${form.form} ${styles.body}`} onSubmit={onSubmit} noValidate>
        <Field
          label={m.phone}
          testId="phone-input"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={m.phonePh}
          value={f.phone}
          error={phoneProblem ? a[phoneProblem] : undefined}
          onValue={(value) => setF({ ...f, phone: value })}
        />
        <Field
          label={m.password}
          testId="phone-password"
          type="password"
          autoComplete="current-password"
          placeholder={m.passwordPh}
          value={f.password}
          error={passwordMissing ? a.required : undefined}
          onValue={(password) => setF({ ...f, password })}
        />
        {codeStep && (
          <Field
            label={m.code}
            testId="phone-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={RESET_CODE_LENGTH}
            placeholder={m.codePh}
            hint={m.codeHint}
            value={f.code}
            error={codeProblem ? m.codeInvalid : undefined}
            onValue={(code) => setF({ ...f, code })}
          />
        )}
        {error && (
          <Notice role="alert" testId="phone-error">
            {error}
          </Notice>
        )}
        {codeStep ? (
          <>
            <Button type="submit" variant="primary" block testId="phone-save" loading={busy === 'save'}>
              {m.save}
            </Button>
            <Button
              type="button"
              variant="ghost"
              block
              testId="phone-resend"
              loading={busy === 'send'}
              onClick={resend}
            >
              {m.resend}
            </Button>
          </>
        ) : (
          <Button type="submit" variant="primary" block testId="phone-send" loading={busy === 'send'}>
            {m.send}
          </Button>
        )}
        {bound && (
          <Button
            type="button"
            variant="ghost"
            block
            testId="phone-unbind"
            loading={busy === 'unbind'}
            onClick={unbind}
          >
            {m.unbind}
          </Button>
        )}
      </form>
    </section>
  );
}
