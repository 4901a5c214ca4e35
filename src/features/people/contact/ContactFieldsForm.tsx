import { useState } from 'react';
import type { FormEvent } from 'react';
import { CONTACT_CHANNELS, CONTACT_FIELD_MAX, invalidChannels } from '../../../../protocol/people-contact-rules';
import type { ContactChannel, ContactFields } from '../../../../protocol/people-contact-rules';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { showToast } from '../../../state/overlay';
import { errorText, refusalCode } from '../../common/error-text';
import { useContactMessages } from './messages';
import styles from './Contact.module.css';

interface Props {
  initial: ContactFields;
  /** Saves and resolves; a rejection shows beside its field when the server names one, else as a toast. */
  onSave: (fields: ContactFields) => Promise<void>;
  testId: string;
  footer?: string;
}

const INPUT_MODE: Record<ContactChannel, 'tel' | 'text' | 'numeric'> = {
  phone: 'tel',
  wechat: 'text',
  qq: 'numeric',
  telegram: 'text',
};

/** The four channels with the shared rules of protocol/people-contact-rules.ts, checked before sending. */
export function ContactFieldsForm({ initial, onSave, testId, footer }: Props) {
  const m = useContactMessages();
  const [fields, setFields] = useState<ContactFields>(initial);
  const [errors, setErrors] = useState<Partial<Record<ContactChannel, string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = Object.fromEntries(CONTACT_CHANNELS.map((c) => [c, fields[c].trim()])) as ContactFields;
    const bad = invalidChannels(trimmed);
    setErrors(Object.fromEntries(bad.map((c) => [c, m[`${c}_invalid`]])));
    if (bad.length > 0 || busy) return;
    setBusy(true);
    try {
      await onSave(trimmed);
      setFields(trimmed);
    } catch (err) {
      const channel = CONTACT_CHANNELS.find((c) => refusalCode(err) === `people.${c}_invalid`);
      if (channel) setErrors({ [channel]: m[`${channel}_invalid`] });
      else showToast(errorText(err, m.saveFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid={testId}>
      {CONTACT_CHANNELS.map((c) => (
        <TextField
          key={c}
          name={c}
          label={m[c]}
          optional={m.optional}
          value={fields[c]}
          onValue={(v) => setFields((f) => ({ ...f, [c]: v }))}
          placeholder={m[`${c}Ph`]}
          inputMode={INPUT_MODE[c]}
          maxLength={CONTACT_FIELD_MAX}
          autoComplete={c === 'phone' ? 'tel' : 'off'}
          error={errors[c]}
          testId={`${testId}-${c}`}
        />
      ))}
      <div className={styles.actions}>
        {footer && <span className={styles.footer}>{footer}</span>}
        <Button type="submit" variant="accent" loading={busy} testId={`${testId}-save`}>
          {m.save}
        </Button>
      </div>
    </form>
  );
}
