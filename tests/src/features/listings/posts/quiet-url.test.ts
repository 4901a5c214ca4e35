import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replaceUrlQuietly, showsHomeList } from '../../../../../src/features/listings/posts/quiet-url';
import { global } from '../../../../../src/state/global';

const HOME = { cityCode: 110100, typeCode: 0, modeCode: 0, page: 1 };

describe('the home list keeps its page in the address bar', () => {
  it('knows its own list at any page, in either layout, and nothing else', () => {
    expect(showsHomeList('/h/110100', HOME)).toBe(true);
    expect(showsHomeList('/h/110100/0/0/3', HOME)).toBe(true);
    expect(showsHomeList('/110100/0/0/7', HOME)).toBe(true);
    expect(showsHomeList('/h', HOME)).toBe(false);
    expect(showsHomeList('/h/310100/0/0/3', HOME)).toBe(false);
    expect(showsHomeList('/h/details/store/12', HOME)).toBe(false);
    expect(showsHomeList('/h/search', { ...HOME, cityCode: 0 })).toBe(false);
    expect(showsHomeList('/h', { ...HOME, cityCode: 0 })).toBe(true);
  });

  describe('replaceUrlQuietly', () => {
    const replaced: string[] = [];
    let path = '';
    beforeEach(() => {
      replaced.length = 0;
      global.isDesktop = false;
      vi.stubGlobal('location', {
        get pathname() {
          return path;
        },
        search: '',
        hash: '',
      });
      vi.stubGlobal('history', { state: null });
      vi.stubGlobal('History', {
        prototype: {
          replaceState(_state: unknown, _title: string, url: string) {
            replaced.push(url);
            path = url;
          },
        },
      });
    });
    afterEach(() => vi.unstubAllGlobals());

    it('writes the page in view while the bar shows the list', () => {
      path = '/h/110100';
      replaceUrlQuietly('/110100/0/0/3', (current) => showsHomeList(current, HOME));
      expect(replaced).toEqual(['/h/110100/0/0/3']);
    });

    it('leaves the address alone once the reader has gone to another screen', () => {
      // The router's navigation is in the bar before the list, still on screen, reports its page.
      path = '/h/details/store/12';
      replaceUrlQuietly('/110100/0/0/3', (current) => showsHomeList(current, HOME));
      expect(replaced).toEqual([]);
      expect(path).toBe('/h/details/store/12');
    });
  });
});
