import { describe, expect, it } from 'vitest';
import { DEVICE_ID_NEW_SUFFIX, DEVICE_ID_RANDOM_LENGTH } from '../../../protocol/constants';
import { createDeviceId, deviceIds, isDeviceId } from '../../../src/lib/device-id';
import { decodeValue, encodeValue } from '../../../src/lib/storage-codec';
import { memoryStorage } from '../support/memory-storage';

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
