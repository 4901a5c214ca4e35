import { AREA_POINT_DECIMALS } from '../../../protocol/public-pages';
import type { AreaInput, UserArea } from '../../../protocol/public-pages';
import type { Db } from '../../db/database';
import { Refusal } from '../common';

// Where a person is, for nearby posts: a city of the catalogue, and optionally the point their device shared
// (with their consent, in the browser). Distances use the equirectangular approximation, which is within a
// fraction of a percent of the great circle at the few hundred kilometres a nearby list reaches.

export const KM_PER_DEGREE = 111.195;

export interface Point {
  lat: number;
  lng: number;
}

const round = (v: number) => Number(v.toFixed(AREA_POINT_DECIMALS));

/** How much a degree of longitude shrinks at this latitude. */
export const lngScale = (lat: number) => Math.cos((lat * Math.PI) / 180);

export function distanceKm(a: Point, b: Point): number {
  const dx = (b.lng - a.lng) * lngScale(a.lat);
  const dy = b.lat - a.lat;
  return Math.sqrt(dx * dx + dy * dy) * KM_PER_DEGREE;
}

interface PlacedCity extends Point {
  code: number;
}

async function placedCities(db: Db, code?: number): Promise<PlacedCity[]> {
  let q = db
    .selectFrom('cities')
    .select(['code', 'lat', 'lng'])
    .where('lat', 'is not', null)
    .where('lng', 'is not', null);
  if (code !== undefined) q = q.where('code', '=', code);
  const rows = await q.execute();
  return rows.map((r) => ({ code: r.code, lat: Number(r.lat), lng: Number(r.lng) }));
}

/**
 * The area an input names: its city (or, for a point alone, the nearest city) and its point (rounded), else the
 * city's centre.
 * @throws Refusal area.required, area.point_incomplete, area.city_unknown (missing, or without a centre).
 */
export async function resolveArea(db: Db, input: AreaInput): Promise<UserArea> {
  const hasPoint = input.lat !== undefined && input.lng !== undefined;
  if ((input.lat === undefined) !== (input.lng === undefined)) throw new Refusal('area.point_incomplete');
  if (input.cityCode === undefined && !hasPoint) throw new Refusal('area.required');
  const point = hasPoint ? { lat: round(input.lat!), lng: round(input.lng!) } : null;
  const candidates = await placedCities(db, input.cityCode);
  const city = point
    ? candidates.reduce<PlacedCity | undefined>(
        (best, c) => (best === undefined || distanceKm(point, c) < distanceKm(point, best) ? c : best),
        undefined,
      )
    : candidates[0];
  if (!city) throw new Refusal('area.city_unknown');
  return point
    ? { cityCode: city.code, ...point, precise: true }
    : { cityCode: city.code, lat: city.lat, lng: city.lng, precise: false };
}

/** Saves the caller's area: the city always, the point only when the device gave one. */
export async function setArea(db: Db, userId: number, input: AreaInput): Promise<UserArea> {
  const area = await resolveArea(db, input);
  await db
    .updateTable('users')
    .set({
      area_code: area.cityCode,
      area_lat: area.precise ? area.lat : null,
      area_lng: area.precise ? area.lng : null,
    })
    .where('id', '=', userId)
    .execute();
  return area;
}

/** The caller's saved area, or null when they have none (or their city has no centre). */
export async function savedArea(db: Db, userId: number): Promise<UserArea | null> {
  const u = await db
    .selectFrom('users')
    .select(['area_code', 'area_lat', 'area_lng'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!u || u.area_code === null) return null;
  const city = (await placedCities(db, u.area_code))[0];
  if (!city) return null;
  if (u.area_lat !== null && u.area_lng !== null)
    return { cityCode: city.code, lat: Number(u.area_lat), lng: Number(u.area_lng), precise: true };
  return { cityCode: city.code, lat: city.lat, lng: city.lng, precise: false };
}
