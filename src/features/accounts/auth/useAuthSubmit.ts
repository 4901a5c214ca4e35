import { useEffect, useRef, useState } from 'react';
import { errorText, isCancel, refusalCode } from '../../common/error-text';
import { hasErrors } from './login-validation';
import type { FieldError } from './login-validation';

/** A server refusal shown under the field it concerns; it goes away once that field is edited. */
export interface FieldRefusal<F> {
  field: keyof F;
  text: string;
  /** The field's value when refused. */
  value: unknown;
}

/**
 * Validate → call → done, with a busy flag and the server's message kept for the form: under the field a
 * refusal code names (`fieldOf`), else above the submit button — in one place only. Errors show after the
 * first submit and then follow the typing. The call is aborted if the form unmounts.
 */
export function useAuthSubmit<F extends object>(
  fields: F,
  validate: (f: F) => Partial<Record<keyof F, FieldError>>,
  call: (f: F, signal: AbortSignal) => Promise<unknown>,
  onDone: () => void,
  fallback: string,
  fieldOf: (code: string) => keyof F | undefined = () => undefined,
) {
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState('');
  const [refused, setRefused] = useState<FieldRefusal<F> | null>(null);
  const ctrl = useRef<AbortController | null>(null);
  useEffect(() => () => ctrl.current?.abort(), []);

  const errors: Partial<Record<keyof F, FieldError>> = tried ? validate(fields) : {};
  const submit = async () => {
    setTried(true);
    setServerError('');
    setRefused(null);
    if (busy || hasErrors(validate(fields))) return;
    setBusy(true);
    ctrl.current = new AbortController();
    try {
      await call(fields, ctrl.current.signal);
      onDone();
    } catch (err) {
      if (!isCancel(err) && !ctrl.current.signal.aborted) {
        const text = errorText(err, fallback);
        const code = refusalCode(err);
        const field = code === undefined ? undefined : fieldOf(code);
        if (field === undefined) setServerError(text);
        else setRefused({ field, text, value: fields[field] });
      }
    } finally {
      if (!ctrl.current.signal.aborted) setBusy(false);
    }
  };
  // A field refusal lasts until the user changes what was refused.
  const fieldRefusal = refused && Object.is(fields[refused.field], refused.value) ? refused : null;
  return { errors, busy, serverError, fieldRefusal, submit };
}
