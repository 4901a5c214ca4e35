/** hls.js fatal errors are retried this many times per playback before the player falls back to the poster. */
export const HLS_MAX_RECOVERIES = 2;

/** The fields of hls.js ErrorData this decision reads (string values of Hls.ErrorTypes / ErrorDetails). */
export interface HlsErrorInfo {
  type: string;
  details: string;
  fatal: boolean;
}

export type RecoveryAction = 'ignore' | 'reloadSource' | 'startLoad' | 'recoverMediaError' | 'giveUp';

export interface RecoveryBudget {
  /** Decides what to do about one hls.js error, spending one attempt when it is a fatal one worth retrying. */
  decide(error: HlsErrorInfo): RecoveryAction;
  readonly used: number;
}

/**
 * A bounded retry policy after hls.js's own (non-fatal) retries have failed: a fatal network error
 * restarts loading (the manifest again when it never loaded), a fatal media error detaches and re-attaches
 * the media, anything else gives up. After `max` attempts every fatal error gives up, so a broken stream
 * can never loop.
 */
export function createRecoveryBudget(max = HLS_MAX_RECOVERIES): RecoveryBudget {
  let used = 0;
  return {
    get used() {
      return used;
    },
    decide(error) {
      if (!error.fatal) return 'ignore';
      if (used >= max) return 'giveUp';
      let action: RecoveryAction;
      if (error.type === 'networkError') action = error.details.startsWith('manifest') ? 'reloadSource' : 'startLoad';
      else if (error.type === 'mediaError') action = 'recoverMediaError';
      else return 'giveUp';
      used++;
      return action;
    },
  };
}
