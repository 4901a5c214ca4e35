// Invented posts: templates × names × districts, all decided by the seeded PRNG.
import type { PostKind } from '../../protocol/types';
import { POST_KINDS } from '../../protocol/types';
import { POST_STATUS } from '../../protocol/status';
import type { NewPost } from '../db/schema';
import type { Rng } from './rng';
import { CITIES, TYPE_CODES } from './taxonomy';
import type { TypeCode } from './taxonomy';
import { BRANDS, HOURS, ISSUERS, LANGUAGES, PEOPLE, ROADS, VOCAB } from './vocab';
import type { TypeVocab } from './vocab';

const DAY_S = 86_400;
const SPREAD_DAYS = 90;
const VIP_SHARE = 0.15;
const VERIFIED_SHARE = 0.9;
const NEGOTIABLE_SHARE = 0.15;
/** Non-public statuses sprinkled in so listing filters have something to filter. */
const OTHER_STATUSES = [POST_STATUS.PENDING, POST_STATUS.FAILED, POST_STATUS.TAKEN_DOWN];

/** A seeded publisher: only posts of their trade are theirs. */
export interface SeedAuthor {
  id: number;
  trade: TypeCode;
}

export interface SeedPost {
  row: NewPost;
  typeCode: TypeCode;
  imageCount: number;
}

type Fact = { label: string; labelEn: string; value: string };

interface Place {
  city: (typeof CITIES)[number];
  district: string;
  abroad: boolean;
}

/** Latin-script words get a space after a Chinese brand: 暖阳 Fix Lab, 暖阳咖啡馆. */
const join = (a: string, b: string) => (/^[A-Za-z]/.test(b) ? `${a} ${b}` : a + b);

const area = (p: Place) => (p.abroad || p.district.endsWith('区') ? p.district : `${p.district}区`);

function place(rng: Rng): Place {
  const abroadCities = CITIES.filter((c) => c.region !== undefined);
  const domestic = CITIES.filter((c) => c.region === undefined);
  const abroad = rng.chance(0.15);
  const city = rng.pick(abroad ? abroadCities : domestic);
  return { city, district: rng.pick(city.districts), abroad };
}

function address(rng: Rng, p: Place): string {
  const no = rng.int(1, 388);
  if (p.abroad) return `${no} ${p.district} ${rng.pick(['Road', 'Street', 'Avenue'])}, ${p.city.nameEn}`;
  return `${p.city.name}市${area(p)}${rng.pick(ROADS)}${no}号`;
}

function title(
  rng: Rng,
  kind: PostKind,
  service: string,
  brand: string,
  shop: string,
  agency: string,
  p: Place,
): string {
  switch (kind) {
    case 'personal':
      return `${service} · ${rng.pick(PEOPLE)}（${p.district}）`;
    case 'store':
      return `${join(brand, shop)}（${p.district}店）`;
    case 'certification':
      return `【持证】${service} · ${brand}工作室`;
    case 'broker':
      return `${join(brand, agency)} · ${service}`;
  }
}

function intro(kind: PostKind, brand: string, shop: string, agency: string, p: Place, years: number): string {
  switch (kind) {
    case 'personal':
      return `个人接单，从业 ${years} 年，${area(p)}附近可约。`;
    case 'store':
      return `${join(brand, shop)}位于${area(p)}，交通方便，欢迎到店。`;
    case 'certification':
      return '持有相关职业资格证书，证书信息见资料栏，可当面核验 (licence on request)。';
    case 'broker':
      return `${join(brand, agency)}在${p.city.name}经营 ${years} 年，只推荐核实过的资源。`;
  }
}

function facts(rng: Rng, kind: PostKind, brand: string, years: number, year: number): Fact[] {
  switch (kind) {
    case 'personal':
      return [
        { label: '从业经验', labelEn: 'Experience', value: `${years} 年` },
        { label: '语言', labelEn: 'Languages', value: rng.pick(LANGUAGES) },
      ];
    case 'store':
      return [
        { label: '开业年份', labelEn: 'Opened', value: String(year - years) },
        { label: '座位数', labelEn: 'Seats', value: String(rng.int(2, 16) * 4) },
      ];
    case 'certification':
      return [
        {
          label: '执照编号',
          labelEn: 'Licence No.',
          value: `GP-${year - rng.int(0, years)}-${String(rng.int(0, 999_999)).padStart(6, '0')}`,
        },
        { label: '发证机构', labelEn: 'Issuing body', value: rng.pick(ISSUERS) },
      ];
    case 'broker':
      return [
        { label: '所属机构', labelEn: 'Agency', value: `${brand}${rng.pick(['地产', '服务中心', '经纪有限公司'])}` },
        { label: '从业年限', labelEn: 'Years active', value: `${years} 年` },
      ];
  }
}

function prices(rng: Rng, v: TypeVocab, service: string): [number | null, number | null] {
  if (service.includes('买卖') || rng.chance(NEGOTIABLE_SHARE)) return [null, null];
  const [lo, hi] = v.price;
  const step = hi >= 1000 ? 100 : 5;
  const min = Math.round(rng.int(lo, Math.floor((lo + hi) / 2)) / step) * step || step;
  return [min, rng.chance(0.3) ? min : Math.round((min * (1.2 + rng.next() * 1.3)) / step) * step];
}

/**
 * Long-tailed view counts: most posts have a few hundred views, a few have many thousands. Favourites start
 * at 0: that counter is the number of favourites rows, and demo content has none. The third draw stays so
 * the rest of the seeded content keeps its values.
 */
function popularity(rng: Rng): { views: number; favorites: number } {
  const views = Math.floor(Math.exp(rng.next() * Math.log(30_000))) + rng.int(0, 20);
  rng.next();
  return { views, favorites: 0 };
}

function authorsByTrade(authors: readonly SeedAuthor[]): Map<TypeCode, number[]> {
  const byTrade = new Map<TypeCode, number[]>();
  for (const a of authors) byTrade.set(a.trade, [...(byTrade.get(a.trade) ?? []), a.id]);
  const missing = TYPE_CODES.filter((t) => !byTrade.has(t));
  if (missing.length > 0) throw new Error(`no seeded author for post type ${missing.join(', ')}`);
  return byTrade;
}

export function buildPosts(rng: Rng, count: number, authors: readonly SeedAuthor[], now: number): SeedPost[] {
  const byTrade = authorsByTrade(authors);
  const out: SeedPost[] = [];
  const year = new Date(now * 1000).getUTCFullYear();
  for (let i = 0; i < count; i++) {
    // Round-robin kinds so every kind is present whatever the count.
    const kind = POST_KINDS[i % POST_KINDS.length]!;
    const typeCode: TypeCode = kind === 'broker' && rng.chance(0.5) ? 4 : rng.pick(TYPE_CODES);
    const v = VOCAB[typeCode];
    const p = place(rng);
    const brand = rng.pick(BRANDS);
    const service = rng.pick(v.services);
    const shop = rng.pick(v.shops);
    const agency = rng.pick(v.agencies);
    const years = rng.int(2, 15);
    const lines = [intro(kind, brand, shop, agency, p, years), ...rng.sample(v.lines, rng.int(2, 3))];
    lines.push(
      rng.pick([
        '欢迎私信咨询，看到会尽快回复。',
        '价格以实际沟通为准，price negotiable。',
        '节假日正常营业，提前联系更稳妥。',
      ]),
    );
    const [priceMin, priceMax] = prices(rng, v, service);
    const createdAt = now - rng.int(0, SPREAD_DAYS * DAY_S);
    const status = rng.chance(VERIFIED_SHARE) ? POST_STATUS.VERIFIED : rng.pick(OTHER_STATUSES);
    out.push({
      typeCode,
      imageCount: rng.int(1, 6),
      row: {
        user_id: rng.pick(byTrade.get(typeCode) ?? []),
        kind,
        title: title(rng, kind, service, brand, shop, agency, p),
        description: lines.map((l) => l.replace('{s}', service)).join('\n'),
        city_code: p.city.code,
        type_code: typeCode,
        mode_code: rng.pick(v.modes),
        price_min: priceMin,
        price_max: priceMax,
        address: address(rng, p),
        hours: rng.pick(HOURS),
        contact: `138-0000-${String(rng.int(0, 9999)).padStart(4, '0')}`,
        tags: JSON.stringify(rng.sample(v.tags, rng.int(2, 4))),
        facts: JSON.stringify(facts(rng, kind, brand, years, year)),
        vip: rng.chance(VIP_SHARE) ? 1 : 0,
        status,
        ...popularity(rng),
        created_at: createdAt,
        updated_at: Math.min(now, createdAt + rng.int(0, 3 * DAY_S)),
      },
    });
  }
  return out;
}
