import { useRef } from 'react';
import { Button } from '../../../ui/Button';
import { StateIcon } from '../../../ui/StateIcon';
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
      <StateIcon kind="retry" size="sm" />
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
        <Button
          size="sm"
          variant="accent"
          className={styles.pick}
          testId="upload-resume-pick"
          onClick={() => input.current?.click()}
        >
          {m.resumePick}
        </Button>
        <Button size="sm" variant="ghost" testId="upload-resume-discard" onClick={onDiscard}>
          {m.resumeDiscard}
        </Button>
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
