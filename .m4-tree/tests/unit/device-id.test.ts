import { describe, expect, it } from 'vitest';
import { DEVICE_ID_NEW_SUFFIX, DEVICE_ID_RANDOM_LENGTH, RANDOM_STRING_LENGTH } from '../../protocol/constants';
import { createDeviceId, deviceIds, isDeviceId } from '../../src/lib/device-id';
import { ALPHANUMERIC, randomString } from '../../src/lib/random-string';
import { decodeValue, encodeValue } from '../../src/lib/storage-codec';

function memoryStorage(): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (i: number) => [...data.keys()][i] ?? null,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('randomString', () => {
  it('defaults to the spec length and uses letters and digits only', () => {
    const s = randomString();
    expect(s).toHaveLength(RANDOM_STRING_LENGTH);
    expect(s).toMatch(/^[A-Za-z0-9]+$/);
  });

  it('skips biased bytes instead of folding them with modulo', () => {
    // 248 = 4 × 62 is the first biased byte; it must be skipped, 0 and 61 map to the alphabet ends.
    const bytes = [248, 255, 0, 61, 62];
    let served = false;
    const fill = (b: Uint8Array) => {
      if (!served) b.set(bytes.slice(0, b.length));
      served = true;
      return b;
    };
    expect(randomString(3, ALPHANUMERIC, fill)).toBe('A9A');
  });

  it('differs between calls', () => {
    expect(new Set(Array.from({ length: 50 }, () => randomString(12))).size).toBe(50);
  });
});

describe('device id (spec §3)', () => {
  it('is 19 random letters/digits followed by the timestamp', () => {
    const id = createDeviceId(1_764_000_000_123);
    expect(id).toHaveLength(DEVICE_ID_RANDOM_LENGTH + 13);
    expect(id.slice(0, DEVICE_ID_RANDOM_LENGTH)).toMatch(/^[A-Za-z0-9]{19}$/);
    expect(id.endsWith('1764000000123')).toBe(true);
    expect(isDeviceId(id)).toBe(true);
  });

  it('is kept in storage through the codec and reused', () => {
    const storage = memoryStorage();
    const a = deviceIds(storage);
    const stored = storage.data.get('deviceId');
    expect(stored).toBe(encodeValue(a.id));
    expect(decodeValue<string>(stored ?? null)).toBe(a.id);
    expect(deviceIds(storage)).toEqual(a);
  });

  it('derives the second id by appending the suffix', () => {
    const { id, newId } = deviceIds(memoryStorage());
    expect(newId).toBe(id + DEVICE_ID_NEW_SUFFIX);
    expect(DEVICE_ID_NEW_SUFFIX).toBe('123');
  });

  it('replaces a stored value that is not an id', () => {
    const storage = memoryStorage();
    storage.setItem('deviceId', encodeValue('hand-edited'));
    const { id } = deviceIds(storage);
    expect(isDeviceId(id)).toBe(true);
    expect(decodeValue<string>(storage.getItem('deviceId'))).toBe(id);
  });

  it('differs between devices', () => {
    expect(deviceIds(memoryStorage()).id).not.toBe(deviceIds(memoryStorage()).id);
  });
});
