// TEMPORARY visual stub (U3 only, never committed): simulates the U2 hook for screenshots.
import { useRef, useState } from 'react';
export function useVideoUpload() {
  const [state, setState] = useState<'idle' | 'hashing' | 'uploading' | 'paused' | 'done' | 'error'>('idle');
  const [progress, setProgress] = useState({ loaded: 0, total: 0, speedBps: 0, etaS: null as number | null, hashed: 0 });
  const timer = useRef<number | null>(null);
  const start = (file: File) => {
    setState('uploading');
    const total = 1.8 * 1024 ** 3 + file.size;
    setProgress({ loaded: total * 0.37, total, speedBps: 6.4 * 1024 * 1024, etaS: 183, hashed: total * 0.62 });
  };
  return {
    state, progress, start,
    pause: () => setState('paused'), resume: () => setState('uploading'), cancel: () => { if (timer.current) clearTimeout(timer.current); setState('idle'); },
    resumable: (globalThis as { __resumable?: { name: string; size: number } }).__resumable ?? null,
    result: null, error: null,
  };
}
