import type { City, GlobalConfig, NamedCode, Taxonomy } from '../../../protocol/types';
import type { Db } from '../../db/database';
import { VARIANT_WIDTHS } from '../media';
import type { MessagingConfig } from './messaging-config';

export const SITE_NAME = '金帖';
export const SERVICE_CONTACT = 'support@goldpost.example';

export interface UploadKeys {
  uploadImgKey: string;
  uploadMp4Key: string;
}

const toCity = (r: { code: number; name: string; name_en: string; abroad: number; region: string }): City => ({
  code: r.code,
  name: r.name,
  nameEn: r.name_en,
  abroad: r.abroad === 1,
  region: r.region,
});

async function codes(db: Db, table: 'post_types' | 'post_modes'): Promise<NamedCode[]> {
  const rows = await db.selectFrom(table).select(['code', 'name', 'name_en']).orderBy('sort').orderBy('code').execute();
  return rows.map((r) => ({ code: r.code, name: r.name, nameEn: r.name_en }));
}

export async function taxonomy(db: Db): Promise<Taxonomy> {
  const cities = await db.selectFrom('cities').selectAll().orderBy('sort').orderBy('code').execute();
  return { cities: cities.map(toCity), types: await codes(db, 'post_types'), modes: await codes(db, 'post_modes') };
}

export async function abroadCities(db: Db): Promise<City[]> {
  const rows = await db
    .selectFrom('cities')
    .selectAll()
    .where('abroad', '=', 1)
    .orderBy('sort')
    .orderBy('code')
    .execute();
  return rows.map(toCity);
}

/**
 * The global config (spec §3). `channel` echoes the page query's `code`, else `c`; `messaging` is the
 * invitation to the official messaging channel (null when turned off); `img_base` is MEDIA_PUBLIC_URL's.
 */
export function globalConfig(
  keys: UploadKeys,
  query: { code?: string; c?: string },
  messaging: MessagingConfig | null,
  mediaPublicUrl: string | null = null,
): GlobalConfig {
  return {
    site_name: SITE_NAME,
    // Every media path a client gets is relative to this: a CDN base when one is configured.
    img_base: `${mediaPublicUrl ?? ''}/media/`,
    img_upload_url: '/imgUpload.php',
    upload_img_key: keys.uploadImgKey,
    mobile_mp4_upload_url: '/uploadMp4.php',
    upload_mp4_key: keys.uploadMp4Key,
    channel: query.code || query.c || '',
    service_contact: SERVICE_CONTACT,
    // Widths stored beside every image (upload and seed); a missing one serves the original.
    img_variants: [...VARIANT_WIDTHS],
    messaging: messaging && { name: messaging.name, link: messaging.link, period_days: messaging.periodDays },
  };
}
