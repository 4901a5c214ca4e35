import { startTransition, useEffect, useState } from 'react';
import { DEFAULT_ADAPTATION_THRESHOLD, RESIZE_REFRESH_MS } from '../../protocol/constants';
import { runtimeConfig } from '../lib/runtime-config';
import { setDesktop } from '../state/global';
import { applyLayoutScale } from './layout-scale';
import type { DeviceMode } from '../nav/guard';

export function adaptationThreshold(): number {
  try {
    return runtimeConfig().adaptationThreshold;
  } catch {
    // Page served without its config (a static preview): the client still lays out.
    return DEFAULT_ADAPTATION_THRESHOLD;
  }
}

/** Desktop from the adaptation threshold up (the threshold is the first desktop width). */
export function modeForWidth(width: number, threshold: number = adaptationThreshold()): DeviceMode {
  return width >= threshold ? 'desktop' : 'mobile';
}

export function currentMode(): DeviceMode {
  return modeForWidth(window.innerWidth);
}

/**
 * The mode the first render lays out in, fixed by the start (the client) or the request (the server): a page
 * the server rendered is hydrated in the mode it was rendered in.
 */
let firstMode: DeviceMode | null = null;

export function setFirstMode(mode: DeviceMode): void {
  firstMode = mode;
}

/** Applies a mode to the world outside React: global.isDesktop and the root font-size. */
export function applyMode(mode: DeviceMode): void {
  setDesktop(mode === 'desktop');
  applyLayoutScale(mode);
}

/**
 * The device mode, re-read RESIZE_REFRESH_MS after the last resize (rotations and window drags fire bursts).
 * The root font-size follows every width change, not only mode flips. The App's guard re-runs navigation
 * when the returned mode changes.
 */
export function useDeviceMode(): DeviceMode {
  const [mode, setMode] = useState<DeviceMode>(() => firstMode ?? currentMode());
  useEffect(() => {
    applyMode(mode);
  }, [mode]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      const next = currentMode();
      applyLayoutScale(next);
      // A transition: the other layout may still have to load (shell-parts.ts), and the current one stays
      // on screen meanwhile.
      startTransition(() => setMode(next));
    };
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(refresh, RESIZE_REFRESH_MS);
    };
    window.addEventListener('resize', onResize);
    window.addEventListener('orientationchange', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('orientationchange', onResize);
    };
  }, []);
  return mode;
}
