import { describe, expect, it } from 'vitest';
import { nearbyPath, parseNearbyQuery } from '../../../../../src/features/public-pages/nearby/nearby-query';

describe('nearby page URL', () => {
  it('reads a city, a point and a page; a point wins over a city', () => {
    expect(parseNearbyQuery('?city=310100')).toEqual({ area: { cityCode: 310100 }, page: 1 });
    expect(parseNearbyQuery('?lat=31.23&lng=-121.5&page=3')).toEqual({ area: { lat: 31.23, lng: -121.5 }, page: 3 });
    expect(parseNearbyQuery('?city=310100&lat=31.23&lng=121.5')).toEqual({ area: { lat: 31.23, lng: 121.5 }, page: 1 });
  });

  it('drops what is not a real area or page', () => {
    expect(parseNearbyQuery('')).toEqual({ area: null, page: 1 });
    expect(parseNearbyQuery('?city=abc&page=0')).toEqual({ area: null, page: 1 });
    expect(parseNearbyQuery('?city=0')).toEqual({ area: null, page: 1 });
    // Out of range, half a point, or not a number: no point.
    expect(parseNearbyQuery('?lat=91&lng=10').area).toBeNull();
    expect(parseNearbyQuery('?lat=10&lng=181').area).toBeNull();
    expect(parseNearbyQuery('?lat=10').area).toBeNull();
    expect(parseNearbyQuery('?lat=1e3&lng=2').area).toBeNull();
  });

  it('writes the area back, the point rounded to what the server keeps', () => {
    expect(nearbyPath(null)).toBe('/user/peripheral-details');
    expect(nearbyPath({ cityCode: 110100 }, 2)).toBe('/user/peripheral-details?city=110100&page=2');
    expect(nearbyPath({ lat: 39.912345, lng: 116.398765 })).toBe('/user/peripheral-details?lat=39.912&lng=116.399');
    const round = parseNearbyQuery(nearbyPath({ lat: -33.8688, lng: 151.2093 }, 4).split('?')[1]!);
    expect(round).toEqual({ area: { lat: -33.869, lng: 151.209 }, page: 4 });
  });
});
