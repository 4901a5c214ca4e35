import { AREA_POINT_DECIMALS } from '../../../../protocol/public-pages';
import type { AreaInput } from '../../../../protocol/public-pages';

// The nearby page keeps the area it shows in its URL (`?city=` or `?lat=&lng=`, and `?page=`), so a guest's
// choice lives in the address bar and a link shows the same list; a logged-in user's choice is also saved.

export const NEARBY_PATH = '/user/peripheral-details';

export interface NearbyState {
  area: AreaInput | null;
  page: number;
}

const coordinate = (raw: string | null, limit: number): number | undefined => {
  if (raw === null || !/^-?\d{1,3}(\.\d{1,6})?$/.test(raw)) return undefined;
  const v = Number(raw);
  return Math.abs(v) <= limit ? v : undefined;
};

export function parseNearbyQuery(query: string): NearbyState {
  const q = new URLSearchParams(query);
  const rawPage = q.get('page') ?? '';
  const page = /^[1-9]\d{0,4}$/.test(rawPage) ? Number(rawPage) : 1;
  const lat = coordinate(q.get('lat'), 90);
  const lng = coordinate(q.get('lng'), 180);
  if (lat !== undefined && lng !== undefined) return { area: { lat, lng }, page };
  const city = q.get('city') ?? '';
  return { area: /^\d{1,15}$/.test(city) && Number(city) > 0 ? { cityCode: Number(city) } : null, page };
}

const fixed = (v: number) => String(Number(v.toFixed(AREA_POINT_DECIMALS)));

/** The page's path for an area (a point wins over a city) and page. */
export function nearbyPath(area: AreaInput | null, page = 1): string {
  const q = new URLSearchParams();
  if (area?.lat !== undefined && area.lng !== undefined) {
    q.set('lat', fixed(area.lat));
    q.set('lng', fixed(area.lng));
  } else if (area?.cityCode) q.set('city', String(area.cityCode));
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `${NEARBY_PATH}?${s}` : NEARBY_PATH;
}
