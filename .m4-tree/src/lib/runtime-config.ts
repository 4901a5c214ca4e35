import type { RuntimeConfig } from '../../protocol/types';
import { API_ENTRY, DEFAULT_ADAPTATION_THRESHOLD } from '../../protocol/constants';

let cached: RuntimeConfig | undefined;

/**
 * The server injects the runtime config into index.html as non-executed JSON (`#app-config`), so keys are
 * never baked into the bundle and a strict CSP without inline scripts holds.
 * @throws {Error} when the page carries no readable config (served without the server).
 */
export function runtimeConfig(doc: Document = document): RuntimeConfig {
  if (cached) return cached;
  const text = doc.getElementById('app-config')?.textContent ?? '';
  let parsed: Partial<RuntimeConfig>;
  try {
    parsed = JSON.parse(text) as Partial<RuntimeConfig>;
  } catch {
    throw new Error('runtime config missing: open the app through its server (npm start)');
  }
  if (!parsed.keys) throw new Error('runtime config has no keys');
  cached = {
    apiBase: parsed.apiBase ?? API_ENTRY,
    keys: parsed.keys,
    adaptationThreshold: parsed.adaptationThreshold ?? DEFAULT_ADAPTATION_THRESHOLD,
    buildId: parsed.buildId ?? 'dev',
  };
  return cached;
}
