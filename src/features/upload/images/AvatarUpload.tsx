import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import { errorTips, isCancel } from '../../common/error-text';
import { useImageUploadMessages } from './messages';
import { uploadImage } from './upload-image';
import styles from './AvatarUpload.module.css';

interface Props {
  /** The avatar as it looks now; the control draws over it. */
  children: ReactNode;
  /** Saves the uploaded path (e.g. updateProfile); it tells the user about its own failures. */
  onUploaded(path: string): Promise<unknown>;
  className?: string;
}

/** Tap the avatar → pick a picture → compressed and uploaded with progress → handed to onUploaded. */
export function AvatarUpload({ children, onUploaded, className }: Props) {
  const m = useImageUploadMessages();
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const ctrl = useRef<AbortController | null>(null);
  useEffect(() => () => ctrl.current?.abort(), []);

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = '';
    if (!file) return;
    ctrl.current?.abort();
    const mine = new AbortController();
    ctrl.current = mine;
    setProgress(null);
    try {
      const path = await uploadImage(file, { signal: mine.signal, onProgress: setProgress });
      await onUploaded(path).catch(() => undefined);
    } catch (err) {
      if (!mine.signal.aborted && !isCancel(err)) errorTips(err);
    } finally {
      if (ctrl.current === mine) setProgress(undefined);
    }
  };

  const busy = progress !== undefined;
  return (
    <label
      className={`${styles.wrap} ${className ?? ''}`}
      data-testid="avatar-upload"
      aria-busy={busy}
      title={m.changeAvatar}
    >
      {children}
      <input
        type="file"
        accept="image/*"
        className="visually-hidden"
        onChange={pick}
        disabled={busy}
        aria-label={m.changeAvatar}
        data-testid="avatar-input"
      />
      {busy ? (
        <span className={styles.busy} data-testid="avatar-progress">
          {progress === null ? '…' : `${Math.round(progress * 100)}%`}
        </span>
      ) : (
        <span className={styles.badge} aria-hidden="true">
          <svg
            viewBox="0 0 24 24"
            width="1em"
            height="1em"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z" />
          </svg>
        </span>
      )}
    </label>
  );
}
