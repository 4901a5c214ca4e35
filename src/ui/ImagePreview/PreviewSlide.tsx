import { useEffect, useState } from 'react';
import type { CSSProperties } from 'react';
import type { Fit, Size, View } from '../../lib/gesture';
import { Spinner } from '../Spinner';
import styles from './ImagePreview.module.css';

/**
 * Resolves an image source to a displayable URL (e.g. a decrypted object URL) no narrower than `width`
 * CSS px where the source offers sizes. The caller owns caching and revocation.
 */
export type PreviewLoader = (src: string, opts: { signal: AbortSignal; width: number }) => Promise<string>;

interface Props {
  src: string;
  /** Position in the track: -1 previous, 0 current, 1 next. */
  offset: number;
  load: PreviewLoader;
  loadWidth: number;
  fit: Fit | null;
  view: View;
  /** Animate transform changes (double tap), not drags and pinches that follow the finger. */
  smooth: boolean;
  onNatural(src: string, size: Size): void;
  labels: { loading: string; failed: string; image: string };
}

interface State {
  src: string;
  url: string | null;
  failed: boolean;
}

function isAbort(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'name' in err && err.name === 'AbortError';
}

/** One page of the preview: loads its image, reports its natural size, shows it at the given view. */
export function PreviewSlide({ src, offset, load, loadWidth, fit, view, smooth, onNatural, labels }: Props) {
  const [state, setState] = useState<State>({ src, url: null, failed: false });
  let current = state;
  if (state.src !== src) {
    current = { src, url: null, failed: false };
    setState(current);
  }

  useEffect(() => {
    const ctrl = new AbortController();
    load(src, { signal: ctrl.signal, width: loadWidth }).then(
      (url) => {
        if (!ctrl.signal.aborted) setState((s) => (s.src === src ? { src, url, failed: false } : s));
      },
      (err: unknown) => {
        if (ctrl.signal.aborted || isAbort(err)) return;
        console.warn('[ImagePreview] image failed to load:', src, err);
        setState((s) => (s.src === src ? { src, url: null, failed: true } : s));
      },
    );
    return () => ctrl.abort();
  }, [src, load, loadWidth]);

  const active = offset === 0;
  const imgStyle: CSSProperties = fit
    ? {
        width: fit.width,
        height: fit.height,
        transform: `translate3d(${view.x}px, ${view.y}px, 0) scale(${view.zoom})`,
        transition: smooth ? 'transform 200ms ease-out' : 'none',
      }
    : { visibility: 'hidden' };
  return (
    <div
      className={styles.slide}
      style={{ transform: `translateX(${offset * 100}%)` }}
      aria-hidden={active ? undefined : true}
    >
      {current.url && (
        <img
          className={styles.img}
          src={current.url}
          alt={labels.image}
          draggable={false}
          data-preview-img=""
          data-testid={active ? 'preview-image' : undefined}
          data-zoom={active ? String(Math.round(view.zoom * 1000) / 1000) : undefined}
          data-long={fit?.long ? '' : undefined}
          style={imgStyle}
          onLoad={(e) => onNatural(src, { width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
        />
      )}
      {!current.url && !current.failed && <Spinner label={labels.loading} size="lg" />}
      {current.failed && <p className={styles.failed}>{labels.failed}</p>}
    </div>
  );
}
