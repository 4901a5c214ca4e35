import { STATUS } from '../../../protocol/status';
import { ApiError } from '../../api/api-error';
import { showAlert, showToast } from '../../state/overlay';

// Spec §8, the one way a rejection becomes words: the dialogs and toasts of errorTips and every inline
// error state read the same text.

export const CANCELLED_TEXT = '操作已取消';
export const UNKNOWN_TEXT = '未知操作失败';

export interface ErrorTip {
  /** The spec's rows say "alert" for cancel and plain strings, "shows" for the rest: a toast. */
  kind: 'alert' | 'toast';
  text: string;
}

/** True for a cancelled call or job (an ApiError of kind 'cancel', any AbortError, the spec's 'cancel'). */
export function isCancel(err: unknown): boolean {
  return err === 'cancel' || (typeof err === 'object' && err !== null && 'name' in err && err.name === 'AbortError');
}

/** A call that failed for want of a connection (none, or too slow): worth trying again once it returns. */
export function isConnectionError(err: unknown): boolean {
  return err instanceof ApiError && (err.kind === 'network' || err.kind === 'timeout');
}

/** The envelope status of a refused request, or undefined for other rejections. */
export function errorStatus(err: unknown): number | undefined {
  return err instanceof ApiError && err.kind === 'status' ? err.status : undefined;
}

/** The server's code for a refusal (so a form can put it beside the field it names), or undefined. */
export function refusalCode(err: unknown): string | undefined {
  return err instanceof ApiError && err.kind === 'status' ? err.code : undefined;
}

/** Spec §4 rejects 420 and a non-200 answer with a string, and §8 alerts strings. */
function isTextRejection(err: ApiError): boolean {
  return err.kind === 'http' || err.kind === 'cancel' || (err.kind === 'status' && err.status === STATUS.NOT_LOGGED_IN);
}

/**
 * The msg of a rejection the spec shows as a reply ("object with msg"): refusals, timeouts, network and
 * decryption failures. Undefined for what it treats as text — 420's login prompt, the body of a non-200
 * answer, a cancel — and for anything without a msg.
 */
export function replyMsg(err: unknown): string | undefined {
  if (err instanceof ApiError) return isTextRejection(err) ? undefined : err.msg || undefined;
  if (typeof err !== 'object' || err === null || Array.isArray(err) || !('msg' in err)) return undefined;
  return typeof err.msg === 'string' && err.msg !== '' ? err.msg : undefined;
}

function textField(err: object, field: 'msg' | 'message'): string | undefined {
  const value = (err as Record<string, unknown>)[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Spec §8 as a pure decision; an undefined text is its "anything else" row. */
function decide(err: unknown): { kind: ErrorTip['kind']; text: string | undefined } {
  if (isCancel(err)) return { kind: 'alert', text: CANCELLED_TEXT };
  if (err instanceof ApiError)
    return { kind: isTextRejection(err) && err.msg ? 'alert' : 'toast', text: err.msg || undefined };
  if (typeof err === 'string') return { kind: err ? 'alert' : 'toast', text: err || undefined };
  if (Array.isArray(err)) {
    const first: unknown = err[0];
    if (typeof first === 'string') return { kind: 'toast', text: first || undefined };
    const text =
      typeof first === 'object' && first !== null
        ? (textField(first, 'message') ?? textField(first, 'msg'))
        : undefined;
    return { kind: 'toast', text };
  }
  return { kind: 'toast', text: replyMsg(err) };
}

/** What to tell the user about a rejection, and whether as an alert or a toast (spec §8). */
export function errorTip(err: unknown): ErrorTip {
  const { kind, text } = decide(err);
  return { kind, text: text ?? UNKNOWN_TEXT };
}

/**
 * The text errorTips would show; `fallback` replaces 未知操作失败 for an inline error state that has its own
 * words for "failed".
 */
export function errorText(err: unknown, fallback: string = UNKNOWN_TEXT): string {
  return decide(err).text ?? fallback;
}

/** Tells the user about a rejected call per spec §8 (alert or toast through the overlay store). */
export function errorTips(err: unknown): void {
  const tip = errorTip(err);
  if (tip.kind === 'alert') void showAlert(tip.text);
  else showToast(tip.text);
}
