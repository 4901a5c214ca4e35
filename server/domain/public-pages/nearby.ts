import { sql } from 'kysely';
import { NEARBY_RADIUS_KM } from '../../../protocol/public-pages';
import type { NearbyCard, UserArea } from '../../../protocol/public-pages';
import type { Page, PostKind } from '../../../protocol/types';
import type { Db } from '../../db/database';
import { KM_PER_DEGREE, distanceKm, lngScale } from './areas';
import { filtered, pageCards } from '../listings';

// Public posts near an area, nearest first. A post without its own point stands at its city's centre. The
// distance is plain arithmetic on degrees (no trigonometry in SQL), so SQLite and PostgreSQL order alike; the
// area's numbers are inlined as literals because they are finite numbers of our own (parsed and rounded).

const lat = sql<number>`coalesce(posts.lat, (select cities.lat from cities where cities.code = posts.city_code))`;
const lng = sql<number>`coalesce(posts.lng, (select cities.lng from cities where cities.code = posts.city_code))`;

function squaredDegrees(area: UserArea) {
  const dy = sql`(${lat} - ${sql.lit(area.lat)})`;
  const dx = sql`((${lng} - ${sql.lit(area.lng)}) * ${sql.lit(lngScale(area.lat))})`;
  return sql<number>`(${dy} * ${dy} + ${dx} * ${dx})`;
}

export async function nearbyPosts(
  db: Db,
  area: UserArea,
  q: { kind?: PostKind; page?: number; pageSize?: number },
): Promise<Page<NearbyCard>> {
  const d2 = squaredDegrees(area);
  const radius = NEARBY_RADIUS_KM / KM_PER_DEGREE;
  const base = () =>
    filtered(db, { kind: q.kind })
      .where(sql<boolean>`${lat} is not null`)
      .where(sql<boolean>`${d2} <= ${sql.lit(radius * radius)}`);
  const cards = await pageCards(db, base, { page: q.page, pageSize: q.pageSize, order: d2 });
  const ids = cards.list.map((c) => c.id);
  const points =
    ids.length === 0
      ? []
      : await db
          .selectFrom('posts')
          .select(['id', lat.as('lat'), lng.as('lng')])
          .where('id', 'in', ids)
          .execute();
  const pointOf = new Map(points.map((p) => [p.id, { lat: Number(p.lat), lng: Number(p.lng) }]));
  const list = cards.list.map((c) => {
    const p = pointOf.get(c.id);
    return { ...c, distanceKm: p ? Math.round(distanceKm(area, p) * 10) / 10 : 0 };
  });
  return { ...cards, list };
}
