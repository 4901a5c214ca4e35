import type { Db } from '../../db/database';

// Tags an operator hid leave every list, search and post page; explore curates them, listings obey.

/** Names an operator hid: out of every list and search, and their page is "not found". */
export const hiddenTags = (db: Db) => db.selectFrom('explore_tags').select('name').where('active', '=', 0);

/** `tags` without those an operator hid (a post's page then links to no dead tag page). */
export async function unhidden(db: Db, tags: string[]): Promise<string[]> {
  if (tags.length === 0) return tags;
  const off = await hiddenTags(db).where('name', 'in', tags).execute();
  const names = new Set(off.map((t) => t.name));
  return tags.filter((t) => !names.has(t));
}
