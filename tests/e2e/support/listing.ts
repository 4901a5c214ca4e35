import { PAGE_SIZE } from '../../../protocol/constants';
import type { Page } from 'playwright-core';
import type { PostKind } from '../../../protocol/types';
import type { ApiCall } from './api-client';

export interface CardRef {
  kind: PostKind;
  id: number;
  href: string;
}

/**
 * The visible cards, read from their links (`/details/<kind>/<id>`, with or without /h). Kept-alive screens
 * stay mounted but hidden, so only visible cards count.
 */
export async function cardsOn(page: Page): Promise<CardRef[]> {
  const hrefs = await page
    .getByTestId('post-card')
    .filter({ visible: true })
    .evaluateAll((els) =>
      els.map(
        (el) =>
          (el instanceof HTMLAnchorElement ? el.getAttribute('href') : el.querySelector('a')?.getAttribute('href')) ??
          '',
      ),
    );
  return hrefs.map((href) => {
    const m = /\/details\/([a-z]+)\/(\d+)/.exec(href);
    if (!m) throw new Error(`post-card link is not a detail path: ${JSON.stringify(href)}`);
    return { kind: m[1] as PostKind, id: Number(m[2]), href };
  });
}

export async function cardIds(page: Page): Promise<number[]> {
  return (await cardsOn(page)).map((c) => c.id);
}

/** Home params from a path: `/h/110100/0/0/2` → {cityCode: 110100, …, page: 2}; missing segments read as 0 / page 1. */
export function homeParams(path: string): { cityCode: number; typeCode: number; modeCode: number; page: number } {
  const parts = path
    .replace(/^\/h(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map(Number);
  return { cityCode: parts[0] ?? 0, typeCode: parts[1] ?? 0, modeCode: parts[2] ?? 0, page: parts[3] || 1 };
}

/**
 * Filters chosen from the data the server really seeded: a city with posts, and the type with the most
 * posts (it must fill more than one page, or paging cannot be tested).
 */
export async function chooseFilters(api: ApiCall): Promise<{ cityCode: number; typeCode: number }> {
  const taxonomy = await api('/api/info/getInfoType', {});
  let best = { typeCode: 0, total: 0 };
  for (const t of taxonomy.types) {
    const { total } = await api('/api/info/getInfoList', { typeCode: t.code, page: 1 });
    if (total > best.total) best = { typeCode: t.code, total };
  }
  if (best.total <= PAGE_SIZE) throw new Error(`no type has more than ${PAGE_SIZE} posts: raise E2E_SEED_POSTS`);
  for (const c of taxonomy.cities) {
    const { total } = await api('/api/info/getInfoList', { cityCode: c.code, page: 1 });
    if (total > 0) return { cityCode: c.code, typeCode: best.typeCode };
  }
  throw new Error('no city has posts');
}

export async function apiIds(
  api: ApiCall,
  query: { cityCode?: number; typeCode?: number; page?: number },
): Promise<number[]> {
  return (await api('/api/info/getInfoList', query)).list.map((p) => p.id);
}
