import { o as CLIENT_VERSION } from "./jsx-runtime-EQXuroYZ.js";
import { D as global, I as navigate, S as user, T as saveStored, f as showConfirm, g as clearSession, j as setLoginPopup, m as startLoading, u as doneLoading, w as loadStored } from "./i18n-C3XVg8G-.js";
import { t as runtimeConfig } from "./index-z8szgiez.js";
// src/lib/random-string.ts
var ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
var cryptoFill = (bytes) => globalThis.crypto.getRandomValues(bytes);
/**
* Random letters/digits from crypto.getRandomValues. Bytes at or above the largest multiple of the alphabet
* size are thrown away so every character is equally likely (a plain `% 62` would favour the first ones).
*/
function randomString(length = 5, alphabet = ALPHANUMERIC, fill = cryptoFill) {
	if (alphabet.length < 1 || alphabet.length > 256) throw new RangeError("alphabet must hold 1–256 characters");
	const limit = 256 - 256 % alphabet.length;
	let out = "";
	while (out.length < length) {
		const bytes = fill(new Uint8Array(Math.max(16, (length - out.length) * 2)));
		for (const b of bytes) {
			if (b >= limit) continue;
			out += alphabet[b % alphabet.length];
			if (out.length === length) break;
		}
	}
	return out;
}
// src/lib/device-id.ts
var STORAGE_KEY = "deviceId";
var ID_PATTERN = new RegExp(`^[A-Za-z0-9]{19}\\d{10,}$`);
/** Spec §3: 19 random letters or digits followed by a millisecond timestamp. */
function createDeviceId(now = Date.now(), fill) {
	return randomString(19, void 0, fill) + String(Math.trunc(now));
}
function isDeviceId(value) {
	return typeof value === "string" && ID_PATTERN.test(value);
}
var memo;
/**
* The device's ids, generated once and kept in local storage through the spec's codec. A stored value that
* does not look like an id (edited by hand, older format) is replaced rather than sent.
*/
function deviceIds(storage = globalThis.localStorage) {
	if (memo && storage === globalThis.localStorage) return memo;
	let id = loadStored(STORAGE_KEY, storage);
	if (!isDeviceId(id)) {
		id = createDeviceId();
		saveStored(STORAGE_KEY, id, storage);
	}
	const ids = {
		id,
		newId: id + "123"
	};
	if (storage === globalThis.localStorage) memo = ids;
	return ids;
}
// node_modules/comlink/dist/esm/comlink.mjs
/**
* @license
* Copyright 2019 Google LLC
* SPDX-License-Identifier: Apache-2.0
*/
var proxyMarker = Symbol("Comlink.proxy");
var createEndpoint = Symbol("Comlink.endpoint");
var releaseProxy = Symbol("Comlink.releaseProxy");
var finalizer = Symbol("Comlink.finalizer");
var throwMarker = Symbol("Comlink.thrown");
var isObject = (val) => typeof val === "object" && val !== null || typeof val === "function";
/**
* Allows customizing the serialization of certain values.
*/
var transferHandlers = /* @__PURE__ */ new Map([["proxy", {
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
var proxyCounter = /* @__PURE__ */ new WeakMap();
var proxyFinalizers = "FinalizationRegistry" in globalThis && new FinalizationRegistry((ep) => {
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
var transferCache = /* @__PURE__ */ new WeakMap();
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
// src/worker-bridge/abortable.ts
/** The DOMException fetch uses for an abort, so callers test `err.name === 'AbortError'` whatever aborted. */
function abortReason(signal) {
	return signal.reason ?? new DOMException("aborted", "AbortError");
}
/**
* Settles with `work`, or rejects with the signal's reason as soon as it aborts. The work itself keeps
* running (worker calls cannot be interrupted); `onAbort` may tell the worker to stop it.
* @throws the signal's reason when aborted first.
*/
function abortable(work, signal, onAbort) {
	if (!signal) return work;
	if (signal.aborted) {
		onAbort?.();
		work.catch(() => {});
		return Promise.reject(abortReason(signal));
	}
	return new Promise((resolve, reject) => {
		const abort = () => {
			onAbort?.();
			reject(abortReason(signal));
		};
		signal.addEventListener("abort", abort, { once: true });
		work.then((value) => {
			signal.removeEventListener("abort", abort);
			resolve(value);
		}, (err) => {
			signal.removeEventListener("abort", abort);
			reject(err);
		});
	});
}
/** Rejects when the worker script fails to load or throws at top level (Comlink alone would wait forever). */
function workerFailure(worker, label) {
	return new Promise((_, reject) => {
		worker.addEventListener("error", (e) => reject(/* @__PURE__ */ new Error(`${label} worker failed to start: ${e.message || "script error"}`)), { once: true });
	});
}
// src/worker-bridge/crypto.ts
var worker;
var ready;
function start() {
	if (ready) return ready;
	const w = new Worker(new URL(
		/* @vite-ignore */
		"/assets/crypto.worker-VUTpaPER.js",
		"" + import.meta.url
	), {
		type: "module",
		name: "crypto"
	});
	worker = w;
	const api = wrap(w);
	const started = Promise.resolve().then(() => {
		const { apiKey, apiIv, signKey } = runtimeConfig().keys;
		return Promise.race([api.init({
			apiKey,
			apiIv,
			signKey
		}), workerFailure(w, "crypto")]);
	}).then(() => api);
	ready = started;
	started.catch(() => {
		if (ready === started) stopCryptoWorker();
	});
	return started;
}
/**
* Seals a payload plus common fields into a form-encoded request body, in the crypto worker.
* @throws the signal's reason when aborted; an Error when the worker or the runtime config is unavailable.
*/
async function sealInWorker(payload, common, timestampS, signal) {
	return abortable((await abortable(start(), signal)).seal(payload, common, timestampS), signal);
}
/**
* Opens a reply body in the crypto worker; an undecryptable body becomes `{status: 0, msg: failMsg, data: null}`.
* @throws the signal's reason when aborted; an Error when the worker or the runtime config is unavailable.
*/
async function openInWorker(body, failMsg, signal) {
	return abortable((await abortable(start(), signal)).open(body, failMsg), signal);
}
/** Terminates the worker (tests, or a key change); the next call starts a new one. */
function stopCryptoWorker() {
	worker?.terminate();
	worker = void 0;
	ready = void 0;
}
var current = {
	seal: sealInWorker,
	open: openInWorker
};
function envelopeTransport() {
	return current;
}
// protocol/status.ts
/** Envelope statuses (the `status` of `{status, msg, data}`); the HTTP status stays 200 for all of them. */
var STATUS = {
	OK: 1,
	/** Not logged in, or the token was revoked. */
	NOT_LOGGED_IN: 420,
	/** Needs an annual card or higher (online booking). */
	NEEDS_ANNUAL_VIP: 421,
	/** Needs any VIP membership: the client goes to /group. */
	NEEDS_VIP: 422,
	/** A payload field failed validation; msg names the field. */
	BAD_PAYLOAD: 400,
	/** Logged in, but the resource belongs to someone else. */
	FORBIDDEN: 403,
	NOT_FOUND: 404,
	/** Unique value taken (username…). */
	CONFLICT: 409,
	/** Too many attempts; msg says when to retry. */
	RATE_LIMITED: 429,
	/** Credentials did not match. */
	BAD_CREDENTIALS: 401
};
/** Post status codes of the spec (§3). */
var POST_STATUS = {
	PENDING: 1,
	VERIFIED: 2,
	FAILED: 3,
	DELETED: 4,
	TAKEN_DOWN: 5,
	PROCESSING: 6,
	CANCELLED: 44,
	BANNED: 98,
	VERIFICATION_BANNED: 99
};
// src/api/status-actions.ts
/** A spec path in the current layout: mobile paths carry /h. */
function layoutPath(path) {
	return global.isDesktop ? path : `/h${path}`;
}
/** Desktop logs in through the popup; /login exists only in the mobile layout. */
function goLogin() {
	if (global.isDesktop) setLoginPopup(true);
	else navigate(layoutPath("/login"));
}
/**
* Applies spec §4/§8 to a reply: returns it when the status is success, otherwise performs the status's side
* effect (logout and login, VIP dialog, /group) and throws what the caller is to reject with.
* @throws '请先登录' | '请重新登录' for 420, else the reply itself.
*/
function checkReply(reply) {
	switch (reply.status) {
		case STATUS.OK: return reply;
		case STATUS.NOT_LOGGED_IN: {
			const hadToken = user.token !== "";
			if (hadToken) clearSession();
			goLogin();
			throw hadToken ? "请先登录" : "请重新登录";
		}
		case STATUS.NEEDS_ANNUAL_VIP:
			showConfirm({
				title: "提示",
				message: reply.msg || "需要年卡及以上VIP才能在线预约",
				confirmText: "开通VIP"
			}).then((ok) => {
				if (ok) setTimeout(() => navigate(layoutPath("/group")), 500);
			});
			throw reply;
		case STATUS.NEEDS_VIP:
			navigate(layoutPath("/group"));
			throw reply;
		default: throw reply;
	}
}
// src/api/request.ts
var DECRYPT_FAILED = "数据解析失败";
var TIMED_OUT = {
	status: 0,
	msg: "请求超时，请稍后重试",
	data: null
};
var NETWORK_FAILED = {
	status: 0,
	msg: "网络连接失败，请检查网络",
	data: null
};
/** True for the rejection of a call that ran out of time. */
function isTimeout(err) {
	return typeof err === "object" && err !== null && err.status === 0 && err.msg === TIMED_OUT.msg;
}
/** Spec §3: fields merged into every payload. */
function commonFields() {
	const ids = deviceIds();
	return {
		bundleId: "web",
		version: CLIENT_VERSION,
		oauth_id: ids.id,
		oauth_new_id: ids.newId,
		oauth_type: "web",
		language: "zh",
		via: "pch",
		token: user.isLogin ? user.token : ""
	};
}
/** Seals, posts and opens one call; rejects only for transport failures (abort, timeout, network, HTTP). */
async function exchange(path, payload, opts) {
	const timeout = AbortSignal.timeout(opts.timeoutMs ?? 5e4);
	const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
	const transport = envelopeTransport();
	let status = 0;
	let text = "";
	try {
		const body = await transport.seal(payload, commonFields(), Math.floor(Date.now() / 1e3), signal);
		const res = await fetch(runtimeConfig().apiBase + path, {
			method: "POST",
			headers: { "Content-Type": "application/x-www-form-urlencoded" },
			body,
			credentials: "omit",
			signal
		});
		status = res.status;
		text = await res.text();
		if (status === 200) return await transport.open(text, DECRYPT_FAILED, signal);
	} catch (err) {
		if (opts.signal?.aborted) throw "cancel";
		if (timeout.aborted) throw { ...TIMED_OUT };
		if (err instanceof TypeError) throw { ...NETWORK_FAILED };
		throw err;
	}
	throw text;
}
/**
* Calls an endpoint and resolves with the whole reply (`{status, msg, data}`) when its status is success.
* @throws 'cancel' when `opts.signal` aborts; a status-0 Reply on timeout or network failure; the raw body
* text for a non-200 HTTP status; '请先登录' / '请重新登录' for status 420; the Reply for any other status
* (unless `opts.skipStatusActions`, which resolves every reply).
*/
async function requestReply(path, payload, opts = {}) {
	startLoading();
	try {
		const reply = await exchange(path, payload, opts);
		return opts.skipStatusActions ? reply : checkReply(reply);
	} finally {
		doneLoading();
	}
}
/**
* Calls an endpoint and resolves with the reply's `data`.
* @throws as {@link requestReply}.
*/
async function request(path, payload, opts = {}) {
	return (await requestReply(path, payload, opts)).data;
}
// src/features/shared/error-text.ts
/** True for the request layer's abort rejection, which needs no message. */
function isCancel(err) {
	return err === "cancel" || err instanceof DOMException && err.name === "AbortError";
}
/** The envelope status of a rejected request (a Reply object), or undefined for other rejections. */
function errorStatus(err) {
	if (err && typeof err === "object" && "status" in err && typeof err.status === "number") return err.status;
}
/** A readable text for an inline error state (the same precedence as spec §8), or the fallback. */
function errorText(err, fallback) {
	if (typeof err === "string" && err && err !== "cancel") return err;
	if (Array.isArray(err)) return errorText(err[0], fallback);
	if (err && typeof err === "object" && "msg" in err && typeof err.msg === "string" && err.msg) return err.msg;
	if (err instanceof Error && err.message) return err.message;
	return fallback;
}
export { isTimeout as a, POST_STATUS as c, workerFailure as d, proxy as f, commonFields as i, STATUS as l, errorText as n, request as o, wrap as p, isCancel as r, requestReply as s, errorStatus as t, abortable as u };

//# sourceMappingURL=scale-CeJ8TK70.js.map