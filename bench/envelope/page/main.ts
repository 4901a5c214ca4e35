import { openInWorker, recycleSealed, sealInWorker } from '../../../src/worker-bridge/crypto';
import { createWebCipher } from '../../../protocol/web-cipher';
import { encodeForm, sealReply, sealRequest } from '../../../protocol/envelope';
import { sealPlaintextBody } from '../../../protocol/envelope-body';
import { fromBase64, fromBase64Into, hexToBytes, toBase64 } from '../../../protocol/base64';
import { ReusedBytes } from '../../../protocol/reused-bytes';
import { CLIENT_LABEL } from '../../../protocol/constants';
import { createCryptoJsEnvelope } from './crypto-js-envelope';
import { makePayload, byteLength } from './payload';
import type { EnvelopeKeys } from '../../../protocol/web-cipher';
import type { EnvelopeCipher } from '../../../protocol/envelope';
import type { CommonFields } from '../../../protocol/types';

export type Side = 'worker' | 'bareWebCrypto' | 'cryptoJs';

/** The bytes the bare side works on: exactly what the envelope encrypts, signs and decrypts. */
interface BareBytes {
  plain: Uint8Array<ArrayBuffer>;
  signed: Uint8Array<ArrayBuffer>;
  reply: Uint8Array<ArrayBuffer>;
}

interface Case {
  payload: object;
  replyBody: string;
  /** The reply body as the network hands it to a Response. */
  replyBytes: Uint8Array<ArrayBuffer>;
  bare: BareBytes;
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
const FAIL = 'decrypt failed';
/** Only ever given to `new Request`, never fetched. */
const API_URL = 'http://127.0.0.1:9/api.php/api/info/getInfoList';

let cryptoJs: ReturnType<typeof createCryptoJsEnvelope>;
let bareKeys: { aes: CryptoKey; hmac: CryptoKey; iv: Uint8Array<ArrayBuffer> };
const cases = new Map<number, Case>();

/** The runtime config the bridge reads, as the server would inject it into index.html. */
function injectConfig(keys: EnvelopeKeys): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'app-config';
  script.textContent = JSON.stringify({ keys: { ...keys, mediaKey: '00'.repeat(16) } });
  document.head.append(script);
}

async function init(keys: EnvelopeKeys, sizes: number[]): Promise<void> {
  injectConfig(keys);
  cryptoJs = createCryptoJsEnvelope(keys);
  const cipher = await createWebCipher(keys);
  const subtle = crypto.subtle;
  const raw = (hex: string) => new Uint8Array(hexToBytes(hex));
  bareKeys = {
    aes: await subtle.importKey('raw', raw(keys.apiKey), 'AES-CBC', false, ['encrypt', 'decrypt']),
    hmac: await subtle.importKey('raw', raw(keys.signKey), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']),
    iv: raw(keys.apiIv),
  };
  for (const size of sizes) {
    const payload = makePayload(size);
    if (byteLength(payload) !== size) throw new Error(`payload is ${byteLength(payload)} bytes, wanted ${size}`);
    cases.set(size, await makeCase(cipher, payload, await sealReply(cipher, { status: 1, msg: '', data: payload })));
  }
  await sealInWorker({}, common, TIMESTAMP); // starts the worker before anything is timed
}

async function makeCase(cipher: EnvelopeCipher, payload: object, replyBody: string): Promise<Case> {
  const form = await sealRequest(cipher, payload, common, TIMESTAMP);
  const encoder = new TextEncoder();
  return {
    payload,
    replyBody,
    replyBytes: encoder.encode(replyBody),
    bare: {
      plain: encoder.encode(JSON.stringify({ ...payload, ...common })),
      signed: encoder.encode(`${CLIENT_LABEL}\n${form.timestamp}\n${form.data}`),
      reply: new Uint8Array(fromBase64(replyBody)),
    },
  };
}

/**
 * A recorded exchange under `key` (in place of a size): the request payload a client sent and the reply body the
 * server answered, sealed with the keys `init` was given. Its reply opens to whatever the server said.
 */
async function addExchange(key: number, payload: object, replyBody: string): Promise<void> {
  const cipher = await createWebCipher(JSON.parse(document.getElementById('app-config')!.textContent!).keys);
  cases.set(key, await makeCase(cipher, payload, replyBody));
}

function get(size: number): Case {
  const c = cases.get(size);
  if (!c) throw new Error(`no case for ${size}`);
  return c;
}

/** The baseline must be the same envelope: identical request bodies, identical opened replies. */
async function check(size: number): Promise<string | null> {
  const { payload, replyBody, replyBytes } = get(size);
  const ours = new TextDecoder().decode(await sealInWorker(payload, common, TIMESTAMP));
  if (cryptoJs.seal(payload, common, TIMESTAMP) !== ours) return 'crypto-js request body differs from the worker';
  const cipher = await createWebCipher(JSON.parse(document.getElementById('app-config')!.textContent!).keys);
  if (encodeForm(await sealRequest(cipher, payload, common, TIMESTAMP)) !== ours)
    return 'request body differs from protocol/envelope.ts on the main thread';
  const opened = JSON.stringify(await openInWorker(replyBody, FAIL));
  if (JSON.stringify(cryptoJs.open(replyBody)) !== opened) return 'crypto-js opened reply differs from the worker';
  if (JSON.stringify(await openInWorker(await new Response(replyBytes).arrayBuffer(), FAIL)) !== opened)
    return 'reply read as bytes opens differently from its text';
  if (JSON.stringify((await openInWorker(replyBody, FAIL)).data) !== JSON.stringify(payload))
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

/** One round trip: seal the payload, open a reply of the same size. */
const roundTrip: Record<Side, (c: Case) => Promise<unknown>> = {
  // The app's own path (api/request.ts): the bridge (JSON on the page) and the crypto worker, up to the body
  // fetch takes (a Request copies it as fetch does) and from the reply as a Response hands it over.
  worker: async ({ payload, replyBytes }) => {
    const body = await sealInWorker(payload, common, TIMESTAMP);
    new Request(API_URL, { method: 'POST', body });
    recycleSealed(body);
    await openInWorker(await new Response(replyBytes).arrayBuffer(), FAIL);
  },
  // The floor: the envelope's WebCrypto work alone on the bytes it covers — AES-CBC over the plaintext,
  // HMAC over the signed text, AES-CBC decrypt of the reply — with no JSON, UTF-8, base64 or messaging.
  bareWebCrypto: async ({ bare }) => {
    const { aes, hmac, iv } = bareKeys;
    await crypto.subtle.encrypt({ name: 'AES-CBC', iv }, aes, bare.plain);
    await crypto.subtle.sign('HMAC', hmac, bare.signed);
    await crypto.subtle.decrypt({ name: 'AES-CBC', iv }, aes, bare.reply);
  },
  cryptoJs: async ({ payload, replyBody }) => {
    cryptoJs.seal(payload, common, TIMESTAMP);
    cryptoJs.open(replyBody);
    // Yield between requests as an app would, so long tasks are per request, not per batch.
    await yieldToEventLoop();
  },
};

/** `iterations` round trips back to back; returns elapsed ms. */
async function run(side: Side, size: number, iterations: number): Promise<number> {
  const c = get(size);
  const t0 = performance.now();
  for (let i = 0; i < iterations; i++) await roundTrip[side](c);
  return performance.now() - t0;
}

/** Each round trip timed alone; returns the ms of each (for latency medians). */
async function latencies(side: Side, size: number, count: number): Promise<number[]> {
  const c = get(size);
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await roundTrip[side](c);
    out.push(performance.now() - t0);
  }
  return out;
}

/** How many cards the recorded exchange's reply holds, opened in the crypto worker (a check it is the real one). */
async function exchangeCards(key: number): Promise<number> {
  const reply = await openInWorker(get(key).replyBody, FAIL);
  return (reply.data as { list?: unknown[] } | null)?.list?.length ?? -1;
}

/**
 * The worker round trip with the network in it: the sealed body posted to `url` on this page's server (which
 * answers with the recorded reply's bytes) and the answer opened, as api/request.ts does; ms of each.
 */
async function fetchLatencies(key: number, url: string, count: number): Promise<number[]> {
  const { payload } = get(key);
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const body = await sealInWorker(payload, common, TIMESTAMP);
    const sent = fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
      credentials: 'omit',
    });
    recycleSealed(body);
    const res = await sent;
    await openInWorker(await res.arrayBuffer(), FAIL);
    out.push(performance.now() - t0);
  }
  return out;
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

/**
 * Where a round trip's time goes: each step of seal and open timed alone on this thread, on the same bytes,
 * `iterations` times; ms per step. What the worker round trip spends beyond their sum is messaging.
 */
async function profile(size: number, iterations: number): Promise<Record<string, number>> {
  const { payload, replyBody, replyBytes, bare } = get(size);
  const cipher = await createWebCipher(JSON.parse(document.getElementById('app-config')!.textContent!).keys);
  const encoder = new TextEncoder();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const json = JSON.stringify({ ...payload, ...common });
  const cipherBytes = await cipher.encrypt(bare.plain);
  const form = await sealRequest(cipher, payload, common, TIMESTAMP);
  const body = await sealPlaintextBody(cipher, bare.plain, TIMESTAMP);
  const replyPlain = await cipher.decrypt(bare.reply);
  const replyText = decoder.decode(replyPlain);
  // The buffers the app's path writes into: the page's handed-back room, the worker's reused bytes.
  const room = new Uint8Array(json.length * 3);
  const reuse = new ReusedBytes(Infinity);
  const bodyRoom = new ArrayBuffer(body.length);
  // Names in brackets are parts of another step or of the old path: left out of the sum.
  const steps: [string, () => unknown][] = [
    ['seal: JSON.stringify', () => JSON.stringify({ ...payload, ...common })],
    ['seal: UTF-8 encode (into the handed-back buffer)', () => encoder.encodeInto(json, room)],
    [
      'seal: encrypt, base64, sign and write the body bytes (into its buffer)',
      () => sealPlaintextBody(cipher, bare.plain, TIMESTAMP, reuse, bodyRoom),
    ],
    ['(in the above) AES-CBC encrypt', () => cipher.encrypt(bare.plain)],
    ['(in the above) base64 encode', () => toBase64(cipherBytes)],
    ['(in the above) HMAC-SHA256', () => cipher.sign(bare.signed)],
    ['seal: the body as fetch takes it (new Request)', () => new Request(API_URL, { method: 'POST', body })],
    ['open: the reply as a Response hands it over (arrayBuffer)', () => new Response(replyBytes).arrayBuffer()],
    ['open: its text (the worker decodes the bytes)', () => decoder.decode(replyBytes)],
    ['open: base64 decode (into the reused buffer)', () => fromBase64Into(replyBody, reuse)],
    ['open: AES-CBC decrypt', () => cipher.decrypt(bare.reply)],
    ['open: UTF-8 decode', () => decoder.decode(replyPlain)],
    ['open: JSON.parse', () => JSON.parse(replyText)],
    ['(old path) form encode as a string', () => encodeForm(form)],
    ['(old path) structured clone of the payload', () => structuredClone(payload)],
    ['(old path) structured clone of the reply', () => structuredClone(JSON.parse(replyText))],
  ];
  const out: Record<string, number> = {};
  for (const [name, step] of steps) {
    await step();
    const t0 = performance.now();
    for (let i = 0; i < iterations; i++) await step();
    out[name] = (performance.now() - t0) / iterations;
  }
  return out;
}

const api = { init, addExchange, exchangeCards, check, run, latencies, fetchLatencies, blocking, profile };
export type EnvelopeBenchPage = typeof api;
(window as unknown as { envelopeBench: EnvelopeBenchPage }).envelopeBench = api;
document.getElementById('state')!.textContent = 'ready';
