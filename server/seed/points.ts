// Points for the demo posts: each post somewhere within a few kilometres of its city's centre, so the nearby
// page has real distances to sort by. Drawn from a PRNG of its own, so the rest of the seed keeps its values.
import { CITY_CENTRES } from '../db/migrations/2026-11-26-020-public-pages';
import type { NewCity } from '../db/schema';
import { createRng } from './rng';

const SEED = 20_261_126;
/** Posts scatter up to this far from the centre (a city's built-up core). */
const SPREAD_KM = 9;
const KM_PER_DEGREE = 111.195;

const centreOf = new Map(CITY_CENTRES.map(([code, lat, lng]) => [code, { lat, lng }]));

/** The catalogue's cities with their centres. */
export function withCentres(rows: NewCity[]): NewCity[] {
  return rows.map((r) => ({ ...r, ...centreOf.get(r.code) }));
}

/** A point per post, in order: uniform over a disc around its city's centre, to 4 decimals (about 10 m). */
export function postPoints(cityCodes: readonly number[]): { lat: number | null; lng: number | null }[] {
  const rng = createRng(SEED);
  return cityCodes.map((code) => {
    const c = centreOf.get(code);
    const r = Math.sqrt(rng.next()) * SPREAD_KM;
    const angle = rng.next() * 2 * Math.PI;
    if (!c) return { lat: null, lng: null };
    const lat = c.lat + (r * Math.sin(angle)) / KM_PER_DEGREE;
    const lng = c.lng + (r * Math.cos(angle)) / (KM_PER_DEGREE * Math.cos((c.lat * Math.PI) / 180));
    return { lat: Number(lat.toFixed(4)), lng: Number(lng.toFixed(4)) };
  });
}
