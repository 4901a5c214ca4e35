export type ImageStage = 'placeholder' | 'loaded' | 'error';

export type Settled = { stage: 'loaded'; objectUrl: string } | { stage: 'error'; error: unknown };

export function isAbort(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'name' in err && err.name === 'AbortError';
}

/**
 * Decodes the picture off the main thread before it is swapped in (`img.decode()`), so the swap never
 * stalls a frame; bytes that decrypted but are no picture reject here. Without a DOM it does nothing.
 */
export async function decodeOffThread(objectUrl: string): Promise<void> {
  if (typeof Image === 'undefined') return;
  const probe = new Image();
  probe.decoding = 'async';
  probe.src = objectUrl;
  if (typeof probe.decode === 'function') await probe.decode();
}

/**
 * The stage an image settles in: loaded with its object URL, or error (the fallback) when loading or
 * decoding fails. Cancellation is not a stage: an AbortError is rethrown for the caller to ignore.
 * @throws the AbortError of a cancelled load.
 */
export async function settleImage(
  load: () => Promise<string>,
  decode: (objectUrl: string) => Promise<void> = decodeOffThread,
): Promise<Settled> {
  try {
    const objectUrl = await load();
    await decode(objectUrl);
    return { stage: 'loaded', objectUrl };
  } catch (error) {
    if (isAbort(error)) throw error;
    return { stage: 'error', error };
  }
}
