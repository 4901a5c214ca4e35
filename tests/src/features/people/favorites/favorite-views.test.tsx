import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FavoriteItem } from '../../../../../protocol/people';
import { POST_STATUS } from '../../../../../protocol/status';
import { FavoriteButton } from '../../../../../src/features/people/favorites/FavoriteButton';
import { favorites } from '../../../../../src/features/people/favorites/favorite-store';
import { FavoriteRow } from '../../../../../src/features/people/favorites/FavoriteRow';
import { setLang } from '../../../../../src/state/locale';
import { clearSession, setSession } from '../../../../../src/state/user';

const post: FavoriteItem = {
  id: 31,
  kind: 'store',
  title: 'Corner Tea Room',
  cityCode: 1,
  typeCode: 1,
  modeCode: 1,
  cover: null,
  imageCount: 0,
  priceMin: 20,
  priceMax: 40,
  views: 10,
  favorites: 1234,
  ratingCount: 0,
  ratingAvg: null,
  vip: true,
  hasVideo: false,
  status: POST_STATUS.VERIFIED,
  createdAt: 1_800_000_000,
  bumpedUntil: null,
  favoritedAt: 1_800_000_100,
};

const labels = { kind: 'Store', vip: 'VIP', city: 'Beijing', price: '¥20–40', date: '24/11', favorites: '1.2K' };

describe('hearts and kept rows', () => {
  beforeAll(() => setLang('en'));

  it('a guest sees an empty heart with the count; a kept post a pressed one with the fresher count', () => {
    clearSession();
    favorites.kept[31] = true;
    const guest = renderToStaticMarkup(<FavoriteButton postId={31} count={1234} />);
    expect(guest).toContain('aria-pressed="false"');
    expect(guest).toContain('<span class="visually-hidden">Save</span>');
    expect(guest).not.toContain('aria-label');
    expect(guest).toContain('1.2K');

    setSession('tok-views');
    favorites.kept[31] = true;
    favorites.counts[31] = 1235;
    const kept = renderToStaticMarkup(<FavoriteButton postId={31} count={1234} look="page" />);
    expect(kept).toContain('aria-pressed="true"');
    expect(kept).toContain('>Saved<');
  });

  it('a kept row links to the post and offers its removal', () => {
    const html = renderToStaticMarkup(<FavoriteRow post={post} labels={labels} busy={false} onRemove={() => {}} />);
    // English links carry the /en prefix.
    expect(html).toMatch(/href="\/en(\/h)?\/details\/store\/31"/);
    expect(html).toContain('Corner Tea Room');
    expect(html).toContain('VIP');
    expect(html).toContain('Saved 24/11');
    expect(html).toContain('data-testid="favorite-remove"');
    expect(html).toContain('aria-label="Remove Corner Tea Room"');
    const busy = renderToStaticMarkup(<FavoriteRow post={post} labels={labels} busy onRemove={() => {}} />);
    expect(busy).toContain('aria-busy="true"');
  });
});
