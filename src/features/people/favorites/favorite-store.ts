import { proxy, subscribe, useSnapshot } from 'valtio';
import { FAVORITE_IDS_MAX } from '../../../../protocol/people';
import { user } from '../../../state/user';
import { request } from '../../../api/request';

// What this person keeps, as far as the screens have asked: `kept` per post id (looked up in batches for the
// cards on screen), and `counts` where a reply told a fresher count than the card that was loaded. A heart
// reads both, so the same post shows the same state on every card and page at once.

export interface FavoritesState {
  kept: Record<number, boolean>;
  counts: Record<number, number>;
  /** Posts with a toggle on its way (a second tap waits for it). */
  busy: Record<number, boolean>;
}

export const favorites = proxy<FavoritesState>({ kept: {}, counts: {}, busy: {} });

/** Lookups wait this long for the other cards of the same render, then go as one request. */
const BATCH_MS = 40;
const queued = new Set<number>();
const asked = new Set<number>();
let timer: ReturnType<typeof setTimeout> | null = null;

function forget(): void {
  favorites.kept = {};
  favorites.counts = {};
  queued.clear();
  asked.clear();
}

// Another person (or a guest) keeps nothing of the last one's: checked on every change of the user store,
// and again before a look-up, which may run first.
let token = user.token;
function sameSession(): void {
  if (user.token === token) return;
  token = user.token;
  forget();
}
subscribe(user, sameSession, true);

async function flush(): Promise<void> {
  timer = null;
  const ids = [...queued];
  queued.clear();
  for (let i = 0; i < ids.length; i += FAVORITE_IDS_MAX) {
    const chunk = ids.slice(i, i + FAVORITE_IDS_MAX);
    try {
      const page = await request('/api/user/getFavoriteList', { ids: chunk, pageSize: FAVORITE_IDS_MAX });
      const found = new Set(page.list.map((p) => p.id));
      for (const p of page.list) favorites.counts[p.id] = p.favorites;
      for (const id of chunk) if (!(id in favorites.kept)) favorites.kept[id] = found.has(id);
    } catch {
      // A failed lookup leaves the hearts empty; a later screen asks again.
      for (const id of chunk) asked.delete(id);
    }
  }
}

/** Asks (once, batched) whether the logged-in person keeps these posts. */
export function lookUpFavorites(ids: readonly number[]): void {
  sameSession();
  if (!user.isLogin) return;
  for (const id of ids) {
    if (asked.has(id)) continue;
    asked.add(id);
    queued.add(id);
  }
  if (queued.size > 0 && timer === null) timer = setTimeout(() => void flush(), BATCH_MS);
}

/** Records what a list or reply said about a post. */
export function noteFavorite(id: number, kept: boolean, count?: number): void {
  asked.add(id);
  favorites.kept[id] = kept;
  if (count !== undefined) favorites.counts[id] = count;
}

/**
 * Keeps or drops a post, showing the result at once and undoing it if the server refuses. The request names
 * the wanted state, so a retried request cannot flip it back.
 * @throws what the request throws, after undoing the optimistic change.
 */
export async function setFavorite(id: number, want: boolean, shownCount: number): Promise<void> {
  if (favorites.busy[id]) return;
  const before = { kept: favorites.kept[id] ?? false, count: favorites.counts[id] ?? shownCount };
  favorites.busy[id] = true;
  favorites.kept[id] = want;
  favorites.counts[id] = Math.max(0, before.count + (want === before.kept ? 0 : want ? 1 : -1));
  try {
    const r = await request('/api/user/toggle_favorite', { id, favorite: want });
    noteFavorite(id, r.favorited, r.favorites);
  } catch (err) {
    favorites.kept[id] = before.kept;
    favorites.counts[id] = before.count;
    throw err;
  } finally {
    delete favorites.busy[id];
  }
}

/** One post's heart: kept or not, and the count to show (the fresher of the store's and the card's). */
export function useFavorite(id: number, cardCount: number) {
  const snap = useSnapshot(favorites);
  const { isLogin } = useSnapshot(user);
  return {
    kept: isLogin && (snap.kept[id] ?? false),
    count: snap.counts[id] ?? cardCount,
    busy: snap.busy[id] ?? false,
    isLogin,
  };
}
