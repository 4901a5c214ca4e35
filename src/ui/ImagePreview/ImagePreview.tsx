import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { PREVIEW_SWIPE_MS } from '../../../protocol/constants';
import { IDENTITY, fitImage, initialView } from '../../lib/gesture';
import type { Size, View } from '../../lib/gesture';
import { counterText, loopIndex } from '../../lib/gesture-swipe';
import { PreviewSlide } from './PreviewSlide';
import type { PreviewLoader } from './PreviewSlide';
import { useModalEffects, useViewportSize } from './useModalEffects';
import { usePreviewGestures } from './usePreviewGestures';
import type { Drag } from './usePreviewGestures';
import styles from './ImagePreview.module.css';

export interface ImagePreviewLabels {
  dialog: string;
  close: string;
  next: string;
  prev: string;
  loading: string;
  failed: string;
  image: (n: number, total: number) => string;
}

export interface ImagePreviewProps {
  images: readonly string[];
  startIndex: number;
  load: PreviewLoader;
  onClose(): void;
  onIndexChange?(index: number): void;
  labels: ImagePreviewLabels;
}

/**
 * Full-screen image viewer (spec §9): zoom by pinch, wheel or double tap within limits, pan when zoomed,
 * swipe or arrow keys to page with looping, close by button, Escape, backdrop tap or swiping down.
 */
export function ImagePreview({ images, startIndex, load, onClose, onIndexChange, labels }: ImagePreviewProps) {
  const count = images.length;
  const root = useRef<HTMLDivElement>(null);
  const viewport = useViewportSize();
  // Where the track is, without wrapping, so neighbouring slides keep their keys (and images) across a page turn.
  const [virtual, setVirtual] = useState(() => loopIndex(startIndex, count));
  const index = loopIndex(virtual, count);
  const [naturals, setNaturals] = useState<Record<string, Size>>({});
  // null = the image's starting view, computed once its size is known.
  const [viewState, setViewState] = useState<View | null>(null);
  const [smooth, setSmooth] = useState(false);
  const [drag, setDragState] = useState<{ d: Drag; animate: boolean }>({ d: { dx: 0, dy: 0 }, animate: false });
  const [busy, setBusy] = useState(false);
  const [loadWidth] = useState(() => Math.round(Math.max(viewport.width, 1)));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const fitOf = (src: string | undefined) => {
    const n = src === undefined ? undefined : naturals[src];
    return n ? fitImage(n, viewport) : null;
  };
  const fit = fitOf(images[index]);
  const view = viewState ?? (fit ? initialView(fit, viewport) : IDENTITY);

  const setView = (v: View, animate: boolean) => {
    setSmooth(animate);
    setViewState(v);
  };
  const setDrag = (d: Drag, animate: boolean) => setDragState({ d, animate });

  const step = (dir: 'next' | 'prev') => {
    if (busy || count < 2) return;
    const delta = dir === 'next' ? 1 : -1;
    setBusy(true);
    setDrag({ dx: -delta * viewport.width, dy: 0 }, true);
    timer.current = setTimeout(() => {
      setVirtual((v) => v + delta);
      setViewState(null);
      setDrag({ dx: 0, dy: 0 }, false);
      setBusy(false);
      onIndexChange?.(loopIndex(virtual + delta, count));
    }, PREVIEW_SWIPE_MS);
  };

  useModalEffects(root, (e) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      e.preventDefault();
      onClose();
    } else if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      e.preventDefault();
      step(e.key === 'ArrowRight' ? 'next' : 'prev');
    }
  });

  const stage = useRef<HTMLDivElement>(null);
  const gestures = usePreviewGestures(stage, { viewport, fit, view, busy, setView, setDrag, step, close: onClose });
  const onNatural = useCallback((src: string, size: Size) => {
    setNaturals((all) => {
      const had = all[src];
      return had && had.width === size.width && had.height === size.height ? all : { ...all, [src]: size };
    });
  }, []);

  const offsets = count > 1 ? [-1, 0, 1] : [0];
  const fade = Math.max(0, 1 - drag.d.dy / Math.max(1, viewport.height));
  return createPortal(
    <div
      ref={root}
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-label={labels.dialog}
      tabIndex={-1}
      data-testid="image-preview"
    >
      <div className={styles.backdrop} style={{ opacity: fade }} />
      <div
        ref={stage}
        className={styles.stage}
        onPointerDown={gestures.onPointerDown}
        onPointerMove={gestures.onPointerMove}
        onPointerUp={gestures.onPointerUp}
        onPointerCancel={gestures.onPointerCancel}
      >
        <div
          className={styles.track}
          style={{
            transform: `translate3d(${drag.d.dx}px, ${drag.d.dy}px, 0)`,
            transition: drag.animate ? `transform ${PREVIEW_SWIPE_MS}ms ease-out` : 'none',
          }}
        >
          {offsets.map((offset) => {
            const i = loopIndex(virtual + offset, count);
            const src = images[i] ?? '';
            const slideFit = fitOf(src);
            return (
              <PreviewSlide
                key={virtual + offset}
                src={src}
                offset={offset}
                load={load}
                loadWidth={loadWidth}
                fit={slideFit}
                view={offset === 0 ? view : slideFit ? initialView(slideFit, viewport) : IDENTITY}
                smooth={offset === 0 && smooth}
                onNatural={onNatural}
                labels={{ loading: labels.loading, failed: labels.failed, image: labels.image(i + 1, count) }}
              />
            );
          })}
        </div>
      </div>
      <div className={styles.bar} style={{ opacity: fade }}>
        <span className={styles.counter} data-testid="preview-counter" aria-live="polite">
          {counterText(index, count)}
        </span>
        <button
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label={labels.close}
          data-testid="preview-close"
        >
          <svg
            viewBox="0 0 24 24"
            width="100%"
            height="100%"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${styles.nav} ${styles.prev}`}
            onClick={() => step('prev')}
            aria-label={labels.prev}
            data-testid="preview-prev"
          >
            <svg
              viewBox="0 0 24 24"
              width="100%"
              height="100%"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M15 18l-6-6 6-6" />
            </svg>
          </button>
          <button
            type="button"
            className={`${styles.nav} ${styles.next}`}
            onClick={() => step('next')}
            aria-label={labels.next}
            data-testid="preview-next"
          >
            <svg
              viewBox="0 0 24 24"
              width="100%"
              height="100%"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M9 18l6-6-6-6" />
            </svg>
          </button>
        </>
      )}
    </div>,
    document.body,
  );
}
