// A plain link to a map search of an address (no map script runs on our pages): AMap for mainland cities,
// whose addresses it knows best, OpenStreetMap elsewhere.

export function mapSearchUrl(address: string, city: string, abroad: boolean): string {
  const query = address.includes(city) ? address : `${city} ${address}`.trim();
  return abroad
    ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`
    : `https://uri.amap.com/search?keyword=${encodeURIComponent(query)}`;
}
