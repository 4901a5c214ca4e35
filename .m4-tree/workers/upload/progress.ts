import type { UploadPhase, UploadProgress } from './types';

const WINDOW_MS = 5000;

/** Aggregate progress with a sliding-window speed, emitted at most every `intervalMs` (and on phase changes). */
export class ProgressTracker {
  phase: UploadPhase = 'hashing';
  loaded = 0;
  hashed = 0;
  private samples: { t: number; sent: number }[] = [];
  private sentThisRun = 0;
  private lastEmit = 0;

  constructor(
    readonly total: number,
    private readonly intervalMs: number,
    private readonly sink: (p: UploadProgress) => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  sent(bytes: number): void {
    this.loaded += bytes;
    this.sentThisRun += bytes;
    if (this.phase === 'hashing') this.phase = 'uploading';
    this.samples.push({ t: this.now(), sent: this.sentThisRun });
    this.emit();
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
    if (first && this.samples.length > 1 && t - first.t > 0) speedBps = ((this.sentThisRun - first.sent) * 1000) / (t - first.t);
    const left = this.total - this.loaded;
    const etaS = speedBps > 0 ? Math.ceil(left / speedBps) : left === 0 ? 0 : null;
    return { phase: this.phase, loaded: this.loaded, total: this.total, speedBps: Math.round(speedBps), etaS, hashed: this.hashed };
  }

  emit(force = false): void {
    const t = this.now();
    if (!force && t - this.lastEmit < this.intervalMs) return;
    this.lastEmit = t;
    this.sink(this.snapshot());
  }
}
