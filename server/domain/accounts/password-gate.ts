import { availableParallelism } from 'node:os';
import { Refusal } from '../common';

// A password check costs tens of milliseconds of a libuv thread and ~32 MB (password.ts). Unbounded, the 200
// failed logins one address may make in an hour all hash at once and every other login waits behind them for
// seconds. So password work is admitted through this gate: a few checks per address at a time, a few more in
// all, a short queue; past that the caller is told to come back rather than queued without end. One gate per
// app (server/app.ts), so per process: each API process has its own cores and threads to protect.

export interface GateRule {
  /** Checks one address may have running at once. */
  perAddressRunning: number;
  /** Checks one address may have waiting for a slot. */
  perAddressWaiting: number;
  /** Checks running at once in this process. */
  totalRunning: number;
  /** Checks waiting in this process; past it the process answers "busy". */
  totalWaiting: number;
  /** What a "busy" answer tells the client to wait, in seconds. */
  retryAfterS: number;
}

// libuv runs scrypt on its thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), which file reads
// share: one thread stays free for them, so media and static files are not starved by logins.
const POOL = Number(process.env.UV_THREADPOOL_SIZE) || 4;
const RUNNING = Math.max(1, Math.min(availableParallelism() * 2, POOL - 1));

export const PASSWORD_GATE: GateRule = {
  perAddressRunning: 2,
  perAddressWaiting: 4,
  totalRunning: RUNNING,
  totalWaiting: RUNNING * 8,
  retryAfterS: 2,
};

interface Waiter {
  ip: string;
  start: () => void;
}

export class PasswordGate {
  private running = 0;
  private readonly runningBy = new Map<string, number>();
  private readonly waitingBy = new Map<string, number>();
  private readonly queue: Waiter[] = [];

  constructor(readonly rule: GateRule) {}

  /**
   * Runs `work` when a slot is free for `ip`.
   * @throws Refusal account.busy (too many checks from this address at once) or account.server_busy (the
   *   process is saturated; carries the Retry-After seconds).
   */
  async run<T>(ip: string, work: () => Promise<T>): Promise<T> {
    if (!this.canStart(ip)) {
      const waiting = this.waitingBy.get(ip) ?? 0;
      if ((this.runningBy.get(ip) ?? 0) + waiting >= this.rule.perAddressRunning + this.rule.perAddressWaiting) {
        throw new Refusal('account.busy');
      }
      if (this.queue.length >= this.rule.totalWaiting) {
        throw new Refusal('account.server_busy', {}, { retryAfterS: this.rule.retryAfterS });
      }
      this.waitingBy.set(ip, waiting + 1);
      // next() takes the slot for the waiter before waking it, so a newcomer cannot slip in between.
      await new Promise<void>((start) => this.queue.push({ ip, start }));
      bump(this.waitingBy, ip, -1);
    } else this.take(ip);
    try {
      return await work();
    } finally {
      this.running--;
      bump(this.runningBy, ip, -1);
      this.next();
    }
  }

  private canStart(ip: string): boolean {
    return this.running < this.rule.totalRunning && (this.runningBy.get(ip) ?? 0) < this.rule.perAddressRunning;
  }

  private take(ip: string): void {
    this.running++;
    bump(this.runningBy, ip, 1);
  }

  /** Starts the oldest waiter whose address is under its own limit. */
  private next(): void {
    const i = this.queue.findIndex((w) => this.canStart(w.ip));
    if (i < 0) return;
    const [w] = this.queue.splice(i, 1);
    this.take(w!.ip);
    w!.start();
  }
}

function bump(counts: Map<string, number>, key: string, by: number): void {
  const n = (counts.get(key) ?? 0) + by;
  if (n > 0) counts.set(key, n);
  else counts.delete(key);
}
