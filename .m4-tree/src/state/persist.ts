import { subscribe, snapshot } from 'valtio/vanilla';
import { loadStored, saveStored } from '../lib/storage-codec';

/** Restores the listed keys of a store from local storage, then writes them back on every change. */
export function persist<T extends object, K extends keyof T>(storageKey: string, store: T, keys: readonly K[]): void {
  const saved = loadStored<Partial<Pick<T, K>>>(storageKey);
  if (saved) for (const k of keys) if (k in saved) store[k] = saved[k] as T[K];
  subscribe(store, () => {
    const snap = snapshot(store) as T;
    const out: Partial<Pick<T, K>> = {};
    for (const k of keys) out[k] = snap[k];
    saveStored(storageKey, out);
  });
}
