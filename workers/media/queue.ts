/** A unit of queued work; `run` starts it and settles when its slot can be reused. */
interface Job {
  id: number;
  priority: number;
  seq: number;
  run: () => Promise<unknown>;
  cancel: (reason: unknown) => void;
}

/**
 * Runs at most `limit` jobs at once; waiting jobs start lowest priority first, then first come first
 * served. A job's priority may be raised while it waits (an image scrolled into view overtakes the ones
 * merely near it).
 */
export function createPriorityQueue(limit: number) {
  const waiting: Job[] = [];
  let running = 0;
  let seq = 0;

  function pump(): void {
    while (running < limit && waiting.length > 0) {
      let best = 0;
      for (let i = 1; i < waiting.length; i++) {
        const a = waiting[i]!;
        const b = waiting[best]!;
        if (a.priority < b.priority || (a.priority === b.priority && a.seq < b.seq)) best = i;
      }
      const job = waiting.splice(best, 1)[0]!;
      running++;
      void job
        .run()
        .catch(() => {})
        .finally(() => {
          running--;
          pump();
        });
    }
  }

  return {
    /**
     * Queues `task`; resolves or rejects with it once it has run.
     * @throws the reason given to {@link cancel} when the job is dropped while waiting.
     */
    add<T>(id: number, priority: number, task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push({
          id,
          priority,
          seq: seq++,
          run: () => {
            const p = task();
            p.then(resolve, reject);
            return p;
          },
          cancel: reject,
        });
        pump();
      });
    },

    /** Changes a waiting job's priority; running or unknown jobs are left alone. */
    prioritize(id: number, priority: number): void {
      const job = waiting.find((j) => j.id === id);
      if (job) job.priority = priority;
    },

    /** Drops a waiting job, rejecting it with `reason`; returns false when it is not waiting. */
    cancel(id: number, reason: unknown): boolean {
      const i = waiting.findIndex((j) => j.id === id);
      if (i < 0) return false;
      waiting.splice(i, 1)[0]!.cancel(reason);
      return true;
    },

    running: () => running,
    waiting: () => waiting.length,
  };
}
