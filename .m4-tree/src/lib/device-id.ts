import { DEVICE_ID_NEW_SUFFIX, DEVICE_ID_RANDOM_LENGTH } from '../../protocol/constants';
import { loadStored, saveStored } from './storage-codec';
import { randomString } from './random-string';
import type { RandomFill } from './random-string';

const STORAGE_KEY = 'deviceId';
const ID_PATTERN = new RegExp(`^[A-Za-z0-9]{${DEVICE_ID_RANDOM_LENGTH}}\\d{10,}$`);

export interface DeviceIds {
  /** Sent as oauth_id. */
  id: string;
  /** Sent as oauth_new_id: the first id with the spec's suffix appended. */
  newId: string;
}

type IdStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Spec §3: 19 random letters or digits followed by a millisecond timestamp. */
export function createDeviceId(now: number = Date.now(), fill?: RandomFill): string {
  return randomString(DEVICE_ID_RANDOM_LENGTH, undefined, fill) + String(Math.trunc(now));
}

export function isDeviceId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

let memo: DeviceIds | undefined;

/**
 * The device's ids, generated once and kept in local storage through the spec's codec. A stored value that
 * does not look like an id (edited by hand, older format) is replaced rather than sent.
 */
export function deviceIds(storage: IdStorage | undefined = globalThis.localStorage): DeviceIds {
  if (memo && storage === globalThis.localStorage) return memo;
  let id = loadStored<string>(STORAGE_KEY, storage);
  if (!isDeviceId(id)) {
    id = createDeviceId();
    saveStored(STORAGE_KEY, id, storage);
  }
  const ids = { id, newId: id + DEVICE_ID_NEW_SUFFIX };
  if (storage === globalThis.localStorage) memo = ids;
  return ids;
}
