import { sql } from 'kysely';
import type { QueryExecutorProvider } from 'kysely';
import pg from 'pg';
import type { PushEvent } from '../../protocol/chat';
import type { Logger } from './logger';
import { fanoutLag } from './metrics';

// Carries chat events to every process that holds a push connection of the people concerned (DESIGN §4).
// PostgreSQL: NOTIFY inside the transaction that makes the event true, so it goes out on commit and in commit
// order, to every process LISTENing (this one too). SQLite (one process): an in-process emitter after commit.

export interface FanoutNote {
  /** The users whose push connections receive the event. */
  users: number[];
  event: PushEvent;
  /** PostgreSQL: when the note was sent (ms since the epoch), for the fan-out lag metric. */
  sentMs?: number;
}

export type FanoutListener = (event: PushEvent) => void;

export interface ChatFanout {
  /** Inside the transaction that makes the event true. */
  stage(trx: QueryExecutorProvider, note: FanoutNote): Promise<void>;
  /** After that transaction committed. */
  flush(note: FanoutNote): void;
  /** @returns the unsubscribe function. */
  subscribe(userId: number, listener: FanoutListener): () => void;
  /** Called when events may have been missed (a lost LISTEN connection): every subscriber replays from its cursor. */
  onGap(listener: () => void): () => void;
  /** Whether events from other processes reach this one now (false while the LISTEN connection is down). */
  alive(): boolean;
  close(): Promise<void>;
}

class Subscribers {
  private readonly byUser = new Map<number, Set<FanoutListener>>();
  private readonly gapListeners = new Set<() => void>();

  add(userId: number, listener: FanoutListener): () => void {
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.byUser.get(userId) === set) this.byUser.delete(userId);
    };
  }

  deliver(note: FanoutNote): void {
    for (const u of new Set(note.users)) {
      for (const listener of this.byUser.get(u) ?? []) listener(note.event);
    }
  }

  addGap(listener: () => void): () => void {
    this.gapListeners.add(listener);
    return () => void this.gapListeners.delete(listener);
  }

  gap(): void {
    for (const listener of this.gapListeners) listener();
  }
}

export function memoryFanout(): ChatFanout {
  const subs = new Subscribers();
  return {
    stage: async () => undefined,
    flush: (note) => subs.deliver(note),
    subscribe: (userId, listener) => subs.add(userId, listener),
    onGap: (listener) => subs.addGap(listener),
    alive: () => true,
    close: async () => undefined,
  };
}

const RECONNECT_MS = 1000;

/** A channel per schema, so databases shared by several schemas (tests) keep their events apart. */
export function channelName(pgSchema: string | null): string {
  return `goldpost_chat_${(pgSchema ?? 'public').replace(/\W/g, '_')}`.slice(0, 63);
}

/** LISTENs on one dedicated connection (a pooled one would be handed to queries), reconnecting when it drops. */
export async function postgresFanout(
  connectionString: string,
  pgSchema: string | null,
  log: Logger,
): Promise<ChatFanout> {
  const subs = new Subscribers();
  const channel = channelName(pgSchema);
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString });
    c.on('notification', (n) => {
      if (n.channel !== channel || !n.payload) return;
      try {
        const note = JSON.parse(n.payload) as FanoutNote;
        if (typeof note.sentMs === 'number') fanoutLag.observe(Math.max(0, Date.now() - note.sentMs) / 1000);
        subs.deliver(note);
      } catch (err) {
        log.warn({ err }, 'chat fanout: unreadable notification');
      }
    });
    c.on('error', (err) => {
      log.warn({ err }, 'chat fanout: LISTEN connection lost');
      if (client === c) client = null;
      void c.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void reconnect(), RECONNECT_MS);
    });
    await c.connect();
    await c.query(`LISTEN "${channel}"`);
    client = c;
  };
  const reconnect = async (): Promise<void> => {
    try {
      await connect();
      // Whatever was NOTIFYed while no one listened is in the database: subscribers replay from their cursors.
      subs.gap();
    } catch (err) {
      log.warn({ err }, 'chat fanout: LISTEN reconnect failed');
      if (!closed) retry = setTimeout(() => void reconnect(), RECONNECT_MS);
    }
  };
  await connect();

  return {
    async stage(trx, note) {
      await sql`select pg_notify(${channel}, ${JSON.stringify({ ...note, sentMs: Date.now() })})`.execute(trx);
    },
    flush: () => undefined,
    subscribe: (userId, listener) => subs.add(userId, listener),
    onGap: (listener) => subs.addGap(listener),
    alive: () => client !== null,
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
