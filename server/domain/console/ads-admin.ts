import type { Selectable } from 'kysely';
import type { AdInput, AdRow } from '../../../protocol/console-content';
import type { Db } from '../../db/database';
import type { AdTable } from '../../db/schema';
import { recordAudit, Refusal } from '../common';
import type { AuditActor } from '../common';

// Ads as the console edits them. The home page reads only active ads inside their window (ads.ts), so an ad
// can be prepared ahead and ends by itself; clicks are counted by /api/home/adsClick.

const rowOf = (r: Selectable<AdTable>): AdRow => ({
  id: r.id,
  slot: r.slot,
  title: r.title,
  titleEn: r.title_en,
  image: r.image,
  url: r.url,
  type: r.type,
  sort: r.sort,
  active: r.active === 1,
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  clicks: r.clicks,
});

export async function listAdsForConsole(db: Db): Promise<AdRow[]> {
  const rows = await db.selectFrom('ads').selectAll().orderBy('slot').orderBy('sort').orderBy('id').execute();
  return rows.map(rowOf);
}

export interface AdSave {
  ad: AdInput;
  actor: AuditActor;
  nowS: number;
}

/**
 * Creates (no id) or replaces an ad's editable fields; clicks are never edited.
 * @throws Refusal admin.ad_window, release.image_unknown (not an uploaded image), admin.ad_not_found.
 */
export async function saveAd(db: Db, s: AdSave): Promise<AdRow> {
  const { ad } = s;
  if (ad.startsAt !== null && ad.endsAt !== null && ad.endsAt <= ad.startsAt) throw new Refusal('admin.ad_window');
  const values = {
    slot: ad.slot,
    title: ad.title,
    title_en: ad.titleEn ?? '',
    image: ad.image,
    url: ad.url,
    type: ad.type,
    sort: ad.sort,
    active: ad.active ? 1 : 0,
    starts_at: ad.startsAt,
    ends_at: ad.endsAt,
  };
  const image = await db
    .selectFrom('media')
    .select('path')
    .where('path', '=', ad.image)
    .where('kind', '=', 'image')
    .executeTakeFirst();
  if (!image) throw new Refusal('release.image_unknown', { field: 'image' });
  return db.transaction().execute(async (trx) => {
    let before: AdRow | null = null;
    let id: number;
    if (ad.id === undefined) {
      id = (await trx.insertInto('ads').values(values).returning('id').executeTakeFirstOrThrow()).id;
    } else {
      const old = await trx.selectFrom('ads').selectAll().where('id', '=', ad.id).executeTakeFirst();
      if (!old) throw new Refusal('admin.ad_not_found', { id: ad.id });
      before = rowOf(old);
      id = ad.id;
      await trx.updateTable('ads').set(values).where('id', '=', id).execute();
    }
    const after = rowOf(await trx.selectFrom('ads').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
    await recordAudit(trx, s.actor, {
      action: before ? 'ad.update' : 'ad.create',
      targetType: 'ad',
      targetId: String(id),
      before,
      after,
      nowS: s.nowS,
    });
    return after;
  });
}
