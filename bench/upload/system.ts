import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, readFile, readdir } from 'node:fs/promises';

// Node-side helpers of the upload bench: the generated file, its MD5, and the renderer processes' RSS.

/** An MP4's opening `ftyp` box (size 24, brand isom): the server refuses a video that opens no container. */
const MP4_HEAD = Buffer.from('000000186674797069736f6d', 'hex');

/**
 * Writes `bytes` of incompressible data: a random 64 MB block, each copy with its own counter prefix, opening
 * like an MP4 file.
 */
export async function generateFile(file: string, bytes: number): Promise<void> {
  const block = randomBytes(64 * 1024 * 1024);
  const fh = await open(file, 'w');
  try {
    for (let at = 0, n = 0; at < bytes; at += block.length, n++) {
      block.writeUInt32LE(n, 0);
      await fh.write(block, 0, Math.min(block.length, bytes - at));
    }
    await fh.write(MP4_HEAD, 0, MP4_HEAD.length, 0);
  } finally {
    await fh.close();
  }
}

export async function md5OfFile(file: string): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of createReadStream(file, { highWaterMark: 8 << 20 })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Parent pid of every process, read from /proc. */
async function parents(): Promise<Map<number, number>> {
  const ppid = new Map<number, number>();
  for (const pid of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
    const ppidField = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
    if (ppidField) ppid.set(Number(pid), Number(ppidField));
  }
  return ppid;
}

/**
 * Sum of VmRSS (bytes) over the Chromium renderer processes this bench started (the page and its workers
 * live there); other browsers on a shared machine are descendants of other processes and do not count.
 */
export async function rendererRss(): Promise<number> {
  const ppid = await parents();
  const ours = (pid: number) => {
    for (let p = ppid.get(pid); p !== undefined && p > 1; p = ppid.get(p)) if (p === process.pid) return true;
    return false;
  };
  let total = 0;
  for (const pid of ppid.keys()) {
    if (!ours(pid)) continue;
    try {
      const cmd = await readFile(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.includes('--type=renderer')) continue;
      const status = await readFile(`/proc/${pid}/status`, 'utf8');
      const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
      if (kb) total += Number(kb) * 1024;
    } catch {
      // The process went away between listing and reading.
    }
  }
  return total;
}

/** Samples `probe` every `everyMs` until stopped; returns the peak seen. */
export function peakSampler(probe: () => Promise<number>, everyMs = 100) {
  let peak = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      peak = Math.max(peak, await probe().catch(() => 0));
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    async stop(): Promise<number> {
      stopped = true;
      await loop;
      return peak;
    },
  };
}
