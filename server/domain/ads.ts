import type { Ad, Notice } from '../../protocol/types';
import type { Db } from '../db/database';
import { Refusal } from './refusal';

const BUY_NOTICE_LIMIT = 20;

/** Active ads inside their window at `nowS`, grouped by slot key, each slot in its sort order. */
export async function adsBySlot(db: Db, nowS: number): Promise<Record<string, Ad[]>> {
  const rows = await db
    .selectFrom('ads')
    .selectAll()
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', nowS)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', nowS)]))
    .orderBy('slot')
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const slots: Record<string, Ad[]> = {};
  for (const r of rows) {
    (slots[r.slot] ??= []).push({ id: r.id, title: r.title, image: r.image, url: r.url, type: r.type });
  }
  return slots;
}

/** @throws Refusal home.ad_not_found for an id that is not an ad. */
export async function recordAdClick(db: Db, id: number): Promise<void> {
  const result = await db
    .updateTable('ads')
    .set((eb) => ({ clicks: eb('clicks', '+', 1) }))
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new Refusal('home.ad_not_found');
}

export async function buyNotices(db: Db): Promise<Notice[]> {
  const rows = await db
    .selectFrom('notices')
    .select(['id', 'text', 'created_at'])
    .where('kind', '=', 'buy')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(BUY_NOTICE_LIMIT)
    .execute();
  return rows.map((r) => ({ id: r.id, text: r.text, createdAt: r.created_at }));
}
