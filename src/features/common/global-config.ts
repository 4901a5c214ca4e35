import { global, setAds, setConfig, setTaxonomy } from '../../state/global';
import { forgetResults, query } from './query';
import type { Ad, GlobalConfig, Taxonomy } from '../../../protocol/types';
import { request } from '../../api/request';

/** Where relative media paths live when the config has not said otherwise (the server's default). */
export const DEFAULT_IMG_BASE = '/media/';

// Fetched once per page life and kept (a failure is forgotten, so the next caller retries).
const KEEP = { keepMs: Infinity };
const CONFIG = 'home/config';
const TAXONOMY = 'info/getInfoType';
const ADS = 'home/getAds';

/** Spec §7: the config call sends `code` and `c` from the page's query string. */
function channelQuery(): { code?: string; c?: string } {
  const params = new URLSearchParams(globalThis.location?.search ?? '');
  const out: { code?: string; c?: string } = {};
  const code = params.get('code');
  const c = params.get('c');
  if (code) out.code = code;
  if (c) out.c = c;
  return out;
}

/**
 * The global config, fetched once and cached, and copied into global state.
 * @throws the request layer's rejection (spec §8); the next call retries.
 */
export function loadGlobalConfig(): Promise<GlobalConfig> {
  return query(
    CONFIG,
    async () => {
      const cfg = await request('/api/home/config', channelQuery());
      setConfig(cfg);
      return cfg;
    },
    KEEP,
  );
}

/**
 * Forgets the cached config, taxonomy and ads so the next load fetches again (spec §4: the cached config can be
 * reset; nothing on screen needs it yet).
 * @public
 */
export function resetGlobalConfig(): void {
  forgetResults(CONFIG, TAXONOMY, ADS);
}

/**
 * Cities, types and modes, fetched once and cached, and copied into global state.
 * @throws the request layer's rejection; the next call retries.
 */
export function loadTaxonomy(): Promise<Taxonomy> {
  return query(
    TAXONOMY,
    async () => {
      const t = await request('/api/info/getInfoType', {});
      setTaxonomy(t);
      return t;
    },
    KEEP,
  );
}

/**
 * Ads by slot key, fetched once and cached, and copied into global state.
 * @throws the request layer's rejection; the next call retries.
 */
export function loadAds(): Promise<Record<string, Ad[]>> {
  return query(
    ADS,
    async () => {
      const ads = await request('/api/home/getAds', {});
      setAds(ads);
      return ads;
    },
    KEEP,
  );
}

/** Absolute URLs, root paths, data: and blob: URLs pass through; relative media paths get `img_base`. */
export function mediaUrl(path: string, imgBase: string = global.config?.img_base || DEFAULT_IMG_BASE): string {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(path)) return path;
  return imgBase.endsWith('/') ? imgBase + path : `${imgBase}/${path}`;
}
