import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { normalizePhone } from '../../../../protocol/accounts-recovery';
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

/** Binds the number reset codes go to; the current password confirms the owner (a borrowed session cannot). */
export function PhoneCard() {
  const m = usePhoneMessages();
  const a = useAuthMessages();
  const [bound, setBound] = useState<string | null | undefined>(undefined);
  const [f, setF] = useState({ phone: '', password: '' });
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState<'save' | 'unbind' | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    const ctrl = new AbortController();
    request('/api/account/phone', {}, { signal: ctrl.signal }).then(setBound, (err: unknown) => {
      if (!ctrl.signal.aborted) setError(errorText(err, m.loadFailed));
    });
    return () => ctrl.abort();
  }, [m.loadFailed]);

  const phoneProblem = tried ? phoneError(f.phone) : undefined;
  const passwordMissing = tried && !f.password;
  const send = async (phone: string, which: 'save' | 'unbind') => {
    setBusy(which);
    setError('');
    try {
      const r = await requestReply('/api/account/bindPhone', { phone, password: f.password });
      setBound(r.data);
      setF({ phone: '', password: '' });
      setTried(false);
      showToast(r.msg);
    } catch (err) {
      setError(errorText(err, a.failed));
    } finally {
      setBusy(null);
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    const phone = normalizePhone(f.phone);
    if (phone && f.password && !busy) void send(phone, 'save');
  };
  const unbind = () => {
    setTried(true);
    if (f.password && !busy) void send('', 'unbind');
  };
  return (
    <section className={styles.card} data-testid="phone-card">
      <h3 className={styles.title}>{m.title}</h3>
      <p className={styles.hint}>{m.hint}</p>
      <p className={styles.hint} data-testid="phone-bound">
        {bound === undefined ? '…' : bound === null ? m.none : m.current.replace('{phone}', bound)}
      </p>
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
          onValue={(phone) => setF({ ...f, phone })}
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
        {error && (
          <Notice role="alert" testId="phone-error">
            {error}
          </Notice>
        )}
        <Button type="submit" variant="primary" block testId="phone-save" loading={busy === 'save'}>
          {m.save}
        </Button>
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
