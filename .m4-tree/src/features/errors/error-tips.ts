import { showAlert, showToast } from '../../state/overlay';

export const CANCELLED_TEXT = '操作已取消';
export const UNKNOWN_TEXT = '未知操作失败';

export interface ErrorTip {
  /** The spec's rows say "alert" for cancel and plain strings, "shows" for the rest: a toast. */
  kind: 'alert' | 'toast';
  text: string;
}

function isAbort(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'name' in err && err.name === 'AbortError';
}

function textField(err: object, field: 'msg' | 'message'): string | undefined {
  const value = (err as Record<string, unknown>)[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Spec §8 error catalogue as a pure decision: what to tell the user about a rejected call. */
export function errorTip(err: unknown): ErrorTip {
  if (err === 'cancel' || isAbort(err)) return { kind: 'alert', text: CANCELLED_TEXT };
  if (typeof err === 'string') return err ? { kind: 'alert', text: err } : { kind: 'toast', text: UNKNOWN_TEXT };
  if (Array.isArray(err)) {
    const first: unknown = err[0];
    if (typeof first === 'string' && first) return { kind: 'toast', text: first };
    if (typeof first === 'object' && first !== null) {
      const text = textField(first, 'message') ?? textField(first, 'msg');
      if (text) return { kind: 'toast', text };
    }
    return { kind: 'toast', text: UNKNOWN_TEXT };
  }
  if (typeof err === 'object' && err !== null) {
    const text = textField(err, 'msg');
    if (text) return { kind: 'toast', text };
  }
  return { kind: 'toast', text: UNKNOWN_TEXT };
}

/** The text errorTips would show. */
export function errorMessage(err: unknown): string {
  return errorTip(err).text;
}

/** Tells the user about a rejected call per spec §8 (alert or toast through the overlay store). */
export function errorTips(err: unknown): void {
  const tip = errorTip(err);
  if (tip.kind === 'alert') void showAlert(tip.text);
  else showToast(tip.text);
}
