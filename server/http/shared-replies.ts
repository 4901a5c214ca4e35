import type { CardVersion } from '../db/card-version';

// Sealed replies of endpoints whose answer is the same for every caller and changes only with the post cards
// (EndpointDef.sharedByCards), kept per endpoint, language and parsed payload. The envelope's AES key and IV
// are fixed, so a kept reply is byte for byte what sealing the same answer again would give.

/** Characters of sealed replies kept at most (a 50-card page seals to about 30 000). */
const MAX_CHARS = 16 * 1024 * 1024;

interface Kept {
  version: string;
  atMs: number;
  body: string;
}

export class SharedReplies {
  private readonly kept = new Map<string, Kept>();
  private chars = 0;
  /** Replies being read and sealed, per key, with the version they were started under. */
  private readonly running = new Map<string, { version: string; body: Promise<string> }>();

  constructor(
    private readonly version: CardVersion,
    private readonly maxChars = MAX_CHARS,
  ) {}

  /** The version to read under: take it before running the handler, so a write during the run discards it. */
  current(): string {
    return this.version.current();
  }

  /**
   * The kept reply for `key`, else the one being read under the same version (concurrent misses after a write
   * read the database once, not once per connection), else `compute`'s, then kept. A reply past half its
   * maximum age is read again in the background while it still serves, so steady traffic never waits on
   * an expiry.
   */
  async through(key: string, compute: () => Promise<string>): Promise<string> {
    const version = this.current();
    const nowMs = Date.now();
    const kept = this.fresh(key, version, nowMs);
    const running = this.running.get(key);
    const joinable = running?.version === version ? running : undefined;
    if (kept) {
      if (!joinable && nowMs - kept.atMs > this.version.maxAgeMs / 2)
        void this.read(key, version, nowMs, compute).catch(() => undefined);
      return kept.body;
    }
    if (joinable) return joinable.body;
    return this.read(key, version, nowMs, compute);
  }

  /** Kept with the time its read began: the age bound is on the data, not on the sealing. */
  private async read(key: string, version: string, startedMs: number, compute: () => Promise<string>) {
    const entry = { version, body: compute() };
    this.running.set(key, entry);
    try {
      const body = await entry.body;
      this.set(key, version, startedMs, body);
      return body;
    } finally {
      if (this.running.get(key) === entry) this.running.delete(key);
    }
  }

  get(key: string, version: string, nowMs: number): string | null {
    return this.fresh(key, version, nowMs)?.body ?? null;
  }

  private fresh(key: string, version: string, nowMs: number): Kept | null {
    const k = this.kept.get(key);
    if (!k) return null;
    if (k.version !== version || nowMs - k.atMs > this.version.maxAgeMs) {
      this.drop(key, k);
      return null;
    }
    return k;
  }

  set(key: string, version: string, nowMs: number, body: string): void {
    const old = this.kept.get(key);
    if (old) this.drop(key, old);
    // Oldest first out: a crawler walking every page and filter cannot grow the memory past the cap.
    for (const [k, v] of this.kept) {
      if (this.chars + body.length <= this.maxChars) break;
      this.drop(k, v);
    }
    this.kept.set(key, { version, atMs: nowMs, body });
    this.chars += body.length;
  }

  private drop(key: string, k: Kept): void {
    this.kept.delete(key);
    this.chars -= k.body.length;
  }
}

/** Every input the reply depends on: the endpoint, the reply's language and the validated payload. */
export const sharedKey = (path: string, language: string, input: unknown) =>
  `${path}\n${language}\n${JSON.stringify(input)}`;
