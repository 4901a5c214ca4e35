import { describe, expect, it } from 'vitest';
import { touchEntry, MAX_KEPT_ALIVE } from '../../../src/app/keep-alive';
import { routeByName } from '../../../src/nav/routes';
import type { ScreenEntry } from '../../../src/nav/screen-entry';

function entry(key: string, url = `/${key}`): ScreenEntry {
  const route = routeByName('home');
  if (!route) throw new Error('home route missing');
  return { key, route, params: {}, url };
}

describe('keep-alive LRU', () => {
  it('moves a revisited entry to the end and keeps its identity', () => {
    const a = entry('a');
    const list = touchEntry(touchEntry(touchEntry([], a), entry('b')), entry('a'));
    expect(list.map((e) => e.key)).toEqual(['b', 'a']);
    expect(list[1]).toBe(a);
  });

  it('drops the least recently used past the bound', () => {
    let list: ScreenEntry[] = [];
    for (let i = 0; i < MAX_KEPT_ALIVE + 2; i++) list = touchEntry(list, entry(`k${i}`));
    expect(list).toHaveLength(MAX_KEPT_ALIVE);
    expect(list[0]?.key).toBe('k2');
  });

  it('replaces an entry whose url changed (same params, new query)', () => {
    const list = touchEntry([entry('a', '/a')], entry('a', '/a?x=1'));
    expect(list[0]?.url).toBe('/a?x=1');
  });
});
