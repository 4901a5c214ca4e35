// Kept apart from src/nav/console-routes.ts (which knows the sections and their capabilities) so the product's
// entry and the locale rules can tell a console path without carrying the console's route table.

export const CONSOLE_BASE = '/console';

/** `/console` and below (never the mobile `/h/console`: the console has no phone layout). */
export function isConsolePath(path: string): boolean {
  return path === CONSOLE_BASE || path.startsWith(`${CONSOLE_BASE}/`);
}
