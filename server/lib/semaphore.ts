// A counting semaphore for work that must not run too many at once in one process (image decodes).

export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly slots: number) {}

  /** Work waiting for a slot (a caller may refuse more rather than let the queue grow). */
  get queued(): number {
    return this.waiting.length;
  }

  /** Runs `work` once a slot is free, and frees it when `work` settles. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.slots) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next waiter, so a newcomer cannot overtake it.
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}
