import type { PostKind } from '../../protocol/types';
import type { Db } from '../db/database';
import { shareOf } from '../domain/listings';
import { headTags, listingHead } from './landing-meta';

export interface DetailPage {
  /** 200 for a public post, 410 for a removed one, 404 for one never on show or missing (domain/listings/share.ts). */
  status: 200 | 404 | 410;
  /** The page's own head tags (landing-meta.ts), or null to keep the generic ones. */
  head: string | null;
}

/** The HTTP answer and head of a listing's detail page, as a guest sees it. */
export async function detailPage(
  db: Db,
  req: { kind: PostKind; id: number; lang: 'zh' | 'en'; origin: string },
): Promise<DetailPage> {
  const found = await shareOf(db, req.id, req.kind);
  if (found.state === 'missing') return { status: 404, head: null };
  if (found.state === 'gone') return { status: 410, head: null };
  return { status: 200, head: headTags(listingHead(found.facts, req.lang, req.origin)) };
}
