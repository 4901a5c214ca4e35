import { useRef } from 'react';
import { useUploadUiMessages } from './messages';
import { formatBytes } from './upload-format';
import styles from './ResumeOffer.module.css';

interface Props {
  resumable: { name: string; size: number };
  accept: string;
  onPick: (file: File) => void;
  onDiscard: () => void;
  /** Shown when the picked file did not match the unfinished upload. */
  mismatch?: boolean;
}

/**
 * An unfinished upload was found after a reload. Browsers cannot reopen a file by themselves, so the user
 * picks it again; the upload hook checks it is the same file before reusing the slices already sent.
 */
export function ResumeOffer({ resumable, accept, onPick, onDiscard, mismatch = false }: Props) {
  const m = useUploadUiMessages();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.offer} data-testid="upload-resume-offer" role="status">
      <div className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M21 12a9 9 0 1 1-2.6-6.4M21 4v5h-5" />
        </svg>
      </div>
      <div className={styles.text}>
        <strong>{m.resumeOffer(resumable.name)}</strong>
        <span>
          {m.resumeHint} · {formatBytes(resumable.size)}
        </span>
        {mismatch && (
          <span className={styles.mismatch} role="alert">
            {m.wrongFile}
          </span>
        )}
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.pick} data-testid="upload-resume-pick" onClick={() => input.current?.click()}>
          {m.resumePick}
        </button>
        <button type="button" className={styles.discard} data-testid="upload-resume-discard" onClick={onDiscard}>
          {m.resumeDiscard}
        </button>
      </div>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        data-testid="upload-resume-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onPick(file);
        }}
      />
    </div>
  );
}
