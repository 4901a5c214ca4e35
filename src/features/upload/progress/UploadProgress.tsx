import { Badge } from '../../../ui/Badge';
import type { BadgeTone } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { useUploadUiMessages } from './messages';
import { formatBytes, formatEta, formatSpeed, percentOf } from './upload-format';
import styles from './UploadProgress.module.css';
import { Notice } from '../../../ui/Notice';
import type { FailureKind, UploadFailure } from '../upload-failure';

export type UploadState = 'idle' | 'hashing' | 'uploading' | 'paused' | 'done' | 'error';

export interface UploadProgressValue {
  loaded: number;
  total: number;
  speedBps: number;
  etaS: number | null;
  /** Bytes hashed so far; hashing overlaps the upload, so this runs on its own bar. */
  hashed: number;
}

const STATE_TONE: Record<UploadState, BadgeTone> = {
  idle: 'neutral',
  hashing: 'accent',
  uploading: 'accent',
  paused: 'warning',
  done: 'success',
  error: 'danger',
};

const FAILURE_TEXT = {
  notVideo: 'failNotVideo',
  tooLarge: 'failTooLarge',
  emptyFile: 'failEmptyFile',
  refused: 'failRefused',
  interrupted: 'failInterrupted',
} as const satisfies Record<FailureKind, string>;

interface Props {
  name: string;
  state: UploadState;
  progress: UploadProgressValue;
  /** Why it failed: worded here; a retry is offered only when it can help. */
  failure?: UploadFailure | null;
  /** Done because the server already had the file (秒传). */
  instant?: boolean;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
}

/** One video upload: bar, percentage, speed, time left, hashing progress, pause/resume/cancel. */
export function UploadProgress({ name, state, progress, failure, instant, onPause, onResume, onCancel }: Props) {
  const m = useUploadUiMessages();
  const error = failure ? (failure.text ?? m[FAILURE_TEXT[failure.kind]]) : null;
  const canRetry = state === 'error' && failure?.retryable !== false;
  const pct = state === 'done' ? 100 : percentOf(progress.loaded, progress.total);
  const hashPct = percentOf(progress.hashed, progress.total);
  const running = state === 'hashing' || state === 'uploading';
  const eta = formatEta(progress.etaS);
  return (
    <div className={styles.panel} data-testid="upload-progress" data-state={state} data-percent={pct}>
      <div className={styles.head}>
        <span className={styles.name} title={name}>
          {name}
        </span>
        <Badge tone={STATE_TONE[state]}>{state === 'done' && instant ? m.instant : m[state]}</Badge>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-label={m.uploading}
      >
        <div
          className={`${styles.bar} ${state === 'paused' ? styles.barPaused : ''} ${state === 'error' ? styles.barError : ''}`}
          style={{ width: `${pct}%` }}
        />
      </div>
      {progress.total > 0 && hashPct < 100 && state !== 'done' && (
        <div className={styles.hashTrack} aria-hidden="true">
          <div className={styles.hashBar} style={{ width: `${hashPct}%` }} />
        </div>
      )}
      <div className={styles.stats}>
        <span className={styles.pct}>{pct}%</span>
        <span className={styles.bytes}>
          {formatBytes(progress.loaded)} / {formatBytes(progress.total)}
        </span>
        {running && (
          <>
            <span data-testid="upload-speed">
              {m.speed} {formatSpeed(progress.speedBps)}
            </span>
            <span data-testid="upload-eta">
              {m.eta} {eta ?? m.etaUnknown}
            </span>
          </>
        )}
        {progress.total > 0 && hashPct < 100 && state !== 'done' && (
          <span className={styles.hash}>{m.verified(hashPct)}</span>
        )}
      </div>
      {state === 'done' && instant && <span data-testid="upload-instant">{m.instantHint}</span>}
      {state === 'error' && error && <Notice role="alert">{error}</Notice>}
      {state !== 'done' && state !== 'idle' && (
        <div className={styles.actions}>
          {running && (
            <Button size="sm" className={styles.grow} testId="upload-pause" onClick={onPause}>
              {m.pause}
            </Button>
          )}
          {(state === 'paused' || canRetry) && (
            <Button size="sm" variant="accent" className={styles.grow} testId="upload-resume" onClick={onResume}>
              {state === 'error' ? m.retry : m.resume}
            </Button>
          )}
          <Button size="sm" variant="ghost" testId="upload-cancel" onClick={onCancel}>
            {m.cancel}
          </Button>
        </div>
      )}
    </div>
  );
}
