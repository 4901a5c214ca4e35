// Spec §9: locally cached values are JSON, "encrypted" by shifting each UTF-16 code unit by 3.
// It only keeps casual eyes off local storage; real secrets never go there.
const SHIFT = 3;

export function shiftEncode(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) out += String.fromCharCode((text.charCodeAt(i) + SHIFT) & 0xffff);
  return out;
}

export function shiftDecode(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) out += String.fromCharCode((text.charCodeAt(i) - SHIFT + 0x10000) & 0xffff);
  return out;
}

export function encodeValue(value: unknown): string {
  return shiftEncode(JSON.stringify(value));
}

/** Returns undefined for a missing or unreadable value, so a corrupt entry falls back to defaults. */
export function decodeValue<T>(stored: string | null): T | undefined {
  if (stored == null) return undefined;
  try {
    return JSON.parse(shiftDecode(stored)) as T;
  } catch {
    return undefined;
  }
}

export function loadStored<T>(
  key: string,
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): T | undefined {
  try {
    return decodeValue<T>(storage?.getItem(key) ?? null);
  } catch {
    return undefined;
  }
}

export function saveStored(
  key: string,
  value: unknown,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(key, encodeValue(value));
  } catch {
    // Quota or privacy mode: persistence is best effort, the in-memory state stays right.
  }
}
