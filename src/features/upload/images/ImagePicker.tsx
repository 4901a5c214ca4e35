import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { EncryptedImage } from '../../media/EncryptedImage';
import { PreviewHost } from '../../media/preview/PreviewHost';
import { openPreview } from '../../media/preview/preview-store';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../common/icons';
import { useImageUploadMessages } from './messages';
import { useImageUploads } from './useImageUploads';
import styles from './ImagePicker.module.css';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';

export interface ImagePickerProps {
  /** Uploaded media paths, in display order (the first is the cover). */
  value: readonly string[];
  onChange(next: string[]): void;
  max?: number;
  disabled?: boolean;
}

function move(list: readonly string[], from: number, to: number): string[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * Picks pictures, compresses and uploads each (progress and errors per file), and edits the uploaded list:
 * remove, reorder, tap to preview. The value only ever holds paths the server has stored.
 */
export function ImagePicker({ value, onChange, max = 6, disabled = false }: ImagePickerProps) {
  const m = useImageUploadMessages();
  const host = useId();
  const { pending, add, retry, remove } = useImageUploads(value, onChange);
  const [notice, setNotice] = useState('');
  const room = max - value.length - pending.length;

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.currentTarget.files ?? [])];
    e.currentTarget.value = '';
    setNotice(files.length > room ? m.tooMany(max) : '');
    if (room > 0) add(files.slice(0, room));
  };

  return (
    <div className={styles.picker} data-testid="image-picker">
      <ul className={styles.grid}>
        {value.map((path, i) => (
          <li key={path} className={styles.tile} data-testid="image-picker-item">
            <button
              type="button"
              className={styles.thumb}
              onClick={() => openPreview(value, i, host)}
              aria-label={m.view(i + 1)}
            >
              <EncryptedImage src={path} alt="" className={styles.img} />
            </button>
            {i === 0 && <span className={styles.cover}>{m.cover}</span>}
            <IconButton
              look="overlay"
              size="sm"
              className={styles.remove}
              onClick={() => onChange(value.filter((_, k) => k !== i))}
              label={m.remove}
              testId="image-picker-remove"
              disabled={disabled}
            >
              <CloseIcon />
            </IconButton>
            <span className={styles.order}>
              <IconButton
                look="soft"
                size="sm"
                onClick={() => onChange(move(value, i, i - 1))}
                disabled={disabled || i === 0}
                label={m.moveLeft}
                testId="image-picker-left"
              >
                <ChevronLeftIcon />
              </IconButton>
              <IconButton
                look="soft"
                size="sm"
                onClick={() => onChange(move(value, i, i + 1))}
                disabled={disabled || i === value.length - 1}
                label={m.moveRight}
                testId="image-picker-right"
              >
                <ChevronRightIcon />
              </IconButton>
            </span>
          </li>
        ))}
        {pending.map((p) => (
          <li
            key={`p${p.id}`}
            className={`${styles.tile} ${p.error ? styles.failed : ''}`}
            data-testid="image-picker-pending"
            title={p.name}
          >
            {p.thumb ? (
              <img src={p.thumb} alt="" className={`${styles.img} ${styles.dim}`} />
            ) : (
              <span className={styles.fileName}>{p.name}</span>
            )}
            {p.phase === 'error' ? (
              <span className={styles.status} data-testid="image-picker-error" role="alert">
                {p.error}
                {p.retryable && (
                  <Button size="sm" className={styles.retry} onClick={() => retry(p.id)}>
                    {m.retry}
                  </Button>
                )}
              </span>
            ) : (
              <span className={styles.status} data-testid="image-picker-progress">
                {p.phase === 'queued'
                  ? m.queued
                  : p.phase === 'compressing'
                    ? m.compressing
                    : m.uploading(Math.round(p.progress * 100))}
                <progress max={1} value={p.phase === 'uploading' ? p.progress : undefined} />
              </span>
            )}
            <IconButton
              look="overlay"
              size="sm"
              className={styles.remove}
              onClick={() => remove(p.id)}
              label={m.remove}
            >
              <CloseIcon />
            </IconButton>
          </li>
        ))}
        {room > 0 && (
          <li className={styles.tile}>
            <label className={styles.add}>
              <input
                type="file"
                accept="image/*"
                multiple
                onChange={pick}
                disabled={disabled}
                data-testid="image-picker-input"
                className="visually-hidden"
              />
              <span className={styles.plus} aria-hidden="true">
                +
              </span>
              <span>{m.add}</span>
              <small>{m.count(value.length + pending.length, max)}</small>
            </label>
          </li>
        )}
      </ul>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      <PreviewHost host={host} />
    </div>
  );
}
