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
		return wrap$1(port);
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
function wrap$1(ep, target) {
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
// protocol/constants.ts
const API_TIMEOUT_MS = 5e4;
const UPLOAD_TIMEOUT_MS = 5e4;
const PIECE_UPLOAD_TIMEOUT_MS = 36e5;
const BIG_VIDEO_SLICE_BYTES = 2097152;
// node_modules/hash-wasm/dist/index.esm.js
/*!
* hash-wasm (https://www.npmjs.com/package/hash-wasm)
* (c) Dani Biro
* @license MIT
*/
/******************************************************************************
Copyright (c) Microsoft Corporation.

Permission to use, copy, modify, and/or distribute this software for any
purpose with or without fee is hereby granted.

THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHOR DISCLAIMS ALL WARRANTIES WITH
REGARD TO THIS SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF MERCHANTABILITY
AND FITNESS. IN NO EVENT SHALL THE AUTHOR BE LIABLE FOR ANY SPECIAL, DIRECT,
INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES WHATSOEVER RESULTING FROM
LOSS OF USE, DATA OR PROFITS, WHETHER IN AN ACTION OF CONTRACT, NEGLIGENCE OR
OTHER TORTIOUS ACTION, ARISING OUT OF OR IN CONNECTION WITH THE USE OR
PERFORMANCE OF THIS SOFTWARE.
***************************************************************************** */
function __awaiter(thisArg, _arguments, P, generator) {
	function adopt(value) {
		return value instanceof P ? value : new P(function(resolve) {
			resolve(value);
		});
	}
	return new (P || (P = Promise))(function(resolve, reject) {
		function fulfilled(value) {
			try {
				step(generator.next(value));
			} catch (e) {
				reject(e);
			}
		}
		function rejected(value) {
			try {
				step(generator["throw"](value));
			} catch (e) {
				reject(e);
			}
		}
		function step(result) {
			result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
		}
		step((generator = generator.apply(thisArg, _arguments || [])).next());
	});
}
var Mutex = class {
	constructor() {
		this.mutex = Promise.resolve();
	}
	lock() {
		let begin = () => {};
		this.mutex = this.mutex.then(() => new Promise(begin));
		return new Promise((res) => {
			begin = res;
		});
	}
	dispatch(fn) {
		return __awaiter(this, void 0, void 0, function* () {
			const unlock = yield this.lock();
			try {
				return yield Promise.resolve(fn());
			} finally {
				unlock();
			}
		});
	}
};
var _a;
function getGlobal() {
	if (typeof globalThis !== "undefined") return globalThis;
	if (typeof self !== "undefined") return self;
	if (typeof window !== "undefined") return window;
	return global;
}
const globalObject = getGlobal();
const nodeBuffer = (_a = globalObject.Buffer) !== null && _a !== void 0 ? _a : null;
const textEncoder = globalObject.TextEncoder ? new globalObject.TextEncoder() : null;
function hexCharCodesToInt(a, b) {
	return (a & 15) + (a >> 6 | a >> 3 & 8) << 4 | (b & 15) + (b >> 6 | b >> 3 & 8);
}
function writeHexToUInt8(buf, str) {
	const size = str.length >> 1;
	for (let i = 0; i < size; i++) {
		const index = i << 1;
		buf[i] = hexCharCodesToInt(str.charCodeAt(index), str.charCodeAt(index + 1));
	}
}
function hexStringEqualsUInt8(str, buf) {
	if (str.length !== buf.length * 2) return false;
	for (let i = 0; i < buf.length; i++) {
		const strIndex = i << 1;
		if (buf[i] !== hexCharCodesToInt(str.charCodeAt(strIndex), str.charCodeAt(strIndex + 1))) return false;
	}
	return true;
}
const alpha = "a".charCodeAt(0) - 10;
const digit = "0".charCodeAt(0);
function getDigestHex(tmpBuffer, input, hashLength) {
	let p = 0;
	for (let i = 0; i < hashLength; i++) {
		let nibble = input[i] >>> 4;
		tmpBuffer[p++] = nibble > 9 ? nibble + alpha : nibble + digit;
		nibble = input[i] & 15;
		tmpBuffer[p++] = nibble > 9 ? nibble + alpha : nibble + digit;
	}
	return String.fromCharCode.apply(null, tmpBuffer);
}
const getUInt8Buffer = nodeBuffer !== null ? (data) => {
	if (typeof data === "string") {
		const buf = nodeBuffer.from(data, "utf8");
		return new Uint8Array(buf.buffer, buf.byteOffset, buf.length);
	}
	if (nodeBuffer.isBuffer(data)) return new Uint8Array(data.buffer, data.byteOffset, data.length);
	if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
	throw new Error("Invalid data type!");
} : (data) => {
	if (typeof data === "string") return textEncoder.encode(data);
	if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
	throw new Error("Invalid data type!");
};
const base64Chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const base64Lookup = /* @__PURE__ */ new Uint8Array(256);
for (let i = 0; i < 64; i++) base64Lookup[base64Chars.charCodeAt(i)] = i;
function getDecodeBase64Length(data) {
	let bufferLength = Math.floor(data.length * .75);
	const len = data.length;
	if (data[len - 1] === "=") {
		bufferLength -= 1;
		if (data[len - 2] === "=") bufferLength -= 1;
	}
	return bufferLength;
}
function decodeBase64(data) {
	const bufferLength = getDecodeBase64Length(data);
	const len = data.length;
	const bytes = new Uint8Array(bufferLength);
	let p = 0;
	for (let i = 0; i < len; i += 4) {
		const encoded1 = base64Lookup[data.charCodeAt(i)];
		const encoded2 = base64Lookup[data.charCodeAt(i + 1)];
		const encoded3 = base64Lookup[data.charCodeAt(i + 2)];
		const encoded4 = base64Lookup[data.charCodeAt(i + 3)];
		bytes[p] = encoded1 << 2 | encoded2 >> 4;
		p += 1;
		bytes[p] = (encoded2 & 15) << 4 | encoded3 >> 2;
		p += 1;
		bytes[p] = (encoded3 & 3) << 6 | encoded4 & 63;
		p += 1;
	}
	return bytes;
}
const MAX_HEAP = 16384;
const WASM_FUNC_HASH_LENGTH = 4;
const wasmMutex = new Mutex();
const wasmModuleCache = /* @__PURE__ */ new Map();
function WASMInterface(binary, hashLength) {
	return __awaiter(this, void 0, void 0, function* () {
		let wasmInstance = null;
		let memoryView = null;
		let initialized = false;
		if (typeof WebAssembly === "undefined") throw new Error("WebAssembly is not supported in this environment!");
		const writeMemory = (data, offset = 0) => {
			memoryView.set(data, offset);
		};
		const getMemory = () => memoryView;
		const getExports = () => wasmInstance.exports;
		const setMemorySize = (totalSize) => {
			wasmInstance.exports.Hash_SetMemorySize(totalSize);
			const arrayOffset = wasmInstance.exports.Hash_GetBuffer();
			const memoryBuffer = wasmInstance.exports.memory.buffer;
			memoryView = new Uint8Array(memoryBuffer, arrayOffset, totalSize);
		};
		const getStateSize = () => {
			return new DataView(wasmInstance.exports.memory.buffer).getUint32(wasmInstance.exports.STATE_SIZE, true);
		};
		const loadWASMPromise = wasmMutex.dispatch(() => __awaiter(this, void 0, void 0, function* () {
			if (!wasmModuleCache.has(binary.name)) {
				const asm = decodeBase64(binary.data);
				const promise = WebAssembly.compile(asm.buffer);
				wasmModuleCache.set(binary.name, promise);
			}
			const module = yield wasmModuleCache.get(binary.name);
			wasmInstance = yield WebAssembly.instantiate(module, {});
		}));
		const setupInterface = () => __awaiter(this, void 0, void 0, function* () {
			if (!wasmInstance) yield loadWASMPromise;
			const arrayOffset = wasmInstance.exports.Hash_GetBuffer();
			const memoryBuffer = wasmInstance.exports.memory.buffer;
			memoryView = new Uint8Array(memoryBuffer, arrayOffset, MAX_HEAP);
		});
		const init = (bits = null) => {
			initialized = true;
			wasmInstance.exports.Hash_Init(bits);
		};
		const updateUInt8Array = (data) => {
			let read = 0;
			while (read < data.length) {
				const chunk = data.subarray(read, read + MAX_HEAP);
				read += chunk.length;
				memoryView.set(chunk);
				wasmInstance.exports.Hash_Update(chunk.length);
			}
		};
		const update = (data) => {
			if (!initialized) throw new Error("update() called before init()");
			const Uint8Buffer = getUInt8Buffer(data);
			updateUInt8Array(Uint8Buffer);
		};
		const digestChars = new Uint8Array(hashLength * 2);
		const digest = (outputType, padding = null) => {
			if (!initialized) throw new Error("digest() called before init()");
			initialized = false;
			wasmInstance.exports.Hash_Final(padding);
			if (outputType === "binary") return memoryView.slice(0, hashLength);
			return getDigestHex(digestChars, memoryView, hashLength);
		};
		const save = () => {
			if (!initialized) throw new Error("save() can only be called after init() and before digest()");
			const stateOffset = wasmInstance.exports.Hash_GetState();
			const stateLength = getStateSize();
			const memoryBuffer = wasmInstance.exports.memory.buffer;
			const internalState = new Uint8Array(memoryBuffer, stateOffset, stateLength);
			const prefixedState = new Uint8Array(WASM_FUNC_HASH_LENGTH + stateLength);
			writeHexToUInt8(prefixedState, binary.hash);
			prefixedState.set(internalState, WASM_FUNC_HASH_LENGTH);
			return prefixedState;
		};
		const load = (state) => {
			if (!(state instanceof Uint8Array)) throw new Error("load() expects an Uint8Array generated by save()");
			const stateOffset = wasmInstance.exports.Hash_GetState();
			const stateLength = getStateSize();
			const overallLength = WASM_FUNC_HASH_LENGTH + stateLength;
			const memoryBuffer = wasmInstance.exports.memory.buffer;
			if (state.length !== overallLength) throw new Error(`Bad state length (expected ${overallLength} bytes, got ${state.length})`);
			if (!hexStringEqualsUInt8(binary.hash, state.subarray(0, WASM_FUNC_HASH_LENGTH))) throw new Error("This state was written by an incompatible hash implementation");
			const internalState = state.subarray(WASM_FUNC_HASH_LENGTH);
			new Uint8Array(memoryBuffer, stateOffset, stateLength).set(internalState);
			initialized = true;
		};
		const isDataShort = (data) => {
			if (typeof data === "string") return data.length < MAX_HEAP / 4;
			return data.byteLength < MAX_HEAP;
		};
		let canSimplify = isDataShort;
		switch (binary.name) {
			case "argon2":
			case "scrypt":
				canSimplify = () => true;
				break;
			case "blake2b":
			case "blake2s":
				canSimplify = (data, initParam) => initParam <= 512 && isDataShort(data);
				break;
			case "blake3":
				canSimplify = (data, initParam) => initParam === 0 && isDataShort(data);
				break;
			case "xxhash64":
			case "xxhash3":
			case "xxhash128":
			case "crc64": canSimplify = () => false;
		}
		const calculate = (data, initParam = null, digestParam = null) => {
			if (!canSimplify(data, initParam)) {
				init(initParam);
				update(data);
				return digest("hex", digestParam);
			}
			const buffer = getUInt8Buffer(data);
			memoryView.set(buffer);
			wasmInstance.exports.Hash_Calculate(buffer.length, initParam, digestParam);
			return getDigestHex(digestChars, memoryView, hashLength);
		};
		yield setupInterface();
		return {
			getMemory,
			writeMemory,
			getExports,
			setMemorySize,
			init,
			update,
			digest,
			save,
			load,
			calculate,
			hashLength
		};
	});
}
function lockedCreate(mutex, binary, hashLength) {
	return __awaiter(this, void 0, void 0, function* () {
		const unlock = yield mutex.lock();
		const wasm = yield WASMInterface(binary, hashLength);
		unlock();
		return wasm;
	});
}
new Mutex();
new Mutex();
new Mutex();
new Mutex();
new Mutex();
new Mutex();
new Mutex();
var wasmJson$d = {
	name: "md5",
	data: "AGFzbQEAAAABEgRgAAF/YAAAYAF/AGACf38BfwMIBwABAgMBAAIFBAEBAgIGDwJ/AUGAgAQLfwBBgIAECweCAQkGbWVtb3J5AgAPX19zdGFja19wb2ludGVyAwAOSGFzaF9HZXRCdWZmZXIAAAlIYXNoX0luaXQAAQtIYXNoX1VwZGF0ZQACCkhhc2hfRmluYWwABA1IYXNoX0dldFN0YXRlAAUOSGFzaF9DYWxjdWxhdGUABgpTVEFURV9TSVpFAwEKgxwHBgBBgIEECy0AQQBC/rnrxemOlZkQNwKQgQVBAEKBxpS6lvHq5m83AoiBBUEAQgA3AoCBBQvKBQEHf0EAQQAoAoCBBSIBIABqQf////8BcSICNgKAgQVBAEEAKAKEgQUgAiABSWogAEEddmo2AoSBBQJAAkACQAJAAkACQCABQT9xIgMNAEGAgQQhBAwBCyAAQcAAIANrIgVJDQEgBUEDcSEGQQAhAQJAAkAgA0E/c0EDSQ0AIANBgIEFaiEEIAVB/ABxIQdBACEBA0AgBCABaiICQRhqIAFBgIEEai0AADoAACACQRlqIAFBgYEEai0AADoAACACQRpqIAFBgoEEai0AADoAACACQRtqIAFBg4EEai0AADoAACAHIAFBBGoiAUcNAAsgBkUNAQsgA0GYgQVqIQIDQCACIAFqIAFBgIEEai0AADoAACABQQFqIQEgBkF/aiIGDQALC0GYgQVBwAAQAxogACAFayEAIAVBgIEEaiEECyAAQcAATw0BIAAhAgwCCyAARQ0CIABBA3EhBkEAIQECQCAAQQRJDQAgA0GAgQVqIQQgAEF8cSEAQQAhAQNAIAQgAWoiAkEYaiABQYCBBGotAAA6AAAgAkEZaiABQYGBBGotAAA6AAAgAkEaaiABQYKBBGotAAA6AAAgAkEbaiABQYOBBGotAAA6AAAgACABQQRqIgFHDQALIAZFDQMLIANBmIEFaiECA0AgAiABaiABQYCBBGotAAA6AAAgAUEBaiEBIAZBf2oiBg0ADAMLCyAAQT9xIQIgBCAAQUBxEAMhBAsgAkUNACACQQNxIQZBACEBAkAgAkEESQ0AIAJBPHEhAEEAIQEDQCABQZiBBWogBCABaiICLQAAOgAAIAFBmYEFaiACQQFqLQAAOgAAIAFBmoEFaiACQQJqLQAAOgAAIAFBm4EFaiACQQNqLQAAOgAAIAAgAUEEaiIBRw0ACyAGRQ0BCwNAIAFBmIEFaiAEIAFqLQAAOgAAIAFBAWohASAGQX9qIgYNAAsLC7QQARl/QQAoApSBBSECQQAoApCBBSEDQQAoAoyBBSEEQQAoAoiBBSEFA0AgAEEIaigCACIGIABBGGooAgAiByAAQShqKAIAIgggAEE4aigCACIJIABBPGooAgAiCiAAQQxqKAIAIgsgAEEcaigCACIMIABBLGooAgAiDSAMIAsgCiANIAkgCCAHIAMgBmogAiAAQQRqKAIAIg5qIAUgBCACIANzcSACc2ogACgCACIPakH4yKq7fWpBB3cgBGoiECAEIANzcSADc2pB1u6exn5qQQx3IBBqIhEgECAEc3EgBHNqQdvhgaECakERdyARaiISaiAAQRRqKAIAIhMgEWogAEEQaigCACIUIBBqIAQgC2ogEiARIBBzcSAQc2pB7p33jXxqQRZ3IBJqIhAgEiARc3EgEXNqQa+f8Kt/akEHdyAQaiIRIBAgEnNxIBJzakGqjJ+8BGpBDHcgEWoiEiARIBBzcSAQc2pBk4zBwXpqQRF3IBJqIhVqIABBJGooAgAiFiASaiAAQSBqKAIAIhcgEWogDCAQaiAVIBIgEXNxIBFzakGBqppqakEWdyAVaiIQIBUgEnNxIBJzakHYsYLMBmpBB3cgEGoiESAQIBVzcSAVc2pBr++T2nhqQQx3IBFqIhIgESAQc3EgEHNqQbG3fWpBEXcgEmoiFWogAEE0aigCACIYIBJqIABBMGooAgAiGSARaiANIBBqIBUgEiARc3EgEXNqQb6v88p4akEWdyAVaiIQIBUgEnNxIBJzakGiosDcBmpBB3cgEGoiESAQIBVzcSAVc2pBk+PhbGpBDHcgEWoiFSARIBBzcSAQc2pBjofls3pqQRF3IBVqIhJqIAcgFWogDiARaiAKIBBqIBIgFSARc3EgEXNqQaGQ0M0EakEWdyASaiIQIBJzIBVxIBJzakHiyviwf2pBBXcgEGoiESAQcyAScSAQc2pBwOaCgnxqQQl3IBFqIhIgEXMgEHEgEXNqQdG0+bICakEOdyASaiIVaiAIIBJqIBMgEWogDyAQaiAVIBJzIBFxIBJzakGqj9vNfmpBFHcgFWoiECAVcyAScSAVc2pB3aC8sX1qQQV3IBBqIhEgEHMgFXEgEHNqQdOokBJqQQl3IBFqIhIgEXMgEHEgEXNqQYHNh8V9akEOdyASaiIVaiAJIBJqIBYgEWogFCAQaiAVIBJzIBFxIBJzakHI98++fmpBFHcgFWoiECAVcyAScSAVc2pB5puHjwJqQQV3IBBqIhEgEHMgFXEgEHNqQdaP3Jl8akEJdyARaiISIBFzIBBxIBFzakGHm9Smf2pBDncgEmoiFWogBiASaiAYIBFqIBcgEGogFSAScyARcSASc2pB7anoqgRqQRR3IBVqIhAgFXMgEnEgFXNqQYXSj896akEFdyAQaiIRIBBzIBVxIBBzakH4x75nakEJdyARaiISIBFzIBBxIBFzakHZhby7BmpBDncgEmoiFWogFyASaiATIBFqIBkgEGogFSAScyARcSASc2pBipmp6XhqQRR3IBVqIhAgFXMiFSASc2pBwvJoakEEdyAQaiIRIBVzakGB7ce7eGpBC3cgEWoiEiARcyIaIBBzakGiwvXsBmpBEHcgEmoiFWogFCASaiAOIBFqIAkgEGogFSAac2pBjPCUb2pBF3cgFWoiECAVcyIVIBJzakHE1PulempBBHcgEGoiESAVc2pBqZ/73gRqQQt3IBFqIhIgEXMiCSAQc2pB4JbttX9qQRB3IBJqIhVqIA8gEmogGCARaiAIIBBqIBUgCXNqQfD4/vV7akEXdyAVaiIQIBVzIhUgEnNqQcb97cQCakEEdyAQaiIRIBVzakH6z4TVfmpBC3cgEWoiEiARcyIIIBBzakGF4bynfWpBEHcgEmoiFWogGSASaiAWIBFqIAcgEGogFSAIc2pBhbqgJGpBF3cgFWoiESAVcyIQIBJzakG5oNPOfWpBBHcgEWoiEiAQc2pB5bPutn5qQQt3IBJqIhUgEnMiByARc2pB+PmJ/QFqQRB3IBVqIhBqIAwgFWogDyASaiAGIBFqIBAgB3NqQeWssaV8akEXdyAQaiIRIBVBf3NyIBBzakHExKShf2pBBncgEWoiEiAQQX9zciARc2pBl/+rmQRqQQp3IBJqIhAgEUF/c3IgEnNqQafH0Nx6akEPdyAQaiIVaiALIBBqIBkgEmogEyARaiAVIBJBf3NyIBBzakG5wM5kakEVdyAVaiIRIBBBf3NyIBVzakHDs+2qBmpBBncgEWoiECAVQX9zciARc2pBkpmz+HhqQQp3IBBqIhIgEUF/c3IgEHNqQf3ov39qQQ93IBJqIhVqIAogEmogFyAQaiAOIBFqIBUgEEF/c3IgEnNqQdG7kax4akEVdyAVaiIQIBJBf3NyIBVzakHP/KH9BmpBBncgEGoiESAVQX9zciAQc2pB4M2zcWpBCncgEWoiEiAQQX9zciARc2pBlIaFmHpqQQ93IBJqIhVqIA0gEmogFCARaiAYIBBqIBUgEUF/c3IgEnNqQaGjoPAEakEVdyAVaiIQIBJBf3NyIBVzakGC/c26f2pBBncgEGoiESAVQX9zciAQc2pBteTr6XtqQQp3IBFqIhIgEEF/c3IgEXNqQbul39YCakEPdyASaiIVIARqIBYgEGogFSARQX9zciASc2pBkaeb3H5qQRV3aiEEIBUgA2ohAyASIAJqIQIgESAFaiEFIABBwABqIQAgAUFAaiIBDQALQQAgAjYClIEFQQAgAzYCkIEFQQAgBDYCjIEFQQAgBTYCiIEFIAALjgUBB39BACgCgIEFQT9xIgBBgAE6AJiBBQJAAkACQCAAQT9zIgFBB0sNAAJAIABBP0YNACABQQNxIQFBACECAkAgAEE7Sw0AQTsgAGtBAnZBAWoiA0EDcSEEQQAhAgJAAkAgAEEvSw0AIABBgIEFaiEFIANBAnRB8ABxIQZBACECA0AgBSACaiIDQSFqQgA3AAAgA0EZakIANwAAIAYgAkEQaiICRw0ACyAERQ0BCyAEQQJ0IQUgAiAAakGAgQVqIQZBACEDA0AgBiADakEZakEANgAAIAUgA0EEaiIDRw0ACyACIANqIQILIAFFDQELIAIgAGpBmYEFaiEDA0AgA0EAOgAAIANBAWohAyABQX9qIgENAAsLQZiBBSECQZiBBUHAABADGkGAgQUhAUE3IQMMAQsgAEE3Rg0BQTYgAGsiAiEDAkAgAUEDcSIBRQ0AQQAgAWshAUEAIQMDQCADQc+BBWpBADoAACABIANBf2oiA0cNAAsgAiADaiEDCyACQQNJDQEgAEEBaiICQYCBBWohASACQZiBBWohAgJAIANBfWoiAEEEcQ0AIAIgA2oiBUEAOgAAIAEgA2pBFmpBADsAACAFQX1qQQA6AAAgA0F8aiEDCyAAQQRJDQELIAJBeWohAkF/IQUDQCACIANqIgBBB2pBADoAACABIANqIgZBFmpBADsAACAAQQNqQQA7AAAgBkESakEAOwAAIABBADoAACACQXhqIQIgAUF4aiEBIAMgBUEIaiIFRw0ACwtBAEEAKAKEgQU2AtSBBUEAQQAoAoCBBUEDdCIDNgLQgQVBACADNgKAgQVBmIEFQcAAEAMaQQBBACkCiIEFNwOAgQRBAEEAKQKQgQU3A4iBBAsGAEGAgQULMwBBAEL+uevF6Y6VmRA3ApCBBUEAQoHGlLqW8ermbzcCiIEFQQBCADcCgIEFIAAQAhAECwsMAQBBgIAECwSYAAAA",
	hash: "dc3031df"
};
const mutex$e = new Mutex();
let wasmCache$e = null;
/**
* Calculates MD5 hash
* @param data Input data (string, Buffer or TypedArray)
* @returns Computed hash as a hexadecimal string
*/
function md5(data) {
	if (wasmCache$e === null) return lockedCreate(mutex$e, wasmJson$d, 16).then((wasm) => {
		wasmCache$e = wasm;
		return wasmCache$e.calculate(data);
	});
	try {
		const hash = wasmCache$e.calculate(data);
		return Promise.resolve(hash);
	} catch (err) {
		return Promise.reject(err);
	}
}
/**
* Creates a new MD5 hash instance
*/
function createMD5() {
	return WASMInterface(wasmJson$d, 16).then((wasm) => {
		wasm.init();
		const obj = {
			init: () => {
				wasm.init();
				return obj;
			},
			update: (data) => {
				wasm.update(data);
				return obj;
			},
			digest: (outputType) => wasm.digest(outputType),
			save: () => wasm.save(),
			load: (data) => {
				wasm.load(data);
				return obj;
			},
			blockSize: 64,
			digestSize: 16
		};
		return obj;
	});
}
new Mutex();
new Mutex();
new Mutex();
new Mutex();
new Mutex();
new Mutex();
new Mutex();
new Mutex();
new Mutex();
new Mutex();
new Mutex();
new Mutex();
new Mutex();
new Mutex();
// workers/upload/hash.ts
function abortError() {
	const err = /* @__PURE__ */ new Error("cancel");
	err.name = "AbortError";
	return err;
}
/** Hex MD5 of the whole blob. @throws AbortError when the signal aborts. */
async function md5File(blob, opts) {
	const whole = await createMD5();
	const perChunk = opts.onChunkDigest ? await createMD5() : null;
	whole.init();
	const size = blob.size;
	const read = (i) => blob.slice(i * opts.chunkSize, Math.min(size, (i + 1) * opts.chunkSize)).arrayBuffer();
	const chunks = Math.ceil(size / opts.chunkSize);
	let next = chunks > 0 ? read(0) : null;
	for (let i = 0; i < chunks; i++) {
		if (opts.signal?.aborted) throw abortError();
		const current = new Uint8Array(await next);
		next = i + 1 < chunks ? read(i + 1) : null;
		whole.update(current);
		if (perChunk) {
			perChunk.init();
			perChunk.update(current);
			opts.onChunkDigest?.(i, perChunk.digest("hex"));
		}
		opts.onProgress?.({
			hashed: Math.min(size, (i + 1) * opts.chunkSize),
			total: size
		});
	}
	next?.catch(() => {});
	return whole.digest("hex");
}
/** Hex MD5 of a small blob (a slice, the proof range). */
async function md5Blob(blob) {
	return md5(new Uint8Array(await blob.arrayBuffer()));
}
const SAMPLE_BYTES = 65536;
const SAMPLES = 5;
/**
* Identifies a picked file across reloads without reading it all: size, name, lastModified and the MD5 of
* a few 64 KB ranges spread over the file. A false match is caught later by the server's whole-file check.
*/
async function fileFingerprint(file, name, lastModified) {
	const h = await createMD5();
	h.init();
	h.update(`${file.size}\n${name}\n${lastModified}\n`);
	const span = Math.max(0, file.size - SAMPLE_BYTES);
	for (let k = 0; k < SAMPLES; k++) {
		const start = Math.floor(span * k / 4);
		h.update(new Uint8Array(await file.slice(start, Math.min(file.size, start + SAMPLE_BYTES)).arrayBuffer()));
	}
	return h.digest("hex");
}
// workers/upload/progress.ts
const WINDOW_MS = 5e3;
/** Aggregate progress with a sliding-window speed, emitted at most every `intervalMs` (and on phase changes). */
var ProgressTracker = class {
	total;
	intervalMs;
	sink;
	now;
	phase = "hashing";
	loaded = 0;
	hashed = 0;
	samples = [];
	sentThisRun = 0;
	/** Bytes of requests still on the wire, by index (104 MB pieces report progress inside a request). */
	wire = /* @__PURE__ */ new Map();
	lastEmit = 0;
	constructor(total, intervalMs, sink, now = () => performance.now()) {
		this.total = total;
		this.intervalMs = intervalMs;
		this.sink = sink;
		this.now = now;
	}
	sent(bytes, index) {
		if (index !== void 0) this.wire.delete(index);
		this.loaded += bytes;
		this.sentThisRun += bytes;
		if (this.phase === "hashing") this.phase = "uploading";
		this.samples.push({
			t: this.now(),
			sent: this.onWire()
		});
		this.emit();
	}
	/** Progress inside request `index`; 0 when it starts (again: a retry restarts the piece). */
	partial(index, bytes) {
		this.wire.set(index, bytes);
		if (bytes > 0 && this.phase === "hashing") this.phase = "uploading";
		this.samples.push({
			t: this.now(),
			sent: this.onWire()
		});
		this.emit();
	}
	onWire() {
		let n = this.sentThisRun;
		for (const b of this.wire.values()) n += b;
		return n;
	}
	setPhase(phase) {
		this.phase = phase;
		this.emit(true);
	}
	snapshot() {
		const t = this.now();
		while (this.samples.length > 2 && t - this.samples[0].t > WINDOW_MS) this.samples.shift();
		let speedBps = 0;
		const first = this.samples[0];
		if (first && this.samples.length > 1 && t - first.t > 0) speedBps = Math.max(0, (this.onWire() - first.sent) * 1e3 / (t - first.t));
		const loaded = Math.min(this.total, this.loaded + this.onWire() - this.sentThisRun);
		const left = this.total - loaded;
		const etaS = speedBps > 0 ? Math.ceil(left / speedBps) : left === 0 ? 0 : null;
		return {
			phase: this.phase,
			loaded,
			total: this.total,
			speedBps: Math.round(speedBps),
			etaS,
			hashed: this.hashed
		};
	}
	emit(force = false) {
		const t = this.now();
		if (!force && t - this.lastEmit < this.intervalMs) return;
		this.lastEmit = t;
		this.sink(this.snapshot());
	}
};
// workers/upload/queue.ts
var SendError = class extends Error {
	retryable;
	name = "SendError";
	constructor(msg, retryable) {
		super(msg);
		this.retryable = retryable;
	}
};
function cancelError() {
	const err = /* @__PURE__ */ new Error("cancel");
	err.name = "AbortError";
	return err;
}
/** Delay before retry `attempt` (1-based): uniform in [d/2, d] with d = base·2^(attempt-1) capped. */
function backoffDelay(attempt, base, max, random = Math.random) {
	const d = Math.min(max, base * 2 ** (attempt - 1));
	return Math.round(d / 2 + random() * (d / 2));
}
function sleep$2(ms, signal) {
	return new Promise((resolve, reject) => {
		if (signal.aborted) return reject(cancelError());
		const t = setTimeout(() => {
			signal.removeEventListener("abort", onAbort);
			resolve();
		}, ms);
		const onAbort = () => {
			clearTimeout(t);
			reject(cancelError());
		};
		signal.addEventListener("abort", onAbort, { once: true });
	});
}
var SliceQueue = class {
	opts;
	pending = [];
	inFlight = /* @__PURE__ */ new Map();
	cancelCtrl = new AbortController();
	paused = false;
	failure = null;
	waiters = [];
	constructor(opts) {
		this.opts = opts;
	}
	/** Queues indexes not already queued or in flight, lowest first. */
	add(indexes) {
		const known = /* @__PURE__ */ new Set([...this.pending, ...this.inFlight.keys()]);
		for (const i of indexes) if (!known.has(i)) this.pending.push(i);
		this.pending.sort((a, b) => a - b);
		this.pump();
	}
	/** Drops queued indexes the server no longer needs (its slice status is the truth); in-flight ones finish. */
	keepOnly(needed) {
		const set = new Set(needed);
		this.pending = this.pending.filter((i) => set.has(i));
		this.pump();
	}
	get size() {
		return this.pending.length + this.inFlight.size;
	}
	get isPaused() {
		return this.paused;
	}
	/** No new slice starts; slices already on the wire finish (a 2 MB slice is seconds at worst) unless abortOnPause. */
	pause() {
		this.paused = true;
		if (this.opts.abortOnPause) for (const c of this.inFlight.values()) c.abort();
	}
	resume() {
		this.paused = false;
		this.pump();
	}
	/** Aborts in-flight requests and rejects every drain() with an AbortError. */
	cancel() {
		if (this.cancelCtrl.signal.aborted) return;
		this.cancelCtrl.abort();
		for (const c of this.inFlight.values()) c.abort();
		this.fail(cancelError());
	}
	/** Settles when nothing is queued or in flight; rejects with the first fatal error or on cancel. */
	drain() {
		if (this.failure) return Promise.reject(this.failure);
		return new Promise((resolve, reject) => {
			this.waiters.push({
				resolve,
				reject
			});
			this.settleIfIdle();
		});
	}
	fail(err) {
		if (this.failure) return;
		this.failure = err;
		this.pending = [];
		for (const c of this.inFlight.values()) c.abort();
		const w = this.waiters;
		this.waiters = [];
		for (const x of w) x.reject(err);
	}
	settleIfIdle() {
		if (this.failure || this.size > 0) return;
		const w = this.waiters;
		this.waiters = [];
		for (const x of w) x.resolve();
	}
	pump() {
		while (!this.paused && !this.failure && this.inFlight.size < this.opts.concurrency && this.pending.length > 0) {
			const index = this.pending.shift();
			const ctrl = new AbortController();
			this.inFlight.set(index, ctrl);
			this.run(index, ctrl);
		}
		this.settleIfIdle();
	}
	async run(index, ctrl) {
		const { maxAttempts, baseDelayMs, maxDelayMs } = this.opts;
		try {
			for (let attempt = 1;; attempt++) try {
				await this.opts.send(index, ctrl.signal);
				this.opts.onSent?.(index);
				return;
			} catch (err) {
				if (this.failure) return;
				if (this.paused && ctrl.signal.aborted) {
					this.pending.unshift(index);
					return;
				}
				if (!(err instanceof SendError ? err.retryable : !ctrl.signal.aborted) || attempt >= maxAttempts) {
					this.fail(err instanceof Error ? err : new Error(String(err)));
					return;
				}
				const delay = backoffDelay(attempt, baseDelayMs, maxDelayMs, this.opts.random);
				this.opts.onRetry?.(index, attempt, delay, err);
				await sleep$2(delay, this.cancelCtrl.signal);
				if (this.paused) {
					this.pending.unshift(index);
					return;
				}
			}
		} catch (err) {
			this.fail(err);
		} finally {
			this.inFlight.delete(index);
			this.pump();
		}
	}
};
// protocol/upload.ts
/** Path of the multipart slice upload (not under /api.php: it carries binary). */
const SLICE_UPLOAD_PATH = "/api/article/uploadSliceFile";
const VIDEO_FORMATS = [
	"mp4",
	"mov",
	"m4v",
	"webm",
	"mkv",
	"avi",
	"3gp"
];
/** Spec §4 big-video slice check: 0 = some slices needed, 1 = file exists (instant upload), 2 = send all. */
const SLICE_STATUS = {
	SOME_NEEDED: 0,
	EXISTS: 1,
	SEND_ALL: 2
};
/** What the slice `sign` (hex HMAC-SHA256 under the sign key) covers: every field, one per line. */
function sliceSignInput(f) {
	return [
		"slice",
		f.uploadId,
		f.index,
		f.hash,
		f.format,
		f.file_hash,
		f.token,
		f.timestamp
	].join("\n");
}
/** Stored file extension for a client-declared format or file name; unknown ones become mp4. */
function videoFormat(formatOrName) {
	const ext = formatOrName.toLowerCase().split(".").pop() ?? "";
	return VIDEO_FORMATS.includes(ext) ? ext : "mp4";
}
/** Slice byte spans for a file of `size` bytes (at least one slice, so a 0-byte file still has one). */
function sliceSpan(index, size, sliceSize) {
	const start = index * sliceSize;
	return {
		start,
		end: Math.min(size, start + sliceSize)
	};
}
function sliceCount(size, sliceSize) {
	return Math.max(1, Math.ceil(size / sliceSize));
}
// node_modules/idb/build/index.js
const instanceOfAny = (object, constructors) => constructors.some((c) => object instanceof c);
let idbProxyableTypes;
let cursorAdvanceMethods;
function getIdbProxyableTypes() {
	return idbProxyableTypes || (idbProxyableTypes = [
		IDBIndex,
		IDBObjectStore,
		IDBCursor,
		IDBDatabase,
		IDBTransaction
	]);
}
function getCursorAdvanceMethods() {
	return cursorAdvanceMethods || (cursorAdvanceMethods = [
		"advance",
		"continue",
		"continuePrimaryKey"
	].map((method) => IDBCursor.prototype[method]));
}
const transactionDoneMap = /* @__PURE__ */ new WeakMap();
const transformCache = /* @__PURE__ */ new WeakMap();
const reverseTransformCache = /* @__PURE__ */ new WeakMap();
function promisifyRequest(request) {
	const promise = new Promise((resolve, reject) => {
		const unlisten = () => {
			request.removeEventListener("success", success);
			request.removeEventListener("error", error);
		};
		const success = () => {
			resolve(wrap(request.result));
			unlisten();
		};
		const error = () => {
			reject(request.error);
			unlisten();
		};
		request.addEventListener("success", success);
		request.addEventListener("error", error);
	});
	reverseTransformCache.set(promise, request);
	return promise;
}
function cacheDonePromiseForTransaction(tx) {
	if (transactionDoneMap.has(tx)) return;
	const done = new Promise((resolve, reject) => {
		const unlisten = () => {
			tx.removeEventListener("complete", complete);
			tx.removeEventListener("error", error);
			tx.removeEventListener("abort", error);
		};
		const complete = () => {
			resolve();
			unlisten();
		};
		const error = () => {
			reject(tx.error || new DOMException("AbortError", "AbortError"));
			unlisten();
		};
		tx.addEventListener("complete", complete);
		tx.addEventListener("error", error);
		tx.addEventListener("abort", error);
	});
	transactionDoneMap.set(tx, done);
}
let idbProxyTraps = {
	get(target, prop, receiver) {
		if (target instanceof IDBTransaction) {
			if (prop === "done") return transactionDoneMap.get(target);
			if (prop === "store") return receiver.objectStoreNames[1] ? void 0 : receiver.objectStore(receiver.objectStoreNames[0]);
		}
		return wrap(target[prop]);
	},
	set(target, prop, value) {
		target[prop] = value;
		return true;
	},
	has(target, prop) {
		if (target instanceof IDBTransaction && (prop === "done" || prop === "store")) return true;
		return prop in target;
	}
};
function replaceTraps(callback) {
	idbProxyTraps = callback(idbProxyTraps);
}
function wrapFunction(func) {
	if (getCursorAdvanceMethods().includes(func)) return function(...args) {
		func.apply(unwrap(this), args);
		return wrap(this.request);
	};
	return function(...args) {
		return wrap(func.apply(unwrap(this), args));
	};
}
function transformCachableValue(value) {
	if (typeof value === "function") return wrapFunction(value);
	if (value instanceof IDBTransaction) cacheDonePromiseForTransaction(value);
	if (instanceOfAny(value, getIdbProxyableTypes())) return new Proxy(value, idbProxyTraps);
	return value;
}
function wrap(value) {
	if (value instanceof IDBRequest) return promisifyRequest(value);
	if (transformCache.has(value)) return transformCache.get(value);
	const newValue = transformCachableValue(value);
	if (!Object.is(newValue, value)) {
		transformCache.set(value, newValue);
		reverseTransformCache.set(newValue, value);
	}
	return newValue;
}
const unwrap = (value) => reverseTransformCache.get(value);
/**
* Open a database.
*
* @param name Name of the database.
* @param version Schema version.
* @param callbacks Additional callbacks.
*/
function openDB(name, version, { blocked, upgrade, blocking, terminated } = {}) {
	const request = indexedDB.open(name, version);
	const openPromise = wrap(request);
	if (upgrade) request.addEventListener("upgradeneeded", (event) => {
		upgrade(wrap(request.result), event.oldVersion, event.newVersion, wrap(request.transaction), event);
	});
	if (blocked) request.addEventListener("blocked", (event) => blocked(event.oldVersion, event.newVersion, event));
	openPromise.then((db) => {
		if (terminated) db.addEventListener("close", () => terminated());
		if (blocking) db.addEventListener("versionchange", (event) => blocking(event.oldVersion, event.newVersion, event));
	}).catch(() => {});
	return openPromise;
}
const readMethods = [
	"get",
	"getKey",
	"getAll",
	"getAllKeys",
	"count"
];
const writeMethods = [
	"put",
	"add",
	"delete",
	"clear"
];
const cachedMethods = {};
function getMethod(target, prop) {
	if (!(target instanceof IDBDatabase && !(prop in target) && typeof prop === "string")) return;
	if (cachedMethods[prop]) return cachedMethods[prop];
	const targetFuncName = prop.replace(/FromIndex$/, "");
	const useIndex = prop !== targetFuncName;
	const isWrite = writeMethods.includes(targetFuncName);
	if (!(targetFuncName in (useIndex ? IDBIndex : IDBObjectStore).prototype) || !(isWrite || readMethods.includes(targetFuncName))) return;
	const method = async function(storeName, ...args) {
		const tx = this.transaction(storeName, isWrite ? "readwrite" : "readonly");
		let target = tx.store;
		if (useIndex) target = target.index(args.shift());
		return (await Promise.all([target[targetFuncName](...args), isWrite && tx.done]))[0];
	};
	return cachedMethods[prop] = method;
}
replaceTraps((oldTraps) => ({
	...oldTraps,
	get: (target, prop, receiver) => getMethod(target, prop) || oldTraps.get(target, prop, receiver),
	has: (target, prop) => !!getMethod(target, prop) || oldTraps.has(target, prop)
}));
const advanceMethodProps = [
	"advance",
	"continue",
	"continuePrimaryKey"
];
const methodMap = {};
const advanceResults = /* @__PURE__ */ new WeakMap();
const ittrProxiedCursorToOriginalProxy = /* @__PURE__ */ new WeakMap();
const cursorIteratorTraps = { get(target, prop) {
	if (!advanceMethodProps.includes(prop)) return target[prop];
	let cachedFunc = methodMap[prop];
	if (!cachedFunc) cachedFunc = methodMap[prop] = function(...args) {
		advanceResults.set(this, ittrProxiedCursorToOriginalProxy.get(this)[prop](...args));
	};
	return cachedFunc;
} };
async function* iterate(...args) {
	let cursor = this;
	if (!(cursor instanceof IDBCursor)) cursor = await cursor.openCursor(...args);
	if (!cursor) return;
	cursor = cursor;
	const proxiedCursor = new Proxy(cursor, cursorIteratorTraps);
	ittrProxiedCursorToOriginalProxy.set(proxiedCursor, cursor);
	reverseTransformCache.set(proxiedCursor, unwrap(cursor));
	while (cursor) {
		yield proxiedCursor;
		cursor = await (advanceResults.get(proxiedCursor) || cursor.continue());
		advanceResults.delete(proxiedCursor);
	}
}
function isIteratorProp(target, prop) {
	return prop === Symbol.asyncIterator && instanceOfAny(target, [
		IDBIndex,
		IDBObjectStore,
		IDBCursor
	]) || prop === "iterate" && instanceOfAny(target, [IDBIndex, IDBObjectStore]);
}
replaceTraps((oldTraps) => ({
	...oldTraps,
	get(target, prop, receiver) {
		if (isIteratorProp(target, prop)) return iterate;
		return oldTraps.get(target, prop, receiver);
	},
	has(target, prop) {
		return isIteratorProp(target, prop) || oldTraps.has(target, prop);
	}
}));
// workers/upload/state.ts
const DB_NAME = "goldpost-upload";
let db;
function open() {
	db ??= openDB(DB_NAME, 1, { upgrade(d) {
		d.createObjectStore("uploads", { keyPath: "fingerprint" }).createIndex("updatedAt", "updatedAt");
	} });
	return db;
}
async function loadUpload(fingerprint) {
	return (await open()).get("uploads", fingerprint);
}
async function saveUpload(u) {
	await (await open()).put("uploads", {
		...u,
		updatedAt: Date.now()
	});
}
async function forgetUpload(fingerprint) {
	await (await open()).delete("uploads", fingerprint);
}
/** The most recent unfinished upload (the resume offer after a reload). */
async function latestUpload() {
	return (await (await open()).transaction("uploads").store.index("updatedAt").openCursor(null, "prev"))?.value;
}
// workers/upload/hex.ts
function toHex(bytes) {
	let hex = "";
	for (const b of bytes) hex += b.toString(16).padStart(2, "0");
	return hex;
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
// protocol/envelope.ts
const encoder$1 = new TextEncoder();
const decoder = new TextDecoder("utf-8", { fatal: true });
function signInput(client, timestamp, data) {
	return encoder$1.encode(`${client}\n${timestamp}\n${data}`);
}
async function hexSign(cipher, client, timestamp, data) {
	const mac = await cipher.sign(signInput(client, timestamp, data));
	let hex = "";
	for (const b of mac) hex += b.toString(16).padStart(2, "0");
	return hex;
}
/** Payload first, then the common fields, so the plaintext's key order is stable (see the vectors). */
async function sealRequest(cipher, payload, common, timestampS) {
	const plain = encoder$1.encode(JSON.stringify({
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
// workers/upload/piece-transport.ts
/** No upload progress for this long means a dead connection: abort and retry (XHR path). */
const PIECE_STALL_MS = 6e4;
function xhrPut(href, body, signal, onProgress) {
	return new Promise((resolve, reject) => {
		const xhr = new XMLHttpRequest();
		let stall;
		let stalled = false;
		const arm = () => {
			clearTimeout(stall);
			stall = setTimeout(() => {
				stalled = true;
				xhr.abort();
			}, PIECE_STALL_MS);
		};
		const onAbort = () => xhr.abort();
		xhr.open("PUT", href);
		xhr.setRequestHeader("Content-Type", "application/octet-stream");
		xhr.timeout = PIECE_UPLOAD_TIMEOUT_MS;
		xhr.upload.onprogress = (e) => {
			arm();
			onProgress(e.loaded);
		};
		xhr.onload = () => resolve({
			status: xhr.status,
			text: xhr.responseText
		});
		xhr.onerror = () => reject(new SendError("network error", true));
		xhr.ontimeout = () => reject(new SendError("timed out", true));
		xhr.onabort = () => reject(stalled ? new SendError("stalled", true) : cancelError());
		xhr.onloadend = () => {
			clearTimeout(stall);
			signal.removeEventListener("abort", onAbort);
		};
		signal.addEventListener("abort", onAbort, { once: true });
		arm();
		xhr.send(body);
	});
}
async function fetchPut(fetchImpl, href, body, signal) {
	let res;
	try {
		res = await fetchImpl(href, {
			method: "PUT",
			headers: { "Content-Type": "application/octet-stream" },
			body,
			credentials: "omit",
			signal: AbortSignal.any([signal, AbortSignal.timeout(PIECE_UPLOAD_TIMEOUT_MS)])
		});
	} catch (err) {
		if (signal.aborted) throw cancelError();
		throw new SendError(`network error (${err instanceof Error ? err.message : String(err)})`, true);
	}
	return {
		status: res.status,
		text: await res.text().catch(() => "")
	};
}
/**
* PUTs `body` at `offset` of the upload.
* @throws SendError (retryable for network faults, 5xx, 408, 429; not for a refusal), AbortError on abort.
*/
async function putPiece(fetchImpl, href, offset, body, signal, onProgress) {
	if (signal.aborted) throw cancelError();
	const target = `${href}${href.includes("?") ? "&" : "?"}offset=${offset}`;
	const raw = typeof XMLHttpRequest === "function" ? await xhrPut(target, body, signal, onProgress) : await fetchPut(fetchImpl, target, body, signal);
	let parsed = {};
	try {
		parsed = JSON.parse(raw.text);
	} catch {}
	if (raw.status === 200 && parsed.code === 1) {
		onProgress(body.size);
		return {
			done: parsed.done === true,
			missing: parsed.missing ?? [],
			videoId: parsed.videoId,
			url: parsed.url
		};
	}
	const msg = parsed.msg ?? raw.text.slice(0, 200);
	if (raw.status === 409 && (msg === "piece already received" || msg.startsWith("upload is "))) {
		onProgress(body.size);
		return {
			done: false,
			missing: parsed.missing ?? []
		};
	}
	const retryable = raw.status === 0 || raw.status >= 500 || raw.status === 408 || raw.status === 429;
	throw new SendError(`piece at ${offset}: HTTP ${raw.status} ${msg}`, retryable);
}
// workers/upload/transport.ts
/** A business refusal (envelope status ≠ 1), kept whole so the caller can read status and msg. */
var ReplyError = class extends Error {
	status;
	name = "ReplyError";
	constructor(status, msg) {
		super(msg);
		this.status = status;
	}
};
const encoder = new TextEncoder();
/** Envelope calls and slice POSTs made from the worker with the same keys and common fields as the page. */
async function createTransport(cfg, fetchImpl = (i, o) => globalThis.fetch(i, o)) {
	const cipher = await createWebCipher(cfg.keys);
	const url = (path) => new URL(path, cfg.origin).href;
	return {
		async call(path, payload, signal) {
			const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
			const form = await sealRequest(cipher, payload, cfg.common, Math.floor(Date.now() / 1e3));
			const res = await fetchImpl(url(cfg.apiBase + path), {
				method: "POST",
				headers: { "Content-Type": "application/x-www-form-urlencoded" },
				body: encodeForm(form),
				credentials: "omit",
				signal: signal ? AbortSignal.any([signal, timeout]) : timeout
			});
			const text = await res.text();
			if (res.status !== 200) throw new ReplyError(res.status, text.slice(0, 200) || `HTTP ${res.status}`);
			const reply = await openReply(cipher, text);
			if (reply.status !== 1) throw new ReplyError(reply.status, reply.msg);
			return reply.data;
		},
		putPiece(uploadUrl, offset, piece, signal, onProgress) {
			return putPiece(fetchImpl, url(uploadUrl), offset, piece, signal, onProgress);
		},
		async sendSlice(f, chunk, signal) {
			const fields = {
				...f,
				token: cfg.common.token,
				timestamp: String(Math.floor(Date.now() / 1e3))
			};
			const sign = toHex(await cipher.sign(encoder.encode(sliceSignInput(fields))));
			const body = new FormData();
			for (const [k, v] of Object.entries(fields)) body.append(k, v);
			body.append("sign", sign);
			body.append("chunk", chunk, "blob");
			let res;
			try {
				res = await fetchImpl(url(SLICE_UPLOAD_PATH), {
					method: "POST",
					body,
					credentials: "omit",
					signal: AbortSignal.any([signal, AbortSignal.timeout(UPLOAD_TIMEOUT_MS)])
				});
			} catch (err) {
				if (signal.aborted) throw err;
				throw new SendError(`slice ${f.index}: network error`, true);
			}
			if (res.ok) {
				await res.body?.cancel();
				return;
			}
			const text = await res.text().catch(() => "");
			let msg = text.slice(0, 200);
			try {
				msg = JSON.parse(text).msg ?? msg;
			} catch {}
			const retryable = res.status >= 500 || res.status === 408 || res.status === 429;
			throw new SendError(`slice ${f.index}: HTTP ${res.status} ${msg}`, retryable);
		}
	};
}
// workers/upload/piece-session.ts
const MAX_ROUNDS = 5;
const sleep$1 = (ms) => new Promise((r) => setTimeout(r, ms));
async function runPieceUpload(t, f, tune, progress, session, opened) {
	const { signal } = session;
	const { saved } = opened;
	const file = f.blob;
	const size = file.size;
	const span = (i) => sliceSpan(i, size, saved.sliceSize);
	const bytes = (i) => span(i).end - span(i).start;
	let uploadUrl = opened.uploadUrl;
	if (!uploadUrl) throw new Error("pieces upload without an upload URL");
	const needed = new Set(opened.missing);
	for (let i = 0; i < sliceCount(size, saved.sliceSize); i++) if (!needed.has(i)) progress.loaded += bytes(i);
	const sent = [];
	const queue = new SliceQueue({
		concurrency: tune.pieceConcurrency,
		maxAttempts: tune.maxAttempts,
		baseDelayMs: tune.baseDelayMs,
		maxDelayMs: tune.maxDelayMs,
		abortOnPause: true,
		async send(i, pieceSignal) {
			const s = span(i);
			progress.partial(i, 0);
			try {
				await t.putPiece(uploadUrl, s.start, file.slice(s.start, s.end), pieceSignal, (b) => progress.partial(i, Math.min(b, bytes(i))));
			} catch (err) {
				progress.partial(i, 0);
				throw err;
			}
		},
		onSent(i) {
			sent.push(i);
			progress.sent(bytes(i), i);
		}
	});
	session.queue = queue;
	const onAbort = () => queue.cancel();
	signal.addEventListener("abort", onAbort, { once: true });
	try {
		const held = opened.video ? void 0 : opened.missing.at(-1);
		queue.add(opened.missing.filter((i) => i !== held));
		let fileHash = saved.fileHash;
		progress.hashed = fileHash ? size : 0;
		if (!fileHash) {
			const hashCtrl = new AbortController();
			const drained = queue.drain();
			drained.catch(() => hashCtrl.abort());
			try {
				fileHash = await md5File(file, {
					chunkSize: BIG_VIDEO_SLICE_BYTES,
					signal: AbortSignal.any([signal, hashCtrl.signal]),
					onProgress: (p) => {
						progress.hashed = p.hashed;
						progress.emit();
					}
				});
			} catch (err) {
				if (hashCtrl.signal.aborted && !signal.aborted) await drained;
				throw err;
			}
			await saveUpload({
				...saved,
				fileHash
			});
		}
		for (let round = 0; round < MAX_ROUNDS;) {
			if (signal.aborted) throw cancelError();
			const st = await t.call("/api/article/pieceStatus", {
				uploadId: saved.uploadId,
				file_hash: fileHash
			}, signal);
			uploadUrl = st.uploadUrl;
			if (st.state === "done" && st.video) return await finish(st.video, fileHash);
			if (st.state === "assembling") {
				progress.setPhase("finishing");
				await sleep$1(tune.pollMs);
				continue;
			}
			round++;
			queue.add(st.missing);
			await queue.drain();
			progress.setPhase("finishing");
		}
		throw new Error("upload incomplete after several rounds");
	} finally {
		signal.removeEventListener("abort", onAbort);
		session.queue = null;
	}
	async function finish(video, fileHash) {
		await forgetUpload(saved.fingerprint);
		progress.loaded = progress.total;
		progress.hashed = progress.total;
		progress.setPhase("done");
		return {
			...video,
			instant: false,
			fileHash,
			sentSlices: sent
		};
	}
}
// workers/upload/session.ts
/** Envelope statuses that mean "this upload is gone or not yours": start a new one. */
const STALE_UPLOAD = /* @__PURE__ */ new Set([
	403,
	404,
	409
]);
const MAX_FINISH_ROUNDS = 5;
/** Per-slice digests from the hash pass, handed to the queue as they appear (each slice read once). */
var Digests = class {
	known = /* @__PURE__ */ new Map();
	waiting = /* @__PURE__ */ new Map();
	open = true;
	put(i, d) {
		this.known.set(i, d);
		for (const wake of this.waiting.get(i) ?? []) wake();
		this.waiting.delete(i);
	}
	/** No more digests will come (the pass ended or failed): waiters compute their own. */
	close() {
		this.open = false;
		for (const list of this.waiting.values()) for (const wake of list) wake();
		this.waiting.clear();
	}
	async get(i, slice) {
		if (!this.known.has(i) && this.open) await new Promise((r) => this.waiting.set(i, [...this.waiting.get(i) ?? [], r]));
		const d = this.known.get(i);
		this.known.delete(i);
		return d ?? md5Blob(slice());
	}
};
async function resumeSaved(t, saved, signal) {
	if (saved.mode === "pieces") {
		const st = await t.call("/api/article/pieceStatus", { uploadId: saved.uploadId }, signal);
		return {
			saved,
			missing: st.missing,
			video: st.state === "done" ? st.video : null,
			uploadUrl: st.uploadUrl
		};
	}
	const st = await t.call("/api/article/checkSlice", { uploadId: saved.uploadId }, signal);
	return {
		saved,
		missing: st.missing,
		video: st.status === SLICE_STATUS.EXISTS ? st.video : null,
		uploadUrl: null
	};
}
async function openOrResume(t, f, tune, signal) {
	const fingerprint = await fileFingerprint(f.blob, f.name, f.lastModified);
	const saved = await loadUpload(fingerprint);
	if (saved && saved.size === f.blob.size && saved.name === f.name) try {
		return await resumeSaved(t, saved, signal);
	} catch (err) {
		if (!(err instanceof ReplyError && STALE_UPLOAD.has(err.status))) throw err;
		await forgetUpload(fingerprint);
	}
	const c = await t.call("/api/article/createUpload", {
		name: f.name,
		size: f.blob.size,
		format: videoFormat(f.name),
		sliceSize: tune.sliceSize,
		modes: ["slices", "pieces"],
		...tune.pieceSize ? { pieceSize: tune.pieceSize } : {}
	}, signal);
	const mode = c.mode === "pieces" && c.piece ? "pieces" : "slices";
	const fresh = {
		fingerprint,
		uploadId: c.uploadId,
		mode,
		name: f.name,
		size: f.blob.size,
		sliceSize: c.sliceSize,
		slices: c.slices,
		proofRange: c.proofRange,
		fileHash: null,
		updatedAt: Date.now()
	};
	await saveUpload(fresh);
	return {
		saved: fresh,
		missing: Array.from({ length: c.slices }, (_, i) => i),
		video: null,
		uploadUrl: c.piece?.uploadUrl ?? null
	};
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/**
* One upload: provisional upload at once, slices sent while the hash pass runs, instant-upload check the
* moment the hash is known, then storeFileInfo until the server has assembled and verified the file.
*/
async function runUpload(t, f, tune, progress, session) {
	const { signal } = session;
	const file = f.blob;
	const opened = await openOrResume(t, f, tune, signal);
	const { saved, missing, video: already } = opened;
	session.fingerprint = saved.fingerprint;
	if (saved.mode === "pieces") return runPieceUpload(t, f, tune, progress, session, opened);
	const finish = async (video, instant, fileHash, sent) => {
		await forgetUpload(saved.fingerprint);
		progress.loaded = progress.total;
		progress.hashed = progress.total;
		progress.setPhase("done");
		return {
			...video,
			instant,
			fileHash,
			sentSlices: sent
		};
	};
	if (already) return finish(already, true, saved.fileHash ?? "", []);
	const size = file.size;
	const span = (i) => sliceSpan(i, size, saved.sliceSize);
	const needed = new Set(missing);
	for (let i = 0; i < sliceCount(size, saved.sliceSize); i++) if (!needed.has(i)) progress.loaded += span(i).end - span(i).start;
	let fileHash = saved.fileHash;
	progress.hashed = fileHash ? size : 0;
	const digests = new Digests();
	const sent = [];
	const queue = new SliceQueue({
		concurrency: tune.concurrency,
		maxAttempts: tune.maxAttempts,
		baseDelayMs: tune.baseDelayMs,
		maxDelayMs: tune.maxDelayMs,
		async send(i, sliceSignal) {
			const s = span(i);
			const chunk = file.slice(s.start, s.end);
			const hash = await digests.get(i, () => chunk);
			await t.sendSlice({
				uploadId: saved.uploadId,
				index: String(i),
				hash,
				format: videoFormat(f.name),
				file_hash: fileHash ?? ""
			}, chunk, sliceSignal);
		},
		onSent(i) {
			sent.push(i);
			progress.sent(span(i).end - span(i).start);
		}
	});
	session.queue = queue;
	const onAbort = () => queue.cancel();
	signal.addEventListener("abort", onAbort, { once: true });
	try {
		if (fileHash) digests.close();
		queue.add(missing);
		let instant = null;
		if (!fileHash) {
			const hashCtrl = new AbortController();
			const drained = queue.drain();
			drained.catch(() => hashCtrl.abort());
			try {
				fileHash = await md5File(file, {
					chunkSize: saved.sliceSize,
					signal: AbortSignal.any([signal, hashCtrl.signal]),
					onChunkDigest: (i, d) => needed.has(i) && digests.put(i, d),
					onProgress: (p) => {
						progress.hashed = p.hashed;
						progress.emit();
					}
				});
			} catch (err) {
				if (hashCtrl.signal.aborted && !signal.aborted) await drained;
				throw err;
			} finally {
				digests.close();
			}
			await saveUpload({
				...saved,
				fileHash
			});
			const proof = await md5Blob(file.slice(saved.proofRange.start, saved.proofRange.end));
			const st = await t.call("/api/article/checkSlice", {
				uploadId: saved.uploadId,
				file_hash: fileHash,
				proof
			}, signal);
			if (st.status === SLICE_STATUS.EXISTS && st.video) {
				instant = st.video;
				queue.cancel();
			} else queue.keepOnly(st.missing);
		}
		if (instant) return await finish(instant, true, fileHash, sent);
		await queue.drain();
		progress.setPhase("finishing");
		for (let round = 0; round < MAX_FINISH_ROUNDS;) {
			if (signal.aborted) throw cancelError();
			const r = await t.call("/api/article/storeFileInfo", {
				uploadId: saved.uploadId,
				original: f.name,
				size,
				slices: saved.slices
			}, signal);
			if (r.state === "done" && r.video) return await finish(r.video, false, fileHash, sent);
			if (r.state === "assembling") {
				await sleep(tune.pollMs);
				continue;
			}
			round++;
			queue.add(r.missing);
			await queue.drain();
		}
		throw new Error("upload incomplete after several rounds");
	} finally {
		signal.removeEventListener("abort", onAbort);
		session.queue = null;
	}
}
// workers/upload/api.ts
const DEFAULT_TUNING = {
	sliceSize: BIG_VIDEO_SLICE_BYTES,
	concurrency: 3,
	maxAttempts: 6,
	baseDelayMs: 500,
	maxDelayMs: 15e3,
	progressIntervalMs: 200,
	pollMs: 1e3,
	pieceConcurrency: 2
};
/**
* The upload worker's logic (one Comlink API): hashing, the slice queue, resume state. Kept free of `self`
* so tests can also run it in-process. One upload at a time.
*/
function createUploadApi(fetchImpl) {
	let transport;
	let current = null;
	return {
		/** Keys, common fields (token included) and the server origin; call again after login/logout. */
		async init(cfg) {
			transport = createTransport(cfg, fetchImpl);
			await transport;
		},
		/**
		* Uploads a video (or resumes the unfinished upload of the same file).
		* @throws AbortError 'cancel' after cancel(); ReplyError for a server refusal; Error otherwise.
		*/
		async start(file, onProgress, tuning = {}) {
			if (!transport) throw new Error("upload worker not initialised: call init first");
			if (current) throw new Error("an upload is already running");
			const tune = {
				...DEFAULT_TUNING,
				...tuning
			};
			const ctrl = new AbortController();
			const session = {
				queue: null,
				signal: ctrl.signal
			};
			const run = {
				session,
				ctrl,
				forget: true
			};
			current = run;
			const progress = new ProgressTracker(file.blob.size, tune.progressIntervalMs, (p) => void onProgress(p));
			progress.emit(true);
			try {
				return await runUpload(await transport, file, tune, progress, session);
			} catch (err) {
				if (ctrl.signal.aborted) {
					if (session.fingerprint && run.forget) await forgetUpload(session.fingerprint);
					throw cancelError();
				}
				throw err;
			} finally {
				current = null;
			}
		},
		pause() {
			current?.session.queue?.pause();
		},
		resume() {
			current?.session.queue?.resume();
		},
		isPaused() {
			return current?.session.queue?.isPaused ?? false;
		},
		/**
		* Aborts in-flight requests and the hash pass. `forget` (default) drops the saved state of that file;
		* false keeps it, so the upload is offered for resume later (the page is going away).
		*/
		cancel(forget = true) {
			if (!current) return;
			current.forget = forget;
			current.ctrl.abort();
		},
		/** The most recent unfinished upload saved in IndexedDB (offered after a reload). */
		async findResumable() {
			const u = await latestUpload();
			return u ? {
				fingerprint: u.fingerprint,
				name: u.name,
				size: u.size,
				fileHash: u.fileHash
			} : null;
		},
		/** True when this file matches a saved unfinished upload (same size, name, sampled digest). */
		async matchesSaved(file) {
			return await loadUpload(await fileFingerprint(file.blob, file.name, file.lastModified)) !== void 0;
		},
		async forget(fingerprint) {
			await forgetUpload(fingerprint);
		},
		/** Whole-file MD5 alone (the benchmark and the digest tests). */
		async hash(blob, chunkSize = BIG_VIDEO_SLICE_BYTES, onProgress) {
			return md5File(blob, {
				chunkSize,
				onProgress: onProgress ? (p) => void onProgress(p.hashed) : void 0
			});
		}
	};
}
// workers/upload/upload.worker.ts
expose(createUploadApi(), self);

//# sourceMappingURL=upload.worker-tko1v7J6.js.map