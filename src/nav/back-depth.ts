// How many entries of this tab's history the app pushed below the current one. The in-app back ("<") steps
// back through them exactly as the browser's Back does (a new entry would make Back return to the page just
// left); only a page with none below it, the visit's first, falls back to a route of its own. The count rides
// in history.state, so the browser's Back and Forward and a reload bring it back with the entry.

const KEY = 'appDepth';

function depthIn(state: unknown): number {
  if (state && typeof state === 'object' && KEY in state) {
    const depth = (state as Record<string, unknown>)[KEY];
    if (typeof depth === 'number' && depth >= 0) return depth;
  }
  return 0;
}

let depth = 0;

/** Writes the current entry's depth into its state, past wouter's patched method (no navigation event). */
function stamp(): void {
  const state: unknown = history.state;
  const base = state && typeof state === 'object' ? state : {};
  History.prototype.replaceState.call(history, { ...base, [KEY]: depth }, '');
}

if (typeof history !== 'undefined' && typeof addEventListener !== 'undefined') {
  depth = depthIn(history.state);
  // wouter's patched pushState/replaceState announce themselves with events of their name.
  addEventListener('pushState', () => {
    depth += 1;
    stamp();
  });
  addEventListener('replaceState', () => {
    if (depthIn(history.state) !== depth) stamp();
  });
  addEventListener('popstate', () => {
    depth = depthIn(history.state);
  });
}

/** Entries the app pushed below the current one in this tab (0 on the page a visit started on). */
export function backDepth(): number {
  return depth;
}
