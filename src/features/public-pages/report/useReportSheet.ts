import { useState } from 'react';
import type { FormEvent } from 'react';
import { requireLogin } from '../../../nav/nav';
import { showToast } from '../../../state/overlay';
import { errorText } from '../../common/error-text';

/**
 * The report sheet's life: a guest logs in first (back to `returnTo`), then the sheet opens; sending shows
 * the server's refusal inside the sheet, or closes it with a toast and lets the form reset itself.
 */
export function useReportSheet(o: {
  returnTo: string;
  send: () => Promise<unknown>;
  sent: string;
  failed: string;
  onSent: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState('');

  const start = () => {
    if (!requireLogin(o.returnTo)) return;
    setFailure('');
    setOpen(true);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    setSending(true);
    setFailure('');
    try {
      await o.send();
      setOpen(false);
      o.onSent();
      showToast(o.sent);
    } catch (err) {
      setFailure(errorText(err, o.failed));
    } finally {
      setSending(false);
    }
  };
  return { open, close: () => setOpen(false), start, submit, sending, failure };
}
