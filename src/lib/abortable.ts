/** The DOMException fetch uses for an abort, so callers test `err.name === 'AbortError'` whatever aborted. */
function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('aborted', 'AbortError');
}

/**
 * Settles with `work`, or rejects with the signal's reason as soon as it aborts. The work itself keeps
 * running (worker calls cannot be interrupted); `onAbort` may tell the worker to stop it.
 * @throws the signal's reason when aborted first.
 */
export function abortable<T>(work: Promise<T>, signal?: AbortSignal, onAbort?: () => void): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) {
    onAbort?.();
    work.catch(() => {});
    return Promise.reject(abortReason(signal));
  }
  return new Promise<T>((resolve, reject) => {
    const abort = () => {
      onAbort?.();
      reject(abortReason(signal));
    };
    signal.addEventListener('abort', abort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', abort);
        resolve(value);
      },
      (err: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(err);
      },
    );
  });
}
