import { CONSOLE_BASE } from '../../../nav/console-routes';

/** The console's page of one person. */
export const userPath = (id: number) => `${CONSOLE_BASE}/users?id=${String(id)}`;

/** The person a users page shows (`?id=`), or null for the search. */
export function userIdOf(search: string): number | null {
  const id = new URLSearchParams(search).get('id') ?? '';
  return /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null;
}
