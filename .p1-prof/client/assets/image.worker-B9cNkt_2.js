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
// protocol/upload-sign.ts
/** Upload sign of spec §7: hex MD5 of the timestamp (as sent) followed by the upload key from global config. */
function uploadSign(timestamp, key) {
	return md5(`${timestamp}${key}`);
}
// protocol/constants.ts
const IMAGE_BOX_PX = 1024;
// workers/image/fit.ts
/**
* Spec §5: the uploaded picture fits inside the box keeping its proportions; a smaller one keeps its size
* (upscaling only adds bytes). Sides round to whole pixels and never reach 0.
* @throws {RangeError} when a side is not a positive finite number.
*/
function fitInBox(size, box = IMAGE_BOX_PX) {
	const { width, height } = size;
	if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height))) throw new RangeError(`image size must be positive: ${width}×${height}`);
	const scale = Math.min(1, box / width, box / height);
	if (scale === 1) return {
		width: Math.round(width),
		height: Math.round(height)
	};
	return {
		width: Math.min(box, Math.max(1, Math.round(width * scale))),
		height: Math.min(box, Math.max(1, Math.round(height * scale)))
	};
}
// workers/image/api.ts
const browserImageEnv = {
	decode: (file) => createImageBitmap(file),
	async encodePng(bitmap, width, height) {
		const canvas = new OffscreenCanvas(width, height);
		const ctx = canvas.getContext("2d");
		if (!ctx) throw new Error("2d canvas unavailable in the image worker");
		ctx.imageSmoothingEnabled = true;
		ctx.imageSmoothingQuality = "high";
		ctx.drawImage(bitmap, 0, 0, width, height);
		return canvas.convertToBlob({ type: "image/png" });
	}
};
/**
* The image worker's logic: shrink a picked picture into the upload box as PNG (spec §5), and compute the
* upload sign (MD5 in hash-wasm) so neither the decode nor the WASM runs on the main thread.
*/
function createImageApi(env = browserImageEnv) {
	return {
		/**
		* Decodes the file and re-encodes it as PNG fitted inside the upload box, never upscaled.
		* @throws {Error} when the file is not a decodable picture (the message says so).
		*/
		async compress(file) {
			let bitmap;
			try {
				bitmap = await env.decode(file);
			} catch (cause) {
				throw new Error("not a decodable image", { cause });
			}
			try {
				const size = fitInBox({
					width: bitmap.width,
					height: bitmap.height
				});
				return await env.encodePng(bitmap, size.width, size.height);
			} finally {
				bitmap.close();
			}
		},
		/** Spec §7 upload sign: hex MD5 of the timestamp followed by the upload key. */
		sign(timestamp, key) {
			return uploadSign(timestamp, key);
		}
	};
}
// workers/image/image.worker.ts
expose(createImageApi(), self);

//# sourceMappingURL=image.worker-B9cNkt_2.js.map