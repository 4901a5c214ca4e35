import { BUILD_CHECK_MS } from '../../protocol/constants';

/**
 * The build id in a runtime-config JSON body or in an index.html carrying it in `#app-config`; null when
 * neither is readable (a proxy error page, a half-deployed server).
 */
export function extractBuildId(text: string): string | null {
  const html = /<script[^>]*id="app-config"[^>]*>([\s\S]*?)<\/script>/.exec(text);
  const json = html ? (html[1] ?? '') : text;
  try {
    const parsed = JSON.parse(json) as { buildId?: unknown };
    return typeof parsed.buildId === 'string' && parsed.buildId ? parsed.buildId : null;
  } catch {
    return null;
  }
}

export interface BuildCheckOptions {
  /** The build id this page was loaded with. */
  current: string;
  onUpdate: (next: string) => void;
  /** The build id the server serves now, or null when it cannot tell (api/build.ts). */
  fetchBuildId: () => Promise<string | null>;
  intervalMs?: number;
}

/**
 * Spec §4: checks for a new build every BUILD_CHECK_MS and signals once when the id changes. Also checks
 * when a tab comes back after being hidden longer than the interval (timers are throttled in the background).
 * Returns a stop function. A development build ('dev') never checks.
 */
export function startBuildCheck(opts: BuildCheckOptions): () => void {
  const interval = opts.intervalMs ?? BUILD_CHECK_MS;
  if (opts.current === 'dev') return () => {};
  let last = Date.now();
  let done = false;
  const check = async () => {
    last = Date.now();
    const id = await opts.fetchBuildId();
    if (!done && id && id !== opts.current) {
      done = true;
      stop();
      opts.onUpdate(id);
    }
  };
  const timer = setInterval(() => void check(), interval);
  const onVisible = () => {
    if (document.visibilityState === 'visible' && Date.now() - last >= interval) void check();
  };
  const hasDoc = typeof document !== 'undefined';
  if (hasDoc) document.addEventListener('visibilitychange', onVisible);
  function stop() {
    clearInterval(timer);
    if (hasDoc) document.removeEventListener('visibilitychange', onVisible);
  }
  return stop;
}
