import { STATUS } from '../../protocol/status';
import { SendError } from './queue';
import { ReplyError } from './transport';

// A failed upload crosses Comlink as a bare Error (name and message kept, nothing else), so what the page
// needs to word it and to know whether a retry can help travels in the name:
//   UploadRefused:<reason>  a refusal of the bytes (`not_video`, …): retrying sends the same file again;
//   UploadRefused           an envelope refusal: its message is the server's own words, in the user's language;
//   UploadInterrupted       the network or the server failed: a retry may pass.
// The message stays technical (it goes to the failure log) except for envelope refusals.

export const REFUSED = 'UploadRefused';
export const INTERRUPTED = 'UploadInterrupted';

const named = (name: string, message: string): Error => Object.assign(new Error(message), { name });

/** Envelope statuses a retry may pass (throttling, a busy server); the rest are refusals. */
const PASSING = new Set<number>([STATUS.RATE_LIMITED, STATUS.BUSY]);

/** The error the page gets for `err` (an AbortError passes through untouched). */
export function uploadFailure(err: unknown): Error {
  if (err instanceof Error && err.name === 'AbortError') return err;
  if (err instanceof SendError) {
    if (err.retryable) return named(INTERRUPTED, err.message);
    return named(err.reason ? `${REFUSED}:${err.reason}` : REFUSED, err.message);
  }
  if (err instanceof ReplyError) {
    // An HTTP failure of the envelope call itself (a proxy's 502, a timeout page) is not the server's word.
    if (err.http || PASSING.has(err.status)) return named(INTERRUPTED, err.message);
    return named(REFUSED, err.message);
  }
  return named(INTERRUPTED, err instanceof Error ? err.message : String(err));
}
