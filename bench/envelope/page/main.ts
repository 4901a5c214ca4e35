import * as Comlink from 'comlink';
import { createWebCipher } from '../../../protocol/web-cipher';
import { sealReply } from '../../../protocol/envelope';
import { createCryptoApi } from '../../../workers/crypto/api';
import { createCryptoJsEnvelope } from './crypto-js-envelope';
import { makePayload, byteLength } from './payload';
import type { EnvelopeKeys } from '../../../protocol/web-cipher';
import type { CommonFields } from '../../../protocol/types';
import type { CryptoApi } from '../../../workers/crypto/api';

export type Side = 'worker' | 'mainWebCrypto' | 'cryptoJs';

interface Case {
  payload: object;
  replyBody: string;
}

const common: CommonFields = {
  bundleId: 'web',
  version: '3.3.1',
  oauth_id: 'bench-device',
  oauth_new_id: 'bench-device',
  oauth_type: 'web',
  language: 'zh',
  via: 'pch',
  token: '',
};
const TIMESTAMP = 1_800_000_000;

let worker: Comlink.Remote<CryptoApi>;
// The same api.ts the worker runs, on the main thread: shows what moving it off-thread costs in messaging.
const mainThread = createCryptoApi();
let cryptoJs: ReturnType<typeof createCryptoJsEnvelope>;
const cases = new Map<number, Case>();

async function init(keys: EnvelopeKeys, sizes: number[]): Promise<void> {
  const raw = new Worker(new URL('../../../workers/crypto/crypto.worker.ts', import.meta.url), { type: 'module' });
  worker = Comlink.wrap<CryptoApi>(raw);
  await worker.init(keys);
  await mainThread.init(keys);
  cryptoJs = createCryptoJsEnvelope(keys);
  const cipher = await createWebCipher(keys);
  for (const size of sizes) {
    const payload = makePayload(size);
    if (byteLength(payload) !== size) throw new Error(`payload is ${byteLength(payload)} bytes, wanted ${size}`);
    cases.set(size, { payload, replyBody: await sealReply(cipher, { status: 1, msg: '', data: payload }) });
  }
}

function get(size: number): Case {
  const c = cases.get(size);
  if (!c) throw new Error(`no case for ${size}`);
  return c;
}

/** The baseline must be the same envelope: identical request bodies, identical opened replies. */
async function check(size: number): Promise<string | null> {
  const { payload, replyBody } = get(size);
  const ours = await worker.seal(payload, common, TIMESTAMP);
  if (cryptoJs.seal(payload, common, TIMESTAMP) !== ours) return 'crypto-js request body differs from the worker';
  if ((await mainThread.seal(payload, common, TIMESTAMP)) !== ours)
    return 'main-thread request body differs from the worker';
  const opened = JSON.stringify(await worker.open(replyBody));
  if (JSON.stringify(cryptoJs.open(replyBody)) !== opened) return 'crypto-js opened reply differs from the worker';
  if (JSON.stringify((await worker.open(replyBody)).data) !== JSON.stringify(payload))
    return 'reply does not round-trip';
  return null;
}

// A macrotask without setTimeout's clamping, which would add milliseconds to every crypto-js round trip.
const channel = new MessageChannel();
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => {
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** Seals the payload and opens a reply of the same size, `iterations` times; returns elapsed ms. */
async function run(side: Side, size: number, iterations: number): Promise<number> {
  const { payload, replyBody } = get(size);
  const t0 = performance.now();
  for (let i = 0; i < iterations; i++) {
    if (side === 'cryptoJs') {
      cryptoJs.seal(payload, common, TIMESTAMP);
      cryptoJs.open(replyBody);
      // Yield between requests as an app would, so long tasks are per request, not per batch.
      await yieldToEventLoop();
    } else {
      const api = side === 'worker' ? worker : mainThread;
      await api.seal(payload, common, TIMESTAMP);
      await api.open(replyBody);
    }
  }
  return performance.now() - t0;
}

/** Runs like `run` while watching the main thread; returns the longest long task (0 = none ≥ 50 ms). */
async function blocking(side: Side, size: number, iterations: number): Promise<{ longestMs: number; count: number }> {
  const entries: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
  observer.observe({ type: 'longtask', buffered: false });
  await run(side, size, iterations);
  // Long-task entries are delivered after the task ends: give them a moment.
  await new Promise((resolve) => setTimeout(resolve, 100));
  entries.push(...observer.takeRecords());
  observer.disconnect();
  return { longestMs: Math.max(0, ...entries.map((e) => e.duration)), count: entries.length };
}

const api = { init, check, run, blocking };
export type EnvelopeBenchPage = typeof api;
(window as unknown as { envelopeBench: EnvelopeBenchPage }).envelopeBench = api;
document.getElementById('state')!.textContent = 'ready';
