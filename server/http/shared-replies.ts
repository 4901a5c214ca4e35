import type { CardVersion } from '../db/card-version';

// Sealed replies of endpoints whose answer is the same for every caller and changes only with the post cards
// (EndpointDef.sharedByCards), kept per endpoint, language and parsed payload. The envelope's AES key and IV
// are fixed, so a kept reply is byte for byte what sealing the same answer again would give.

const MAX_ENTRIES = 2000;

interface Kept {
  version: string;
  atMs: number;
  body: string;
}

export class SharedReplies {
  private readonly kept = new Map<string, Kept>();

  constructor(private readonly version: CardVersion) {}

  /** The version to read under: take it before running the handler, so a write during the run discards it. */
  current(): string {
    return this.version.current();
  }

  get(key: string, version: string, nowMs: number): string | null {
    const k = this.kept.get(key);
    if (!k) return null;
    if (k.version !== version || nowMs - k.atMs > this.version.maxAgeMs) {
      this.kept.delete(key);
      return null;
    }
    return k.body;
  }

  set(key: string, version: string, nowMs: number, body: string): void {
    // Oldest first out: a crawler walking every page cannot grow the map past its cap.
    if (!this.kept.has(key) && this.kept.size >= MAX_ENTRIES) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, { version, atMs: nowMs, body });
  }
}

/** Every input the reply depends on: the endpoint, the reply's language and the validated payload. */
export const sharedKey = (path: string, language: string, input: unknown) =>
  `${path}\n${language}\n${JSON.stringify(input)}`;
