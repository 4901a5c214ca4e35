import { can } from '../../protocol/console-operators';
import type { Capability, OperatorRole } from '../../protocol/console-operators';
import { CONSOLE_BASE } from '../../protocol/console-path';

export { CONSOLE_BASE, isConsolePath } from '../../protocol/console-path';

// The console's own small route table (desktop only, outside the product's route table so no product chunk
// knows its screens). A section shows only to roles that may use it; the server checks every call again.

export const CONSOLE_SECTIONS = [
  { key: 'dashboard', path: CONSOLE_BASE, capability: 'dashboard' },
  { key: 'review', path: `${CONSOLE_BASE}/review`, capability: 'review' },
  { key: 'appeals', path: `${CONSOLE_BASE}/appeals`, capability: 'review' },
  { key: 'reports', path: `${CONSOLE_BASE}/reports`, capability: 'reports' },
  { key: 'users', path: `${CONSOLE_BASE}/users`, capability: 'users.read' },
  { key: 'withdrawals', path: `${CONSOLE_BASE}/withdrawals`, capability: 'withdrawals' },
  { key: 'ledger', path: `${CONSOLE_BASE}/ledger`, capability: 'ledger' },
  { key: 'audit', path: `${CONSOLE_BASE}/audit`, capability: 'audit' },
  { key: 'roles', path: `${CONSOLE_BASE}/roles`, capability: 'roles' },
  { key: 'jobs', path: `${CONSOLE_BASE}/jobs`, capability: 'jobs' },
  { key: 'ads', path: `${CONSOLE_BASE}/ads`, capability: 'ads' },
  { key: 'notices', path: `${CONSOLE_BASE}/notices`, capability: 'notices' },
  { key: 'themes', path: `${CONSOLE_BASE}/themes`, capability: 'themes' },
  { key: 'feedback', path: `${CONSOLE_BASE}/feedback`, capability: 'feedback' },
] as const satisfies readonly { key: string; path: string; capability: Capability }[];

export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number];
export type ConsoleSectionKey = ConsoleSection['key'];

/** What the console knows of its caller: not asked yet, an operator's roles, or not an operator. */
export type ConsoleViewer =
  { state: 'checking' } | { state: 'operator'; roles: readonly OperatorRole[] } | { state: 'none' };

export type ConsoleDecision =
  | { type: 'checking' }
  /** Guests, users and unknown console paths: the product's 404 page, so the console is not advertised. */
  | { type: 'not-found' }
  /** An operator on a section their roles do not include. */
  | { type: 'forbidden'; section: ConsoleSection }
  | { type: 'render'; section: ConsoleSection };

export function sectionOf(path: string): ConsoleSection | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return CONSOLE_SECTIONS.find((s) => s.path === clean);
}

/** Pure guard of the console. */
export function consoleDecision(path: string, viewer: ConsoleViewer): ConsoleDecision {
  if (viewer.state === 'none') return { type: 'not-found' };
  if (viewer.state === 'checking') return { type: 'checking' };
  const section = sectionOf(path);
  if (!section) return { type: 'not-found' };
  return can(viewer.roles, section.capability) ? { type: 'render', section } : { type: 'forbidden', section };
}

/** The sections the roles may open, in menu order. */
export function visibleSections(roles: readonly OperatorRole[]): ConsoleSection[] {
  return CONSOLE_SECTIONS.filter((s) => can(roles, s.capability));
}
