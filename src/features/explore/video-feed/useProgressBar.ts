import { useEffect } from 'react';
import type { RefObject } from 'react';

/**
 * Draws playback progress into `bar` (a scaleX transform, composited) once per frame while `running`: no
 * React render per timeupdate, and no work at all while paused.
 */
export function useProgressBar(
  video: RefObject<HTMLVideoElement | null>,
  bar: RefObject<HTMLElement | null>,
  running: boolean,
): void {
  useEffect(() => {
    const v = video.current;
    const b = bar.current;
    if (!v || !b) return;
    let frame = 0;
    let last = -1;
    const draw = () => {
      const share = v.duration > 0 && Number.isFinite(v.duration) ? v.currentTime / v.duration : 0;
      // A write only when the bar moves a visible step keeps the compositor idle between them.
      if (Math.abs(share - last) >= 0.002) {
        b.style.transform = `scaleX(${share.toFixed(4)})`;
        last = share;
      }
      if (running) frame = requestAnimationFrame(draw);
    };
    draw();
    return () => cancelAnimationFrame(frame);
  }, [video, bar, running]);
}
