// Generated demo pictures: a pool rendered once per seed and shared across posts (rendering is the slow
// part of seeding), plus banner and grid pictures for the ads. Same seed → same bytes → same paths.
import sharp from 'sharp';
import { commitImage, prepareImage } from '../domain/upload';
import type { PreparedImage, StoredImage, StoreImageContext } from '../domain/upload';
import { artSvg } from './art';
import type { ArtSpec } from './art';
import { createRng } from './rng';
import type { Rng } from './rng';
import { TYPE_CODES } from './taxonomy';
import type { TypeCode } from './taxonomy';

const LANDSCAPE = { width: 800, height: 600 };
const PORTRAIT = { width: 600, height: 800 };
const BANNER = { width: 1200, height: 400 };
const TILE = { width: 480, height: 480 };
const PER_TYPE_LANDSCAPE = 5;
const PER_TYPE_PORTRAIT = 2;
const GENERIC = 4;
const JPEG_QUALITY = 82;
/** Film grain: hides gradient banding and gives the JPEGs a photo-like weight. */
const GRAIN_SIGMA = 10;
/** sharp runs each pipeline on libuv's pool; a few at once keeps both cores busy without piling up memory. */
const RENDER_CONCURRENCY = 4;

export interface PoolImage extends StoredImage {
  motif: TypeCode | 0;
}

export interface SeedImages {
  pool: PoolImage[];
  banners: StoredImage[];
  tiles: StoredImage[];
}

interface Job {
  spec: ArtSpec;
  seed: number;
}

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** Grey noise around mid-grey from the seeded PRNG (libvips' own noise is not reproducible). */
function grain(rng: Rng, width: number, height: number): Buffer {
  const buf = Buffer.alloc(width * height * 3);
  for (let i = 0; i < buf.length; i++) {
    // Sum of three uniforms: close enough to a bell curve for grain.
    const v = 128 + (rng.next() + rng.next() + rng.next() - 1.5) * 2 * GRAIN_SIGMA;
    buf[i] = v < 0 ? 0 : v > 255 ? 255 : v;
  }
  return buf;
}

async function render(job: Job, grainFor: (w: number, h: number) => Buffer): Promise<Buffer> {
  const { width, height } = job.spec;
  const layers = artSvg(createRng(job.seed), job.spec);
  // Render the blurred background small, then scale the pixels: sharp would otherwise re-render the SVG
  // at full size, and the blur is what costs.
  const small = await sharp(Buffer.from(layers.background)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return sharp(small.data, { raw: { width: small.info.width, height: small.info.height, channels: 3 } })
    .resize(width, height, { kernel: 'linear', fit: 'fill' })
    .composite([
      { input: Buffer.from(layers.overlay) },
      { input: grainFor(width, height), raw: { width, height, channels: 3 }, blend: 'overlay' },
    ])
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}

function jobs(): { pool: Job[]; banners: Job[]; tiles: Job[] } {
  let seed = 1000;
  const pool: Job[] = [];
  for (const motif of TYPE_CODES) {
    for (let i = 0; i < PER_TYPE_LANDSCAPE + PER_TYPE_PORTRAIT; i++) {
      pool.push({ seed: seed++, spec: { ...(i < PER_TYPE_LANDSCAPE ? LANDSCAPE : PORTRAIT), motif } });
    }
  }
  for (let i = 0; i < GENERIC; i++) pool.push({ seed: seed++, spec: { ...LANDSCAPE, motif: 0 } });
  const banners: Job[] = ([4, 1, 2] as const).map((motif) => ({ seed: seed++, spec: { ...BANNER, motif, icons: 3 } }));
  const tiles: Job[] = ([6, 7, 8, 3] as const).map((motif) => ({ seed: seed++, spec: { ...TILE, motif } }));
  return { pool, banners, tiles };
}

/** Renders and stores every seed picture. Rendering happens first, so a slow render holds no transaction. */
export async function renderSeedImages(): Promise<{
  pool: Buffer[];
  banners: Buffer[];
  tiles: Buffer[];
  motifs: (TypeCode | 0)[];
}> {
  const grainRng = createRng(77);
  const grains = new Map<string, Buffer>();
  const grainFor = (w: number, h: number) => {
    const key = `${w}x${h}`;
    let g = grains.get(key);
    if (!g) grains.set(key, (g = grain(grainRng, w, h)));
    return g;
  };
  const all = jobs();
  // Grain buffers are made in a fixed order before the parallel renders, so they never depend on timing.
  for (const j of [...all.pool, ...all.banners, ...all.tiles]) grainFor(j.spec.width, j.spec.height);
  const run = (list: Job[]) => mapLimit(list, RENDER_CONCURRENCY, (j) => render(j, grainFor));
  const [pool, banners, tiles] = [await run(all.pool), await run(all.banners), await run(all.tiles)];
  return { pool, banners, tiles, motifs: all.pool.map((j) => j.spec.motif) };
}

export type RenderedSeedImages = Awaited<ReturnType<typeof renderSeedImages>>;

export interface PreparedSeedImages {
  pool: PreparedImage[];
  banners: PreparedImage[];
  tiles: PreparedImage[];
  motifs: (TypeCode | 0)[];
}

/** Encrypts every picture and makes its width variants, in parallel and before any transaction opens. */
export async function prepareSeedImages(
  rendered: RenderedSeedImages,
  mediaKey: Uint8Array,
): Promise<PreparedSeedImages> {
  const run = (list: Buffer[]) => mapLimit(list, RENDER_CONCURRENCY, (plain) => prepareImage(plain, mediaKey));
  return {
    pool: await run(rendered.pool),
    banners: await run(rendered.banners),
    tiles: await run(rendered.tiles),
    motifs: rendered.motifs,
  };
}

export async function storeSeedImages(
  ctx: Omit<StoreImageContext, 'mediaKey'>,
  prepared: PreparedSeedImages,
): Promise<SeedImages> {
  const store = async (list: PreparedImage[]) => {
    const out: StoredImage[] = [];
    for (const img of list) out.push(await commitImage(ctx, img));
    return out;
  };
  const pool = (await store(prepared.pool)).map((img, i) => ({ ...img, motif: prepared.motifs[i] ?? 0 }));
  return { pool, banners: await store(prepared.banners), tiles: await store(prepared.tiles) };
}

/** 1–n pictures for a post: the cover matches its type, the rest mix its type with generic scenes. */
export function pickPostImages(rng: Rng, pool: readonly PoolImage[], typeCode: TypeCode, count: number): PoolImage[] {
  const own = pool.filter((p) => p.motif === typeCode);
  const cover = rng.pick(own);
  const rest = pool.filter((p) => p !== cover && (p.motif === typeCode || p.motif === 0));
  return [cover, ...rng.sample(rest, count - 1)];
}
