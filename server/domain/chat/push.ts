import type { PushEvent } from '../../../protocol/chat';
import type { Db } from '../../db/database';
import type { ChatFanout } from '../../lib/chat-fanout';
import type { Logger } from '../../lib/logger';
import { messagesAfter, newestId } from './rows';
import { markState } from './states';

// One push connection's stream, without HTTP: subscribe first, then replay from the cursor out of the
// database, then pass live events on. Events that arrive during a replay wait in a buffer; a message whose id
// is not above the last one sent is dropped, so a replay overlapping live delivery sends nothing twice.
// Message ids touching one person only grow in commit order (messages.ts locks both people), so
// "above the last id sent" is exactly "not sent yet".

const REPLAY_PAGE = 200;

export interface PushSessionOptions {
  db: Db;
  fanout: ChatFanout;
  userId: number;
  /** The last message id the client has (Last-Event-ID); null for a fresh stream, which starts at now. */
  cursor: number | null;
  /** Writes one event; `id` is the message id for message events (the stream's Last-Event-ID). */
  emit: (event: PushEvent, id: number | null) => void;
  /** Resolves once what was emitted so far has been handed to the connection (replay paces itself by it). */
  drained?: () => Promise<void>;
  log: Logger;
  nowS: () => number;
  /**
   * Whether the stream's session still holds, asked before each live event goes out: a session ended by a
   * logout, a password change or a ban must not receive one more message, nor mark it delivered.
   */
  sessionHolds?: () => Promise<boolean>;
  /** Called once when `sessionHolds` said no; the stream should end. */
  sessionEnded?: () => void;
}

export class PushSession {
  private lastId = 0;
  private buffer: PushEvent[] | null = [];
  private closed = false;
  private deliveredUpTo = 0;
  private delivering = false;
  /** Live events wait here for their session check, in the order they came. */
  private live: Promise<void> = Promise.resolve();
  private readonly unsubscribe: () => void;
  private readonly offGap: () => void;

  constructor(private readonly o: PushSessionOptions) {
    this.unsubscribe = o.fanout.subscribe(o.userId, (e) => this.onEvent(e));
    this.offGap = o.fanout.onGap(() => void this.catchUp());
  }

  /** Replays what the client missed, then says hello with the cursor it is at. */
  async start(): Promise<void> {
    this.lastId = this.o.cursor ?? (await newestId(this.o.db, this.o.userId));
    await this.catchUp();
    if (!this.closed) this.o.emit({ type: 'hello', cursor: this.lastId }, null);
  }

  close(): void {
    this.closed = true;
    this.unsubscribe();
    this.offGap();
  }

  private onEvent(event: PushEvent): void {
    if (this.closed) return;
    if (this.buffer) this.buffer.push(event);
    else this.live = this.live.then(() => this.forwardChecked(event));
  }

  private async forwardChecked(event: PushEvent): Promise<void> {
    const holds = this.o.sessionHolds ? await this.o.sessionHolds().catch(() => false) : true;
    if (this.closed) return;
    if (holds) return this.forward(event);
    this.close();
    this.o.sessionEnded?.();
  }

  private async catchUp(): Promise<void> {
    this.buffer ??= [];
    try {
      for (;;) {
        const page = await messagesAfter(this.o.db, this.o.userId, this.lastId, REPLAY_PAGE);
        for (const message of page) this.forward({ type: 'message', message });
        if (page.length < REPLAY_PAGE || this.closed) break;
        await this.o.drained?.();
      }
    } finally {
      const waiting = this.buffer ?? [];
      this.buffer = null;
      for (const e of waiting) this.forward(e);
    }
  }

  private forward(event: PushEvent): void {
    if (this.closed) return;
    if (event.type !== 'message') {
      this.o.emit(event, null);
      return;
    }
    const m = event.message;
    if (m.id <= this.lastId) return;
    this.lastId = m.id;
    this.o.emit(event, m.id);
    if (m.to === this.o.userId && m.state === 'sent') this.noteDelivered(m.id);
  }

  /** Marks what reached this screen delivered, a batch at a time (one write however many arrive at once). */
  private noteDelivered(id: number): void {
    this.deliveredUpTo = Math.max(this.deliveredUpTo, id);
    if (this.delivering) return;
    this.delivering = true;
    setImmediate(() => {
      const upTo = this.deliveredUpTo;
      markState(this.o.db, this.o.fanout, this.o.userId, null, upTo, 'delivered', this.o.nowS())
        .catch((err: unknown) => this.o.log.warn({ err }, 'chat: marking delivered failed'))
        .finally(() => {
          this.delivering = false;
          if (this.deliveredUpTo > upTo && !this.closed) this.noteDelivered(this.deliveredUpTo);
        });
    });
  }
}
