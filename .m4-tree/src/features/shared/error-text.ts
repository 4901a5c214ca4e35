/** True for the request layer's abort rejection, which needs no message. */
export function isCancel(err: unknown): boolean {
  return err === 'cancel' || (err instanceof DOMException && err.name === 'AbortError');
}

/** The envelope status of a rejected request (a Reply object), or undefined for other rejections. */
export function errorStatus(err: unknown): number | undefined {
  if (err && typeof err === 'object' && 'status' in err && typeof err.status === 'number') return err.status;
  return undefined;
}

/** A readable text for an inline error state (the same precedence as spec §8), or the fallback. */
export function errorText(err: unknown, fallback: string): string {
  if (typeof err === 'string' && err && err !== 'cancel') return err;
  if (Array.isArray(err)) return errorText(err[0], fallback);
  if (err && typeof err === 'object' && 'msg' in err && typeof err.msg === 'string' && err.msg) return err.msg;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}
