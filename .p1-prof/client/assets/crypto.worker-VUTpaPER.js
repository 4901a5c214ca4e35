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
const PAD = 61;
const decoder$1 = new TextDecoder();
function toBase64(bytes) {
	const out = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
	let o = 0;
	let i = 0;
	for (; i + 2 < bytes.length; i += 3) {
		const n = bytes[i] << 16 | bytes[i + 1] << 8 | bytes[i + 2];
		out[o++] = ENCODE[n >> 18];
		out[o++] = ENCODE[n >> 12 & 63];
		out[o++] = ENCODE[n >> 6 & 63];
		out[o++] = ENCODE[n & 63];
	}
	const rest = bytes.length - i;
	if (rest > 0) {
		const n = bytes[i] << 16 | (rest === 2 ? bytes[i + 1] << 8 : 0);
		out[o++] = ENCODE[n >> 18];
		out[o++] = ENCODE[n >> 12 & 63];
		out[o++] = rest === 2 ? ENCODE[n >> 6 & 63] : PAD;
		out[o++] = PAD;
	}
	return decoder$1.decode(out);
}
/** @throws {Error} when the text is not canonical padded base64. */
function fromBase64(text) {
	if (text.length % 4 !== 0) throw new Error("base64 length is not a multiple of 4");
	let pad = 0;
	if (text.endsWith("==")) pad = 2;
	else if (text.endsWith("=")) pad = 1;
	const out = new Uint8Array(text.length / 4 * 3 - pad);
	let o = 0;
	for (let i = 0; i < text.length; i += 4) {
		const last = i + 4 === text.length;
		const a = sextet(text, i);
		const b = sextet(text, i + 1);
		const c = last && pad === 2 ? 0 : sextet(text, i + 2);
		const d = last && pad >= 1 ? 0 : sextet(text, i + 3);
		if ((a | b | c | d) < 0) throw new Error("invalid base64 character");
		const n = a << 18 | b << 12 | c << 6 | d;
		out[o++] = n >> 16;
		if (o < out.length) out[o++] = n >> 8 & 255;
		if (o < out.length) out[o++] = n & 255;
	}
	return out;
}
function sextet(text, at) {
	return DECODE[text.charCodeAt(at)] ?? -1;
}
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
/** WebCrypto implementation of the envelope primitives; works in windows, workers and Node ≥ 20. */
async function createWebCipher(keys, subtle = globalThis.crypto.subtle) {
	const iv = own(hexToBytes(keys.apiIv));
	const [aes, hmac] = await Promise.all([subtle.importKey("raw", own(hexToBytes(keys.apiKey)), { name: "AES-CBC" }, false, ["encrypt", "decrypt"]), subtle.importKey("raw", own(hexToBytes(keys.signKey)), {
		name: "HMAC",
		hash: "SHA-256"
	}, false, ["sign"])]);
	return {
		async encrypt(plain) {
			return new Uint8Array(await subtle.encrypt({
				name: "AES-CBC",
				iv
			}, aes, own(plain)));
		},
		async decrypt(cipher) {
			return new Uint8Array(await subtle.decrypt({
				name: "AES-CBC",
				iv
			}, aes, own(cipher)));
		},
		async sign(message) {
			return new Uint8Array(await subtle.sign("HMAC", hmac, own(message)));
		}
	};
}
// protocol/envelope.ts
const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { fatal: true });
function signInput(client, timestamp, data) {
	return encoder.encode(`${client}\n${timestamp}\n${data}`);
}
async function hexSign(cipher, client, timestamp, data) {
	const mac = await cipher.sign(signInput(client, timestamp, data));
	let hex = "";
	for (const b of mac) hex += b.toString(16).padStart(2, "0");
	return hex;
}
/** Payload first, then the common fields, so the plaintext's key order is stable (see the vectors). */
async function sealRequest(cipher, payload, common, timestampS) {
	const plain = encoder.encode(JSON.stringify({
		...payload,
		...common
	}));
	const data = toBase64(await cipher.encrypt(plain));
	const timestamp = String(timestampS);
	return {
		client: "ios",
		data,
		sign: await hexSign(cipher, "ios", timestamp, data),
		timestamp
	};
}
function encodeForm(form) {
	return new URLSearchParams({ ...form }).toString();
}
/**
* Opens a reply body. Per spec §8 a reply that does not decrypt becomes `{status: 0, msg, data: null}`
* rather than an exception, so the caller's status handling stays in one place.
*/
async function openReply(cipher, body, failMsg = "decrypt failed") {
	try {
		const plain = await cipher.decrypt(fromBase64(body.trim()));
		const parsed = JSON.parse(decoder.decode(plain));
		if (typeof parsed !== "object" || parsed === null || typeof parsed.status !== "number") throw new Error("no status");
		return parsed;
	} catch {
		return {
			status: 0,
			msg: failMsg,
			data: null
		};
	}
}
// workers/crypto/api.ts
/**
* The crypto worker's logic: seals request envelopes and opens replies with WebCrypto keys imported once.
* Kept free of `self` so unit tests can run it without a Worker.
*/
function createCryptoApi() {
	let cipher;
	let keyId = "";
	function ready() {
		if (!cipher) return Promise.reject(/* @__PURE__ */ new Error("crypto worker not initialised: call init(keys) first"));
		return cipher;
	}
	return {
		/**
		* Imports the envelope keys; repeated calls with the same keys reuse the imported ones.
		* @throws {Error} when a key is not valid hex of the right length.
		*/
		async init(keys) {
			const id = `${keys.apiKey}:${keys.apiIv}:${keys.signKey}`;
			if (cipher && id === keyId) {
				await cipher;
				return;
			}
			keyId = id;
			const next = createWebCipher(keys);
			cipher = next;
			next.catch(() => {
				if (cipher === next) {
					cipher = void 0;
					keyId = "";
				}
			});
			await next;
		},
		/**
		* Seals a payload merged with the common fields into a form-encoded request body.
		* @throws {Error} when init has not run.
		*/
		async seal(payload, common, timestampS) {
			return encodeForm(await sealRequest(await ready(), payload, common, timestampS));
		},
		/**
		* Opens a reply body; a body that does not decrypt becomes `{status: 0, msg: failMsg, data: null}`.
		* @throws {Error} when init has not run.
		*/
		async open(body, failMsg) {
			return openReply(await ready(), body, failMsg);
		}
	};
}
// workers/crypto/crypto.worker.ts
expose(createCryptoApi(), self);

//# sourceMappingURL=crypto.worker-VUTpaPER.js.map