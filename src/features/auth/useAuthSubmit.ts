import { useEffect, useRef, useState } from 'react';
import { errorText, isCancel } from '../errors/error-text';
import { hasErrors } from './login-validation';
import type { FieldError } from './login-validation';

/**
 * Validate → call → done, with a busy flag and the server's message kept for the form. Errors show after
 * the first submit and then follow the typing. The call is aborted if the form unmounts.
 */
export function useAuthSubmit<F extends object>(
  fields: F,
  validate: (f: F) => Partial<Record<keyof F, FieldError>>,
  call: (f: F, signal: AbortSignal) => Promise<unknown>,
  onDone: () => void,
  fallback: string,
) {
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState('');
  const ctrl = useRef<AbortController | null>(null);
  useEffect(() => () => ctrl.current?.abort(), []);

  const errors: Partial<Record<keyof F, FieldError>> = tried ? validate(fields) : {};
  const submit = async () => {
    setTried(true);
    setServerError('');
    if (busy || hasErrors(validate(fields))) return;
    setBusy(true);
    ctrl.current = new AbortController();
    try {
      await call(fields, ctrl.current.signal);
      onDone();
    } catch (err) {
      if (!isCancel(err) && !ctrl.current.signal.aborted) setServerError(errorText(err, fallback));
    } finally {
      if (!ctrl.current.signal.aborted) setBusy(false);
    }
  };
  return { errors, busy, serverError, submit };
}
