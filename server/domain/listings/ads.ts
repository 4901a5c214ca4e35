import type { Ad, Notice } from '../../../protocol/types';
import type { Db } from '../../db/database';
import { dayOf } from './post-views';
import { Refusal } from '../common';

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
    (slots[r.slot] ??= []).push({
      id: r.id,
      title: r.title,
      titleEn: r.title_en,
      image: r.image,
      url: r.url,
      type: r.type,
    });
  }
  return slots;
}

/**
 * Counts a click once per clicker (viewerKey) and UTC day, as a post's views are: the console's figure is people,
 * not calls, so a script repeating the call cannot inflate it. The insert is the check (its primary key refuses
 * the second), so a burst counts once on both databases.
 * @throws Refusal home.ad_not_found for an id that is not an ad.
 */
export async function recordAdClick(db: Db, id: number, clicker: string, nowS: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ad = await trx.selectFrom('ads').select('id').where('id', '=', id).executeTakeFirst();
    if (!ad) throw new Refusal('home.ad_not_found');
    const first = await trx
      .insertInto('ad_clicks')
      .values({ ad_id: id, viewer: clicker, day: dayOf(nowS) })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(first.numInsertedOrUpdatedRows ?? 0) === 0) return;
    await trx
      .updateTable('ads')
      .set((eb) => ({ clicks: eb('clicks', '+', 1) }))
      .where('id', '=', id)
      .execute();
  });
}

export async function buyNotices(db: Db): Promise<Notice[]> {
  const rows = await db
    .selectFrom('notices')
    .select(['id', 'text', 'text_en', 'created_at'])
    .where('kind', '=', 'buy')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(BUY_NOTICE_LIMIT)
    .execute();
  return rows.map((r) => ({ id: r.id, text: r.text, textEn: r.text_en, createdAt: r.created_at }));
}
