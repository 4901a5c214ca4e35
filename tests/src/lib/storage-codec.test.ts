import { describe, expect, it } from 'vitest';
import {
  decodeValue,
  encodeValue,
  loadStored,
  saveStored,
  shiftDecode,
  shiftEncode,
} from '../../../src/lib/storage-codec';

describe('storage codec (spec §9: JSON, each character shifted by 3)', () => {
  it('shifts every code unit by 3', () => {
    expect(shiftEncode('abc')).toBe('def');
    expect(shiftEncode('{"a":1}')).toBe('~%d%=4\u0080');
    expect(shiftDecode('def')).toBe('abc');
  });

  it('round-trips JSON values including CJK and astral characters', () => {
    const value = { key: '咖啡店', list: ['a', 1, null, true], emoji: '🍵', nested: { x: [1.5] } };
    const stored = encodeValue(value);
    expect(stored).not.toContain('咖啡店');
    expect(decodeValue(stored)).toEqual(value);
  });

  it('wraps at the top of the UTF-16 range', () => {
    expect(shiftDecode(shiftEncode('\uffff\ufffe'))).toBe('\uffff\ufffe');
  });

  it('reads missing or corrupt values as undefined', () => {
    expect(decodeValue(null)).toBeUndefined();
    expect(decodeValue('not shifted json')).toBeUndefined();
  });

  it('saves and loads through a storage, surviving a throwing one', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
    };
    saveStored('user', { isLogin: true }, storage);
    expect(map.get('user')).toBe(shiftEncode('{"isLogin":true}'));
    expect(loadStored('user', storage)).toEqual({ isLogin: true });
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(() => saveStored('x', 1, broken)).not.toThrow();
    expect(loadStored('x', broken)).toBeUndefined();
  });
});
