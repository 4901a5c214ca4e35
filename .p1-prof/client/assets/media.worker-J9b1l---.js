// node_modules/comlink/dist/esm/comlink.mjs
/**
* @license
* Copyright 2019 Google LLC
* SPDX-License-Identifier: Apache-2.0
*/
const proxyMarker = Symbol("Comlink.proxy");
const createEndpoint = Symbol("Comlink.endpoint");
const releaseProxy = Symbol("Comlink.releaseProxy");
const finalizer = Symbol("Comlink.finalizer");
const throwMarker = Symbol("Comlink.thrown");
const isObject = (val) => typeof val === "object" && val !== null || typeof val === "function";
/**
* Allows customizing the serialization of certain values.
*/
const transferHandlers = /* @__PURE__ */ new Map([["proxy", {
	canHandle: (val) => isObject(val) && val[proxyMarker],
	serialize(obj) {
		const { port1, port2 } = new MessageChannel();
		expose(obj, port1);
		return [port2, [port2]];
	},
	deserialize(port) {
		port.start();
		return wrap(port);
	}
}], ["throw", {
	canHandle: (value) => isObject(value) && throwMarker in value,
	serialize({ value }) {
		let serialized;
		if (value instanceof Error) serialized = {
			isError: true,
			value: {
				message: value.message,
				name: value.name,
				stack: value.stack
			}
		};
		else serialized = {
			isError: false,
			value
		};
		return [serialized, []];
	},
	deserialize(serialized) {
		if (serialized.isError) throw Object.assign(new Error(serialized.value.message), serialized.value);
		throw serialized.value;
	}
}]]);
function isAllowedOrigin(allowedOrigins, origin) {
	for (const allowedOrigin of allowedOrigins) {
		if (origin === allowedOrigin || allowedOrigin === "*") return true;
		if (allowedOrigin instanceof RegExp && allowedOrigin.test(origin)) return true;
	}
	return false;
}
function expose(obj, ep = globalThis, allowedOrigins = ["*"]) {
	ep.addEventListener("message", function callback(ev) {
		if (!ev || !ev.data) return;
		if (!isAllowedOrigin(allowedOrigins, ev.origin)) {
			console.warn(`Invalid origin '${ev.origin}' for comlink proxy`);
			return;
		}
		const { id, type, path } = Object.assign({ path: [] }, ev.data);
		const argumentList = (ev.data.argumentList || []).map(fromWireValue);
		let returnValue;
		try {
			const parent = path.slice(0, -1).reduce((obj, prop) => obj[prop], obj);
			const rawValue = path.reduce((obj, prop) => obj[prop], obj);
			switch (type) {
				case "GET":
					returnValue = rawValue;
					break;
				case "SET":
					parent[path.slice(-1)[0]] = fromWireValue(ev.data.value);
					returnValue = true;
					break;
				case "APPLY":
					returnValue = rawValue.apply(parent, argumentList);
					break;
				case "CONSTRUCT":
					returnValue = proxy(new rawValue(...argumentList));
					break;
				case "ENDPOINT":
					{
						const { port1, port2 } = new MessageChannel();
						expose(obj, port2);
						returnValue = transfer(port1, [port1]);
					}
					break;
				case "RELEASE":
					returnValue = void 0;
					break;
				default: return;
			}
		} catch (value) {
			returnValue = {
				value,
				[throwMarker]: 0
			};
		}
		Promise.resolve(returnValue).catch((value) => {
			return {
				value,
				[throwMarker]: 0
			};
		}).then((returnValue) => {
			const [wireValue, transferables] = toWireValue(returnValue);
			ep.postMessage(Object.assign(Object.assign({}, wireValue), { id }), transferables);
			if (type === "RELEASE") {
				ep.removeEventListener("message", callback);
				closeEndPoint(ep);
				if (finalizer in obj && typeof obj[finalizer] === "function") obj[finalizer]();
			}
		}).catch((error) => {
			const [wireValue, transferables] = toWireValue({
				value: /* @__PURE__ */ new TypeError("Unserializable return value"),
				[throwMarker]: 0
			});
			ep.postMessage(Object.assign(Object.assign({}, wireValue), { id }), transferables);
		});
	});
	if (ep.start) ep.start();
}
function isMessagePort(endpoint) {
	return endpoint.constructor.name === "MessagePort";
}
function closeEndPoint(endpoint) {
	if (isMessagePort(endpoint)) endpoint.close();
}
function wrap(ep, target) {
	const pendingListeners = /* @__PURE__ */ new Map();
	ep.addEventListener("message", function handleMessage(ev) {
		const { data } = ev;
		if (!data || !data.id) return;
		const resolver = pendingListeners.get(data.id);
		if (!resolver) return;
		try {
			resolver(data);
		} finally {
			pendingListeners.delete(data.id);
		}
	});
	return createProxy(ep, pendingListeners, [], target);
}
function throwIfProxyReleased(isReleased) {
	if (isReleased) throw new Error("Proxy has been released and is not useable");
}
function releaseEndpoint(ep) {
	return requestResponseMessage(ep, /* @__PURE__ */ new Map(), { type: "RELEASE" }).then(() => {
		closeEndPoint(ep);
	});
}
const proxyCounter = /* @__PURE__ */ new WeakMap();
const proxyFinalizers = "FinalizationRegistry" in globalThis && new FinalizationRegistry((ep) => {
	const newCount = (proxyCounter.get(ep) || 0) - 1;
	proxyCounter.set(ep, newCount);
	if (newCount === 0) releaseEndpoint(ep);
});
function registerProxy(proxy, ep) {
	const newCount = (proxyCounter.get(ep) || 0) + 1;
	proxyCounter.set(ep, newCount);
	if (proxyFinalizers) proxyFinalizers.register(proxy, ep, proxy);
}
function unregisterProxy(proxy) {
	if (proxyFinalizers) proxyFinalizers.unregister(proxy);
}
function createProxy(ep, pendingListeners, path = [], target = function() {}) {
	let isProxyReleased = false;
	const proxy = new Proxy(target, {
		get(_target, prop) {
			throwIfProxyReleased(isProxyReleased);
			if (prop === releaseProxy) return () => {
				unregisterProxy(proxy);
				releaseEndpoint(ep);
				pendingListeners.clear();
				isProxyReleased = true;
			};
			if (prop === "then") {
				if (path.length === 0) return { then: () => proxy };
				const r = requestResponseMessage(ep, pendingListeners, {
					type: "GET",
					path: path.map((p) => p.toString())
				}).then(fromWireValue);
				return r.then.bind(r);
			}
			return createProxy(ep, pendingListeners, [...path, prop]);
		},
		set(_target, prop, rawValue) {
			throwIfProxyReleased(isProxyReleased);
			const [value, transferables] = toWireValue(rawValue);
			return requestResponseMessage(ep, pendingListeners, {
				type: "SET",
				path: [...path, prop].map((p) => p.toString()),
				value
			}, transferables).then(fromWireValue);
		},
		apply(_target, _thisArg, rawArgumentList) {
			throwIfProxyReleased(isProxyReleased);
			const last = path[path.length - 1];
			if (last === createEndpoint) return requestResponseMessage(ep, pendingListeners, { type: "ENDPOINT" }).then(fromWireValue);
			if (last === "bind") return createProxy(ep, pendingListeners, path.slice(0, -1));
			const [argumentList, transferables] = processArguments(rawArgumentList);
			return requestResponseMessage(ep, pendingListeners, {
				type: "APPLY",
				path: path.map((p) => p.toString()),
				argumentList
			}, transferables).then(fromWireValue);
		},
		construct(_target, rawArgumentList) {
			throwIfProxyReleased(isProxyReleased);
			const [argumentList, transferables] = processArguments(rawArgumentList);
			return requestResponseMessage(ep, pendingListeners, {
				type: "CONSTRUCT",
				path: path.map((p) => p.toString()),
				argumentList
			}, transferables).then(fromWireValue);
		}
	});
	registerProxy(proxy, ep);
	return proxy;
}
function myFlat(arr) {
	return Array.prototype.concat.apply([], arr);
}
function processArguments(argumentList) {
	const processed = argumentList.map(toWireValue);
	return [processed.map((v) => v[0]), myFlat(processed.map((v) => v[1]))];
}
const transferCache = /* @__PURE__ */ new WeakMap();
function transfer(obj, transfers) {
	transferCache.set(obj, transfers);
	return obj;
}
function proxy(obj) {
	return Object.assign(obj, { [proxyMarker]: true });
}
function toWireValue(value) {
	for (const [name, handler] of transferHandlers) if (handler.canHandle(value)) {
		const [serializedValue, transferables] = handler.serialize(value);
		return [{
			type: "HANDLER",
			name,
			value: serializedValue
		}, transferables];
	}
	return [{
		type: "RAW",
		value
	}, transferCache.get(value) || []];
}
function fromWireValue(value) {
	switch (value.type) {
		case "HANDLER": return transferHandlers.get(value.name).deserialize(value.value);
		case "RAW": return value.value;
	}
}
function requestResponseMessage(ep, pendingListeners, msg, transfers) {
	return new Promise((resolve) => {
		const id = generateUUID();
		pendingListeners.set(id, resolve);
		if (ep.start) ep.start();
		ep.postMessage(Object.assign({ id }, msg), transfers);
	});
}
function generateUUID() {
	return new Array(4).fill(0).map(() => Math.floor(Math.random() * Number.MAX_SAFE_INTEGER).toString(16)).join("-");
}
// protocol/base64.ts
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const ENCODE = /* @__PURE__ */ new Uint8Array(64);
const DECODE = (/* @__PURE__ */ new Int16Array(256)).fill(-1);
for (let i = 0; i < 64; i++) {
	ENCODE[i] = ALPHABET.charCodeAt(i);
	DECODE[ALPHABET.charCodeAt(i)] = i;
}
new TextDecoder();
function hexToBytes(hex) {
	if (!/^(?:[0-9a-f]{2})*$/i.test(hex)) throw new Error("invalid hex string");
	const out = new Uint8Array(hex.length / 2);
	for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.substr(i * 2, 2), 16);
	return out;
}
// protocol/web-cipher.ts
/** Copies into a fresh ArrayBuffer-backed view: WebCrypto typings refuse SharedArrayBuffer-backed views. */
function own(bytes) {
	return bytes.buffer instanceof ArrayBuffer ? bytes : new Uint8Array(bytes);
}
async function importMediaKey(mediaKeyHex, subtle = globalThis.crypto.subtle) {
	return subtle.importKey("raw", own(hexToBytes(mediaKeyHex)), { name: "AES-CBC" }, false, ["encrypt", "decrypt"]);
}
/**
* Media format: 16-byte IV, then AES-128-CBC/PKCS7 ciphertext.
* @throws when the bytes are too short or do not decrypt under the key.
*/
async function decryptMedia(key, bytes, subtle = globalThis.crypto.subtle) {
	const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
	if (view.length < 32) throw new Error("media too short");
	const iv = own(view.subarray(0, 16).slice());
	return subtle.decrypt({
		name: "AES-CBC",
		iv
	}, key, own(view.subarray(16)));
}
/** Past the cap, trim this share more, so the (slow) keys() listing runs once per batch, not per image. */
const MEDIA_CACHE_TRIM_RATIO = .1;
/** Queue order: lower runs first. */
const PRIORITY = {
	/** On screen now. */
	visible: 0,
	/** Within the near-viewport margin: will be seen soon. */
	near: 1,
	/** Anything else (preloads). */
	background: 2
};
// workers/media/byte-cache.ts
/**
* Encrypted image bytes in Cache Storage, bounded by entry count: past the cap the oldest entries go
* (keys() lists in insertion order). Every failure (no Cache Storage in an insecure context, quota,
* private mode) degrades to "not cached": the network still works.
*
* The stored URLs are listed once into memory, so a miss — every image of a first visit — costs a Set
* lookup instead of a Cache Storage match (measured ~6 ms per image in Chromium, on the critical path).
* Writes run one at a time behind the reads, never delaying an image.
*/
function createByteCache(opts = {}) {
	const storage = opts.caches;
	const name = opts.name ?? "goldpost-media-v1";
	const max = opts.maxEntries ?? 400;
	let opened;
	/** URLs stored, in insertion order; another tab's writes are unknown here and only cost a network fetch. */
	let index;
	let writes = Promise.resolve();
	function open() {
		opened ??= storage ? storage.open(name).catch(() => null) : Promise.resolve(null);
		return opened;
	}
	function known() {
		index ??= open().then(async (cache) => new Set(cache ? (await cache.keys()).map((r) => r.url) : [])).catch(() => /* @__PURE__ */ new Set());
		return index;
	}
	async function trim(cache, urls) {
		const keys = await cache.keys();
		if (keys.length <= max) return;
		const drop = keys.length - max + Math.ceil(max * MEDIA_CACHE_TRIM_RATIO);
		await Promise.all(keys.slice(0, drop).map((k) => cache.delete(k)));
		urls.clear();
		for (const k of keys.slice(drop)) urls.add(k.url);
	}
	async function write(url, bytes) {
		try {
			const cache = await open();
			if (!cache) return;
			const urls = await known();
			await cache.put(url, new Response(bytes, { headers: { "content-type": "application/octet-stream" } }));
			urls.add(url);
			if (urls.size > max) await trim(cache, urls);
		} catch {}
	}
	return {
		/** The cached bytes of `url`, or null. */
		async get(url) {
			try {
				if (!storage || !(await known()).has(url)) return null;
				const cache = await open();
				const hit = cache ? await cache.match(url) : void 0;
				return hit ? await hit.arrayBuffer() : null;
			} catch {
				return null;
			}
		},
		/** Queues a write of bytes that decrypted fine (never a failed or partial body); trims past the cap. */
		put(url, bytes) {
			writes = writes.then(() => write(url, bytes));
			return writes;
		},
		/** Settles once every queued write has (for tests, and before a worker is told to stop). */
		flushed() {
			return writes;
		}
	};
}
// workers/media/queue.ts
/**
* Runs at most `limit` jobs at once; waiting jobs start lowest priority first, then first come first
* served. A job's priority may be raised while it waits (an image scrolled into view overtakes the ones
* merely near it).
*/
function createPriorityQueue(limit) {
	const waiting = [];
	let running = 0;
	let seq = 0;
	function pump() {
		while (running < limit && waiting.length > 0) {
			let best = 0;
			for (let i = 1; i < waiting.length; i++) {
				const a = waiting[i];
				const b = waiting[best];
				if (a.priority < b.priority || a.priority === b.priority && a.seq < b.seq) best = i;
			}
			const job = waiting.splice(best, 1)[0];
			running++;
			job.run().catch(() => {}).finally(() => {
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
		add(id, priority, task) {
			return new Promise((resolve, reject) => {
				waiting.push({
					id,
					priority,
					seq: seq++,
					run: () => {
						const p = task();
						p.then(resolve, reject);
						return p;
					},
					cancel: reject
				});
				pump();
			});
		},
		/** Changes a waiting job's priority; running or unknown jobs are left alone. */
		prioritize(id, priority) {
			const job = waiting.find((j) => j.id === id);
			if (job) job.priority = priority;
		},
		/** Drops a waiting job, rejecting it with `reason`; returns false when it is not waiting. */
		cancel(id, reason) {
			const i = waiting.findIndex((j) => j.id === id);
			if (i < 0) return false;
			waiting.splice(i, 1)[0].cancel(reason);
			return true;
		},
		running: () => running,
		waiting: () => waiting.length
	};
}
// workers/media/sniff.ts
/** Image MIME type from the leading magic bytes; the server's path names carry no extension to trust. */
function sniffImageType(bytes) {
	const at = (i, ...sig) => sig.every((b, k) => bytes[i + k] === b);
	const ascii = (i, text) => at(i, ...Array.from(text, (c) => c.charCodeAt(0)));
	if (at(0, 255, 216, 255)) return "image/jpeg";
	if (at(0, 137, 80, 78, 71, 13, 10, 26, 10)) return "image/png";
	if (ascii(0, "GIF87a") || ascii(0, "GIF89a")) return "image/gif";
	if (ascii(0, "RIFF") && ascii(8, "WEBP")) return "image/webp";
	if (ascii(4, "ftypavif") || ascii(4, "ftypavis")) return "image/avif";
	if (ascii(0, "BM")) return "image/bmp";
	if (ascii(0, "<svg") || ascii(0, "<?xml")) return "image/svg+xml";
	return "application/octet-stream";
}
// workers/media/api.ts
function abortError() {
	const err = /* @__PURE__ */ new Error("image fetch cancelled");
	err.name = "AbortError";
	return err;
}
/**
* The media worker's logic: encrypted bytes from Cache Storage or the network (at most `concurrency`
* fetches at once, visible images first), decrypted (IV || AES-128-CBC under the media key) and handed back
* as a Blob typed by its magic bytes. Posting a Blob shares its bytes with the page instead of copying
* them. Kept free of `self` so tests can run it without a Worker.
*/
function createMediaApi(deps = {}) {
	const fetchImpl = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
	const bytes = createByteCache({
		caches: deps.caches,
		name: deps.cacheName,
		maxEntries: deps.cacheMaxEntries
	});
	const queue = createPriorityQueue(deps.concurrency ?? 4);
	let key;
	let keyHex = "";
	let internalId = 0;
	const inFlight = /* @__PURE__ */ new Map();
	const counts = {
		network: 0,
		cacheHits: 0
	};
	/** Fetched bytes waiting for their Cache Storage write, which must not compete with the fetches in flight. */
	const unwritten = [];
	function writeWhenIdle() {
		if (inFlight.size > 0 && unwritten.length < 16) return;
		for (const [url, encrypted] of unwritten.splice(0)) bytes.put(url, encrypted);
	}
	async function download(url, id, priority, signal) {
		const onAbort = () => queue.cancel(id, abortError());
		signal.addEventListener("abort", onAbort, { once: true });
		try {
			return await queue.add(id, priority, async () => {
				signal.throwIfAborted();
				counts.network++;
				const res = await fetchImpl(url, {
					signal,
					credentials: "omit"
				});
				if (!res.ok) throw new Error(`image fetch failed: HTTP ${res.status} for ${url}`);
				return res.arrayBuffer();
			});
		} finally {
			signal.removeEventListener("abort", onAbort);
		}
	}
	async function decrypt(mediaKey, encrypted, url) {
		try {
			return await decryptMedia(mediaKey, encrypted);
		} catch (cause) {
			throw new Error(`image does not decrypt: ${url}`, { cause });
		}
	}
	const api = {
		/**
		* Imports the media key once; calling again with another key replaces it.
		* @throws {Error} when the key is not 16 bytes of hex.
		*/
		async init(mediaKeyHex) {
			if (!key || mediaKeyHex !== keyHex) {
				keyHex = mediaKeyHex;
				key = importMediaKey(mediaKeyHex);
				const mine = key;
				mine.catch(() => {
					if (key === mine) key = void 0;
				});
			}
			await key;
		},
		/**
		* Fetches (or reads from Cache Storage) and decrypts one image.
		* @throws {Error} named AbortError when cancelled; otherwise when the HTTP status is not 2xx, the bytes do
		* not decrypt, or init has not run.
		*/
		async fetchImageBytes(url, opts = {}) {
			const ctrl = new AbortController();
			const id = opts.id ?? --internalId;
			inFlight.set(id, ctrl);
			try {
				if (!key) throw new Error("media worker not initialised: call init(mediaKey) first");
				const mediaKey = await key;
				let plain = null;
				const cached = await bytes.get(url);
				if (cached) {
					plain = await decryptMedia(mediaKey, cached).catch(() => null);
					if (plain) counts.cacheHits++;
				}
				if (!plain) {
					ctrl.signal.throwIfAborted();
					const encrypted = await download(url, id, opts.priority ?? PRIORITY.near, ctrl.signal);
					ctrl.signal.throwIfAborted();
					plain = await decrypt(mediaKey, encrypted, url);
					unwritten.push([url, encrypted]);
				}
				ctrl.signal.throwIfAborted();
				const type = sniffImageType(new Uint8Array(plain, 0, Math.min(plain.byteLength, 16)));
				return transfer({
					bytes: plain,
					type
				}, [plain]);
			} catch (err) {
				if (ctrl.signal.aborted) throw abortError();
				throw err;
			} finally {
				if (inFlight.get(id) === ctrl) inFlight.delete(id);
				writeWhenIdle();
			}
		},
		/**
		* {@link fetchImageBytes} as a Blob typed by its magic bytes (tests and callers inside the worker).
		* @throws as fetchImageBytes.
		*/
		async fetchImage(url, opts = {}) {
			const { bytes: plain, type } = await api.fetchImageBytes(url, opts);
			return new Blob([plain], { type });
		},
		/** Writes what is still held back and settles once every Cache Storage write so far is done. */
		flushed() {
			for (const [url, encrypted] of unwritten.splice(0)) bytes.put(url, encrypted);
			return bytes.flushed();
		},
		/** Moves a queued fetch up (or down) the queue; running or unknown ids are ignored. */
		prioritize(id, priority) {
			queue.prioritize(id, priority);
		},
		/** Aborts the fetch started with this id (queued or running); unknown or finished ids are ignored. */
		cancel(id) {
			inFlight.get(id)?.abort();
			inFlight.delete(id);
		},
		/** How many fetches are pending (the bridge uses it to decide when the worker may stop). */
		pending() {
			return inFlight.size;
		},
		/** Network fetches started and Cache Storage hits so far, for tests and diagnostics. */
		stats() {
			return {
				...counts,
				running: queue.running(),
				waiting: queue.waiting()
			};
		}
	};
	return api;
}
expose(createMediaApi({ caches: typeof globalThis.caches === "undefined" ? void 0 : globalThis.caches }), self);

//# sourceMappingURL=media.worker-J9b1l---.js.map