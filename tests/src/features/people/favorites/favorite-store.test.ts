import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAVORITE_IDS_MAX } from '../../../../../protocol/people';
import type { FavoriteItem } from '../../../../../protocol/people';

const { list, toggle } = vi.hoisted(() => ({ list: vi.fn(), toggle: vi.fn() }));
vi.mock('../../../../../src/api/request', () => ({
  request: (path: string, payload: unknown) => (path === '/api/user/toggle_favorite' ? toggle : list)(payload),
}));

const { favorites, lookUpFavorites, setFavorite } =
  await import('../../../../../src/features/people/favorites/favorite-store');
const { clearSession, setSession } = await import('../../../../../src/state/user');

const item = (id: number, favorites: number) => ({ id, favorites }) as FavoriteItem;
const page = (rows: FavoriteItem[]) => ({ list: rows, page: 1, pageSize: FAVORITE_IDS_MAX, total: rows.length });
const flush = async () => {
  await vi.runAllTimersAsync();
};

let session = 0;
beforeEach(() => {
  vi.useFakeTimers();
  list.mockReset();
  toggle.mockReset();
  // A new token each test: the store forgets the previous person's hearts.
  setSession(`token-${++session}`);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the hearts store', () => {
  it('asks once, in one batch, which posts on screen are kept', async () => {
    list.mockResolvedValue(page([item(2, 7)]));
    lookUpFavorites([1, 2]);
    lookUpFavorites([2, 3]);
    await flush();
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledWith({ ids: [1, 2, 3], pageSize: FAVORITE_IDS_MAX });
    expect(favorites.kept).toEqual({ 1: false, 2: true, 3: false });
    expect(favorites.counts[2]).toBe(7);
    lookUpFavorites([1, 2, 3]);
    await flush();
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('splits a long screen into requests the server accepts', async () => {
    list.mockResolvedValue(page([]));
    lookUpFavorites(Array.from({ length: FAVORITE_IDS_MAX + 5 }, (_, i) => 100 + i));
    await flush();
    expect(list).toHaveBeenCalledTimes(2);
    expect(list.mock.calls[0]![0].ids).toHaveLength(FAVORITE_IDS_MAX);
    expect(list.mock.calls[1]![0].ids).toHaveLength(5);
  });

  it('asks again after a failed look-up, and nothing for a guest', async () => {
    list.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(page([item(5, 1)]));
    lookUpFavorites([5]);
    await flush();
    expect(favorites.kept[5]).toBeUndefined();
    lookUpFavorites([5]);
    await flush();
    expect(favorites.kept[5]).toBe(true);
    clearSession();
    lookUpFavorites([6]);
    await flush();
    expect(list).toHaveBeenCalledTimes(2);
    expect(favorites.kept).toEqual({});
  });

  it('shows a toggle at once, sends the wanted state, and takes the server’s count', async () => {
    toggle.mockResolvedValue({ id: 9, favorited: true, favorites: 12 });
    const done = setFavorite(9, true, 10);
    expect(favorites.kept[9]).toBe(true);
    expect(favorites.counts[9]).toBe(11);
    expect(favorites.busy[9]).toBe(true);
    await done;
    expect(toggle).toHaveBeenCalledWith({ id: 9, favorite: true });
    expect(favorites.counts[9]).toBe(12);
    expect(favorites.busy[9]).toBeUndefined();
  });

  it('undoes the change when the server refuses, and ignores a second tap meanwhile', async () => {
    let refuse: (e: Error) => void = () => undefined;
    toggle.mockImplementation(() => new Promise((_, reject) => (refuse = reject)));
    const first = setFavorite(4, true, 3);
    await setFavorite(4, false, 3);
    expect(toggle).toHaveBeenCalledTimes(1);
    refuse(new Error('refused'));
    await expect(first).rejects.toThrow('refused');
    expect(favorites.kept[4]).toBe(false);
    expect(favorites.counts[4]).toBe(3);
  });
});
