import { useEffect, useEffectEvent, useState } from 'react';
import type { RefObject } from 'react';
import type { Size } from '../../lib/gesture';

const FOCUSABLE = 'button:not([disabled]), [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * While mounted: the page behind does not scroll, focus stays inside `root` (Tab cycles), keys go to
 * `onKey` before anything else, and focus returns to where it was on unmount.
 */
export function useModalEffects(root: RefObject<HTMLElement | null>, onKey: (e: KeyboardEvent) => void): void {
  const key = useEffectEvent(onKey);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    root.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const listener = (e: KeyboardEvent) => {
      const el = root.current;
      if (!el) return;
      if (e.key === 'Tab') {
        const items = [...el.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) {
          e.preventDefault();
          el.focus();
        } else if (e.shiftKey && (document.activeElement === first || document.activeElement === el)) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        } else if (!el.contains(document.activeElement)) {
          e.preventDefault();
          first.focus();
        }
        return;
      }
      key(e);
    };
    // Capture phase: the preview sits above everything, so its keys win over page shortcuts.
    document.addEventListener('keydown', listener, true);
    return () => {
      document.removeEventListener('keydown', listener, true);
      document.body.style.overflow = overflow;
      before?.focus?.();
    };
  }, [root]);
}

function windowSize(): Size {
  return { width: window.innerWidth, height: window.innerHeight };
}

/** The window's size in CSS px, kept current on resize and rotation. */
export function useViewportSize(): Size {
  const [size, setSize] = useState(windowSize);
  useEffect(() => {
    const update = () => setSize(windowSize());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}
