// Points in the page's life that start-up work waits for, so it neither holds back a paint nor runs
// before the page has loaded.

/** Resolves in a new task, so the browser can paint and handle input between two pieces of work. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves once the browser has painted a frame, or in a new task where a hidden tab paints none. */
export function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return nextTask();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Runs `fn` once the page has loaded: at once when it already has (code that starts late misses `load`). */
export function afterLoad(fn: () => void): void {
  if (document.readyState === 'complete') fn();
  else addEventListener('load', fn, { once: true });
}
