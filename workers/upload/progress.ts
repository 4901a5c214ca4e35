import type { UploadPhase, UploadProgress } from './types';

const WINDOW_MS = 5000;

/** Aggregate progress with a sliding-window speed, emitted at most every `intervalMs` (and on phase changes). */
export class ProgressTracker {
  phase: UploadPhase = 'hashing';
  loaded = 0;
  hashed = 0;
  private samples: { t: number; sent: number }[] = [];
  private sentThisRun = 0;
  /** Bytes of requests still on the wire, by index (104 MB pieces report progress inside a request). */
  private readonly wire = new Map<number, number>();
  private lastEmit = 0;

  constructor(
    readonly total: number,
    private readonly intervalMs: number,
    private readonly sink: (p: UploadProgress) => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  sent(bytes: number, index?: number): void {
    if (index !== undefined) this.wire.delete(index);
    this.loaded += bytes;
    this.sentThisRun += bytes;
    if (this.phase === 'hashing') this.phase = 'uploading';
    this.samples.push({ t: this.now(), sent: this.onWire() });
    this.emit();
  }

  /** Progress inside request `index`; 0 when it starts (again: a retry restarts the piece). */
  partial(index: number, bytes: number): void {
    this.wire.set(index, bytes);
    if (bytes > 0 && this.phase === 'hashing') this.phase = 'uploading';
    this.samples.push({ t: this.now(), sent: this.onWire() });
    this.emit();
  }

  private onWire(): number {
    let n = this.sentThisRun;
    for (const b of this.wire.values()) n += b;
    return n;
  }

  setPhase(phase: UploadPhase): void {
    this.phase = phase;
    this.emit(true);
  }

  snapshot(): UploadProgress {
    const t = this.now();
    while (this.samples.length > 2 && t - this.samples[0]!.t > WINDOW_MS) this.samples.shift();
    let speedBps = 0;
    const first = this.samples[0];
    if (first && this.samples.length > 1 && t - first.t > 0)
      speedBps = Math.max(0, ((this.onWire() - first.sent) * 1000) / (t - first.t));
    const loaded = Math.min(this.total, this.loaded + this.onWire() - this.sentThisRun);
    const left = this.total - loaded;
    const etaS = speedBps > 0 ? Math.ceil(left / speedBps) : left === 0 ? 0 : null;
    return { phase: this.phase, loaded, total: this.total, speedBps: Math.round(speedBps), etaS, hashed: this.hashed };
  }

  emit(force = false): void {
    const t = this.now();
    if (!force && t - this.lastEmit < this.intervalMs) return;
    this.lastEmit = t;
    this.sink(this.snapshot());
  }
}
