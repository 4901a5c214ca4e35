/** True for the rejection of an upload the user cancelled. */
export function isCancel(err: unknown): boolean {
  return err === 'cancel' || (err instanceof Error && (err.name === 'AbortError' || err.message === 'cancel'));
}

/** A readable line for the form and the failure log (server refusals carry their msg). */
export function failureMessage(err: unknown): string {
  if (typeof err === 'string') return err.slice(0, 300);
  if (err instanceof Error && err.message) return err.message.slice(0, 300);
  if (typeof err === 'object' && err !== null && typeof (err as { msg?: unknown }).msg === 'string') return (err as { msg: string }).msg;
  return '上传失败';
}
