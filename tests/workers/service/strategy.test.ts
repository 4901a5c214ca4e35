import { describe, expect, it } from 'vitest';
import { handlingOf, shellCacheName, staleShellCaches } from '../../../workers/service/strategy';

const ORIGIN = 'https://goldpost.example';
const get = (path: string, mode = 'cors') => ({ method: 'GET', mode, url: ORIGIN + path });

describe('service worker strategy', () => {
  it('answers page loads with the network first and the cached shell offline', () => {
    for (const path of ['/', '/h', '/en/h/details/store/3', '/h/search/0/0/tea?sort=price', '/index.html'])
      expect(handlingOf(get(path, 'navigate'), ORIGIN), path).toBe('navigate');
  });

  it('serves hashed assets and the install files from its cache', () => {
    for (const path of [
      '/assets/index-AbC123.js',
      '/assets/HomeScreen-x.css',
      '/manifest.webmanifest',
      '/icons/icon-192.png',
    ])
      expect(handlingOf(get(path), ORIGIN), path).toBe('static');
  });

  it('leaves the API, media, uploads, build checks and other origins to the browser', () => {
    expect(handlingOf({ method: 'POST', mode: 'cors', url: `${ORIGIN}/api.php/api/info/getInfoList` }, ORIGIN)).toBe(
      'pass',
    );
    expect(handlingOf({ method: 'PUT', mode: 'cors', url: `${ORIGIN}/assets/x.js` }, ORIGIN)).toBe('pass');
    for (const path of [
      '/media/img/ab/c.bin',
      '/builds/latest.json',
      '/__runtime-config',
      '/sw.js',
      '/assets/a.js?t=1',
    ])
      expect(handlingOf(get(path), ORIGIN), path).toBe('pass');
    expect(handlingOf({ method: 'GET', mode: 'cors', url: 'https://cdn.example/assets/a.js' }, ORIGIN)).toBe('pass');
    // A media file opened as a page is not the app.
    expect(handlingOf(get('/media/img/ab/c.bin', 'navigate'), ORIGIN)).toBe('pass');
  });

  it("cleans only other builds' shell caches, never the media cache", () => {
    const names = [shellCacheName('aaaa'), shellCacheName('bbbb'), 'goldpost-media-v1', 'other'];
    expect(staleShellCaches(names, 'bbbb')).toEqual([shellCacheName('aaaa')]);
  });
});
