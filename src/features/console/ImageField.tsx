import { useState } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import { uploadImage } from '../upload/images/upload-image';
import { EncryptedImage } from '../media/EncryptedImage';
import styles from './ConsoleContent.module.css';

export interface ImageFieldProps {
  label: string;
  /** The file input's accessible name. */
  chooseLabel: string;
  uploadingLabel: string;
  /** The uploaded image's path, or '' / null for none. */
  value: string | null;
  alt: string;
  ratio: number;
  testId: string;
  onValue: (path: string) => void;
  /** Told when an upload starts and ends (a form keeps its save disabled meanwhile). */
  onBusy: (busy: boolean) => void;
  /** A failed upload, or null once one succeeds. */
  onError: (err: unknown) => void;
  /** Shown after the picture (or in its place when there is none). */
  children?: ReactNode;
}

/** A console form's picture: picked, sent through the product's image upload, shown once stored. */
export function ImageField(p: ImageFieldProps) {
  const [uploading, setUploading] = useState(false);

  async function pick(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (!file) return;
    setUploading(true);
    p.onBusy(true);
    try {
      p.onValue(await uploadImage(file));
      p.onError(null);
    } catch (err) {
      p.onError(err);
    } finally {
      setUploading(false);
      p.onBusy(false);
    }
  }

  return (
    <div className={styles.wide}>
      <span className={styles.muted}>{p.label}</span>{' '}
      <input
        type="file"
        accept="image/*"
        onChange={(e) => void pick(e)}
        disabled={uploading}
        data-testid={p.testId}
        aria-label={p.chooseLabel}
      />
      {uploading && <span className={styles.muted}>{p.uploadingLabel}</span>}
      {p.value && (
        <div className={styles.thumb}>
          <EncryptedImage src={p.value} alt={p.alt} ratio={p.ratio} />
        </div>
      )}
      {p.children}
    </div>
  );
}
