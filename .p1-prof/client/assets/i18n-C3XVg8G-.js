import { f as TOAST_MS, g as __toESM, h as __commonJSMin, m as require_react } from "./jsx-runtime-EQXuroYZ.js";
// node_modules/use-sync-external-store/cjs/use-sync-external-store-shim.production.js
/**
* @license React
* use-sync-external-store-shim.production.js
*
* Copyright (c) Meta Platforms, Inc. and affiliates.
*
* This source code is licensed under the MIT license found in the
* LICENSE file in the root directory of this source tree.
*/
var require_use_sync_external_store_shim_production = /* @__PURE__ */ __commonJSMin(((exports) => {
	var React = require_react();
	function is(x, y) {
		return x === y && (0 !== x || 1 / x === 1 / y) || x !== x && y !== y;
	}
	var objectIs = "function" === typeof Object.is ? Object.is : is;
	var useState = React.useState;
	var useEffect = React.useEffect;
	var useLayoutEffect = React.useLayoutEffect;
	var useDebugValue = React.useDebugValue;
	function useSyncExternalStore$2(subscribe, getSnapshot) {
		var value = getSnapshot(), _useState = useState({ inst: {
			value,
			getSnapshot
		} }), inst = _useState[0].inst, forceUpdate = _useState[1];
		useLayoutEffect(function() {
			inst.value = value;
			inst.getSnapshot = getSnapshot;
			checkIfSnapshotChanged(inst) && forceUpdate({ inst });
		}, [
			subscribe,
			value,
			getSnapshot
		]);
		useEffect(function() {
			checkIfSnapshotChanged(inst) && forceUpdate({ inst });
			return subscribe(function() {
				checkIfSnapshotChanged(inst) && forceUpdate({ inst });
			});
		}, [subscribe]);
		useDebugValue(value);
		return value;
	}
	function checkIfSnapshotChanged(inst) {
		var latestGetSnapshot = inst.getSnapshot;
		inst = inst.value;
		try {
			var nextValue = latestGetSnapshot();
			return !objectIs(inst, nextValue);
		} catch (error) {
			return !0;
		}
	}
	function useSyncExternalStore$1(subscribe, getSnapshot) {
		return getSnapshot();
	}
	var shim = "undefined" === typeof window || "undefined" === typeof window.document || "undefined" === typeof window.document.createElement ? useSyncExternalStore$1 : useSyncExternalStore$2;
	exports.useSyncExternalStore = void 0 !== React.useSyncExternalStore ? React.useSyncExternalStore : shim;
}));
// node_modules/use-sync-external-store/shim/index.js
var require_shim = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	module.exports = require_use_sync_external_store_shim_production();
}));
// node_modules/wouter/src/use-sync-external-store.js
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_shim = require_shim();
!!(typeof window !== "undefined" && typeof window.document !== "undefined" && typeof window.document.createElement !== "undefined") ? import_react.useLayoutEffect : import_react.useEffect;
// node_modules/wouter/src/use-browser-location.js
/**
* History API docs @see https://developer.mozilla.org/en-US/docs/Web/API/History
*/
var events = [
	"popstate",
	"pushState",
	"replaceState",
	"hashchange"
];
var listeners = [];
var onLocationChange = () => listeners.forEach((callback) => callback());
var subscribeToLocationUpdates = (callback) => {
	if (listeners.push(callback) === 1) events.forEach((event) => addEventListener(event, onLocationChange));
	return () => {
		listeners = listeners.filter((listener) => listener !== callback);
		if (!listeners.length) events.forEach((event) => removeEventListener(event, onLocationChange));
	};
};
var useLocationProperty = (fn, ssrFn) => (0, import_shim.useSyncExternalStore)(subscribeToLocationUpdates, fn, ssrFn);
var currentSearch = () => location.search;
var useSearch = ({ ssrSearch } = {}) => useLocationProperty(currentSearch, ssrSearch != null ? () => ssrSearch : currentSearch);
var currentPathname = () => location.pathname;
var usePathname = ({ ssrPath } = {}) => useLocationProperty(currentPathname, ssrPath != null ? () => ssrPath : currentPathname);
var navigate = (to, { replace = false, state = null } = {}) => history[replace ? "replaceState" : "pushState"](state, "", to);
var patchKey = Symbol.for("wouter_v3");
if (typeof history !== "undefined" && typeof window[patchKey] === "undefined") {
	for (const type of ["pushState", "replaceState"]) {
		const original = history[type];
		history[type] = function() {
			const result = original.apply(this, arguments);
			const event = new Event(type);
			event.arguments = arguments;
			dispatchEvent(event);
			return result;
		};
	}
	Object.defineProperty(window, patchKey, { value: true });
}
// node_modules/proxy-compare/dist/index.js
var TRACK_MEMO_SYMBOL = Symbol();
var GET_ORIGINAL_SYMBOL = Symbol();
var AFFECTED_PROPERTY = "a";
var IS_TARGET_COPIED_PROPERTY = "f";
var PROXY_PROPERTY = "p";
var PROXY_CACHE_PROPERTY = "c";
var TARGET_CACHE_PROPERTY = "t";
var HAS_KEY_PROPERTY = "h";
var ALL_OWN_KEYS_PROPERTY = "w";
var HAS_OWN_KEY_PROPERTY = "o";
var KEYS_PROPERTY = "k";
var newProxy$1 = (target, handler) => new Proxy(target, handler);
var getProto = Object.getPrototypeOf;
var objectsToTrack = /* @__PURE__ */ new WeakMap();
var isObjectToTrack = (obj) => obj && (objectsToTrack.has(obj) ? objectsToTrack.get(obj) : getProto(obj) === Object.prototype || getProto(obj) === Array.prototype);
var isObject$1 = (x) => typeof x === "object" && x !== null;
var needsToCopyTargetObject = (obj) => Object.values(Object.getOwnPropertyDescriptors(obj)).some((descriptor) => !descriptor.configurable && !descriptor.writable);
var copyTargetObject = (obj) => {
	if (Array.isArray(obj)) return Array.from(obj);
	const descriptors = Object.getOwnPropertyDescriptors(obj);
	Object.values(descriptors).forEach((desc) => {
		desc.configurable = true;
	});
	return Object.create(getProto(obj), descriptors);
};
var createProxyHandler = (origObj, isTargetCopied) => {
	const state = { [IS_TARGET_COPIED_PROPERTY]: isTargetCopied };
	let trackObject = false;
	const recordUsage = (type, key) => {
		if (!trackObject) {
			let used = state[AFFECTED_PROPERTY].get(origObj);
			if (!used) {
				used = {};
				state[AFFECTED_PROPERTY].set(origObj, used);
			}
			if (type === ALL_OWN_KEYS_PROPERTY) used[ALL_OWN_KEYS_PROPERTY] = true;
			else {
				let set = used[type];
				if (!set) {
					set = /* @__PURE__ */ new Set();
					used[type] = set;
				}
				set.add(key);
			}
		}
	};
	const recordObjectAsUsed = () => {
		trackObject = true;
		state[AFFECTED_PROPERTY].delete(origObj);
	};
	const handler = {
		get(target, key) {
			if (key === GET_ORIGINAL_SYMBOL) return origObj;
			recordUsage(KEYS_PROPERTY, key);
			return createProxy(Reflect.get(target, key), state[AFFECTED_PROPERTY], state[PROXY_CACHE_PROPERTY], state[TARGET_CACHE_PROPERTY]);
		},
		has(target, key) {
			if (key === TRACK_MEMO_SYMBOL) {
				recordObjectAsUsed();
				return true;
			}
			recordUsage(HAS_KEY_PROPERTY, key);
			return Reflect.has(target, key);
		},
		getOwnPropertyDescriptor(target, key) {
			recordUsage(HAS_OWN_KEY_PROPERTY, key);
			return Reflect.getOwnPropertyDescriptor(target, key);
		},
		ownKeys(target) {
			recordUsage(ALL_OWN_KEYS_PROPERTY);
			return Reflect.ownKeys(target);
		}
	};
	if (isTargetCopied) handler.set = handler.deleteProperty = () => false;
	return [handler, state];
};
var getOriginalObject = (obj) => obj[GET_ORIGINAL_SYMBOL] || obj;
/**
* Create a proxy.
*
* This function will create a proxy at top level and proxy nested objects as you access them,
* in order to keep track of which properties were accessed via get/has proxy handlers:
*
* NOTE: Printing of WeakMap is hard to inspect and not very readable
* for this purpose you can use the `affectedToPathList` helper.
*
* @param {object} obj - Object that will be wrapped on the proxy.
* @param {WeakMap<object, unknown>} affected -
* WeakMap that will hold the tracking of which properties in the proxied object were accessed.
* @param {WeakMap<object, unknown>} [proxyCache] -
* WeakMap that will help keep referential identity for proxies.
* @returns {Proxy<object>} - Object wrapped in a proxy.
*
* @example
* import { createProxy } from 'proxy-compare';
*
* const original = { a: "1", c: "2", d: { e: "3" } };
* const affected = new WeakMap();
* const proxy = createProxy(original, affected);
*
* proxy.a // Will mark as used and track its value.
* // This will update the affected WeakMap with original as key
* // and a Set with "a"
*
* proxy.d // Will mark "d" as accessed to track and proxy itself ({ e: "3" }).
* // This will update the affected WeakMap with original as key
* // and a Set with "d"
*/
var createProxy = (obj, affected, proxyCache, targetCache) => {
	if (!isObjectToTrack(obj)) return obj;
	let targetAndCopied = targetCache && targetCache.get(obj);
	if (!targetAndCopied) {
		const target = getOriginalObject(obj);
		if (needsToCopyTargetObject(target)) targetAndCopied = [target, copyTargetObject(target)];
		else targetAndCopied = [target];
		targetCache === null || targetCache === void 0 || targetCache.set(obj, targetAndCopied);
	}
	const [target, copiedTarget] = targetAndCopied;
	let handlerAndState = proxyCache && proxyCache.get(target);
	if (!handlerAndState || handlerAndState[1][IS_TARGET_COPIED_PROPERTY] !== !!copiedTarget) {
		handlerAndState = createProxyHandler(target, !!copiedTarget);
		handlerAndState[1][PROXY_PROPERTY] = newProxy$1(copiedTarget || target, handlerAndState[0]);
		if (proxyCache) proxyCache.set(target, handlerAndState);
	}
	handlerAndState[1][AFFECTED_PROPERTY] = affected;
	handlerAndState[1][PROXY_CACHE_PROPERTY] = proxyCache;
	handlerAndState[1][TARGET_CACHE_PROPERTY] = targetCache;
	return handlerAndState[1][PROXY_PROPERTY];
};
var isAllOwnKeysChanged = (prevObj, nextObj) => {
	const prevKeys = Reflect.ownKeys(prevObj);
	const nextKeys = Reflect.ownKeys(nextObj);
	return prevKeys.length !== nextKeys.length || prevKeys.some((k, i) => k !== nextKeys[i]);
};
/**
* Compare changes on objects.
*
* This will compare the affected properties on tracked objects inside the proxy
* to check if there were any changes made to it,
* by default if no property was accessed on the proxy it will attempt to do a
* reference equality check for the objects provided (Object.is(a, b)). If you access a property
* on the proxy, then isChanged will only compare the affected properties.
*
* @param {object} prevObj - The previous object to compare.
* @param {object} nextObj - Object to compare with the previous one.
* @param {WeakMap<object, unknown>} affected -
* WeakMap that holds the tracking of which properties in the proxied object were accessed.
* @param {WeakMap<object, unknown>} [cache] -
* WeakMap that holds a cache of the comparisons for better performance with repetitive comparisons,
* and to avoid infinite loop with circular structures.
* @returns {boolean} - Boolean indicating if the affected property on the object has changed.
*
* @example
* import { createProxy, isChanged } from 'proxy-compare';
*
* const obj = { a: "1", c: "2", d: { e: "3" } };
* const affected = new WeakMap();
*
* const proxy = createProxy(obj, affected);
*
* proxy.a
*
* isChanged(obj, { a: "1" }, affected) // false
*
* proxy.a = "2"
*
* isChanged(obj, { a: "1" }, affected) // true
*/
var isChanged = (prevObj, nextObj, affected, cache, isEqual = Object.is) => {
	if (isEqual(prevObj, nextObj)) return false;
	if (!isObject$1(prevObj) || !isObject$1(nextObj)) return true;
	const used = affected.get(getOriginalObject(prevObj));
	if (!used) return true;
	if (cache) {
		if (cache.get(prevObj) === nextObj) return false;
		cache.set(prevObj, nextObj);
	}
	let changed = null;
	for (const key of used[HAS_KEY_PROPERTY] || []) {
		changed = Reflect.has(prevObj, key) !== Reflect.has(nextObj, key);
		if (changed) return changed;
	}
	if (used[ALL_OWN_KEYS_PROPERTY] === true) {
		changed = isAllOwnKeysChanged(prevObj, nextObj);
		if (changed) return changed;
	} else for (const key of used[HAS_OWN_KEY_PROPERTY] || []) {
		changed = !!Reflect.getOwnPropertyDescriptor(prevObj, key) !== !!Reflect.getOwnPropertyDescriptor(nextObj, key);
		if (changed) return changed;
	}
	for (const key of used[KEYS_PROPERTY] || []) {
		changed = isChanged(prevObj[key], nextObj[key], affected, cache, isEqual);
		if (changed) return changed;
	}
	if (changed === null) throw new Error("invalid used");
	return changed;
};
/**
* Unwrap proxy to get the original object.
*
* Used to retrieve the original object used to create the proxy instance with `createProxy`.
*
* @param {Proxy<object>} obj -  The proxy wrapper of the originial object.
* @returns {object | null} - Return either the unwrapped object if exists.
*
* @example
* import { createProxy, getUntracked } from 'proxy-compare';
*
* const original = { a: "1", c: "2", d: { e: "3" } };
* const affected = new WeakMap();
*
* const proxy = createProxy(original, affected);
* const originalFromProxy = getUntracked(proxy)
*
* Object.is(original, originalFromProxy) // true
* isChanged(original, originalFromProxy, affected) // false
*/
var getUntracked = (obj) => {
	if (isObjectToTrack(obj)) return obj[GET_ORIGINAL_SYMBOL] || null;
	return null;
};
/**
* Mark object to be tracked.
*
* This function marks an object that will be passed into `createProxy`
* as marked to track or not. By default only Array and Object are marked to track,
* so this is useful for example to mark a class instance to track or to mark a object
* to be untracked when creating your proxy.
*
* @param obj - Object to mark as tracked or not.
* @param mark - Boolean indicating whether you want to track this object or not.
* @returns - No return.
*
* @example
* import { createProxy, markToTrack, isChanged } from 'proxy-compare';
*
* const nested = { e: "3" }
*
* markToTrack(nested, false)
*
* const original = { a: "1", c: "2", d: nested };
* const affected = new WeakMap();
*
* const proxy = createProxy(original, affected);
*
* proxy.d.e
*
* isChanged(original, { d: { e: "3" } }, affected) // true
*/
var markToTrack = (obj, mark = true) => {
	objectsToTrack.set(obj, mark);
};
// node_modules/valtio/esm/vanilla.mjs
var isObject = (x) => typeof x === "object" && x !== null;
var canProxyDefault = (x) => isObject(x) && !refSet.has(x) && (Array.isArray(x) || !(Symbol.iterator in x)) && !(x instanceof WeakMap) && !(x instanceof WeakSet) && !(x instanceof Error) && !(x instanceof Number) && !(x instanceof Date) && !(x instanceof String) && !(x instanceof RegExp) && !(x instanceof ArrayBuffer) && !(x instanceof Promise);
var createSnapshotDefault = (target, version) => {
	const cache = snapCache.get(target);
	if ((cache == null ? void 0 : cache[0]) === version) return cache[1];
	const snap = Array.isArray(target) ? [] : Object.create(Object.getPrototypeOf(target));
	markToTrack(snap, true);
	snapCache.set(target, [version, snap]);
	Reflect.ownKeys(target).forEach((key) => {
		if (Object.getOwnPropertyDescriptor(snap, key)) return;
		const value = Reflect.get(target, key);
		const { enumerable } = Reflect.getOwnPropertyDescriptor(target, key);
		const desc = {
			value,
			enumerable,
			configurable: true
		};
		if (refSet.has(value)) markToTrack(value, false);
		else if (proxyStateMap.has(value)) {
			const [target2, ensureVersion] = proxyStateMap.get(value);
			desc.value = createSnapshotDefault(target2, ensureVersion());
		}
		Object.defineProperty(snap, key, desc);
	});
	return snap;
};
var createHandlerDefault = (isInitializing, addPropListener, removePropListener, notifyUpdate) => ({
	deleteProperty(target, prop) {
		const prevValue = Reflect.get(target, prop);
		removePropListener(prop);
		const deleted = Reflect.deleteProperty(target, prop);
		if (deleted) notifyUpdate(createOp == null ? void 0 : createOp("delete", prop, prevValue));
		return deleted;
	},
	set(target, prop, value, receiver) {
		const hasPrevValue = !isInitializing() && Reflect.has(target, prop);
		const prevValue = Reflect.get(target, prop, receiver);
		if (hasPrevValue && (objectIs(prevValue, value) || proxyCache.has(value) && objectIs(prevValue, proxyCache.get(value)))) return true;
		removePropListener(prop);
		if (isObject(value)) value = getUntracked(value) || value;
		const nextValue = !proxyStateMap.has(value) && canProxy(value) ? proxy(value) : value;
		addPropListener(prop, nextValue);
		Reflect.set(target, prop, nextValue, receiver);
		notifyUpdate(createOp == null ? void 0 : createOp("set", prop, value, prevValue));
		return true;
	}
});
var proxyStateMap = /* @__PURE__ */ new WeakMap();
var refSet = /* @__PURE__ */ new WeakSet();
var snapCache = /* @__PURE__ */ new WeakMap();
var versionHolder = [1];
var proxyCache = /* @__PURE__ */ new WeakMap();
var objectIs = Object.is;
var newProxy = (target, handler) => new Proxy(target, handler);
var canProxy = canProxyDefault;
var createSnapshot = createSnapshotDefault;
var createHandler = createHandlerDefault;
var createOp;
function proxy(baseObject = {}) {
	if (!isObject(baseObject)) throw new Error("object required");
	const found = proxyCache.get(baseObject);
	if (found) return found;
	let version = versionHolder[0];
	const listeners = /* @__PURE__ */ new Set();
	const notifyUpdate = (op, nextVersion = ++versionHolder[0]) => {
		if (version !== nextVersion) {
			checkVersion = version = nextVersion;
			listeners.forEach((listener) => listener(op, nextVersion));
		}
	};
	let checkVersion = version;
	const ensureVersion = (nextCheckVersion = versionHolder[0]) => {
		if (checkVersion !== nextCheckVersion) {
			checkVersion = nextCheckVersion;
			propProxyStates.forEach(([propProxyState]) => {
				const propVersion = propProxyState[1](nextCheckVersion);
				if (propVersion > version) version = propVersion;
			});
		}
		return version;
	};
	const createPropListener = (prop) => (op, nextVersion) => {
		let newOp;
		if (op) {
			newOp = [...op];
			newOp[1] = [prop, ...newOp[1]];
		}
		notifyUpdate(newOp, nextVersion);
	};
	const propProxyStates = /* @__PURE__ */ new Map();
	const addPropListener = (prop, propValue) => {
		const propProxyState = !refSet.has(propValue) && proxyStateMap.get(propValue);
		if (propProxyState) {
			if (listeners.size) {
				const remove = propProxyState[2](createPropListener(prop));
				propProxyStates.set(prop, [propProxyState, remove]);
			} else propProxyStates.set(prop, [propProxyState]);
		}
	};
	const removePropListener = (prop) => {
		var _a;
		const entry = propProxyStates.get(prop);
		if (entry) {
			propProxyStates.delete(prop);
			(_a = entry[1]) == null || _a.call(entry);
		}
	};
	const addListener = (listener) => {
		listeners.add(listener);
		if (listeners.size === 1) propProxyStates.forEach(([propProxyState, prevRemove], prop) => {
			const remove = propProxyState[2](createPropListener(prop));
			propProxyStates.set(prop, [propProxyState, remove]);
		});
		const removeListener = () => {
			listeners.delete(listener);
			if (listeners.size === 0) propProxyStates.forEach(([propProxyState, remove], prop) => {
				if (remove) {
					remove();
					propProxyStates.set(prop, [propProxyState]);
				}
			});
		};
		return removeListener;
	};
	let initializing = true;
	const proxyObject = newProxy(baseObject, createHandler(() => initializing, addPropListener, removePropListener, notifyUpdate));
	proxyCache.set(baseObject, proxyObject);
	const proxyState = [
		baseObject,
		ensureVersion,
		addListener
	];
	proxyStateMap.set(proxyObject, proxyState);
	Reflect.ownKeys(baseObject).forEach((key) => {
		const desc = Object.getOwnPropertyDescriptor(baseObject, key);
		if ("value" in desc && desc.writable) proxyObject[key] = baseObject[key];
	});
	initializing = false;
	return proxyObject;
}
function subscribe(proxyObject, callback, notifyInSync) {
	const proxyState = proxyStateMap.get(proxyObject);
	let promise;
	const ops = [];
	const addListener = proxyState[2];
	let isListenerActive = false;
	const listener = (op) => {
		if (op) ops.push(op);
		if (notifyInSync) {
			callback(ops.splice(0));
			return;
		}
		if (!promise) promise = Promise.resolve().then(() => {
			promise = void 0;
			if (isListenerActive) callback(ops.splice(0));
		});
	};
	const removeListener = addListener(listener);
	isListenerActive = true;
	return () => {
		isListenerActive = false;
		removeListener();
	};
}
function snapshot(proxyObject) {
	const [target, ensureVersion] = proxyStateMap.get(proxyObject);
	return createSnapshot(target, ensureVersion());
}
// node_modules/valtio/esm/react.mjs
var targetCache = /* @__PURE__ */ new WeakMap();
function useSnapshot(proxyObject, options) {
	const notifyInSync = options == null ? void 0 : options.sync;
	const affected = (0, import_react.useMemo)(() => proxyObject && /* @__PURE__ */ new WeakMap(), [proxyObject]);
	const lastSnapshot = (0, import_react.useRef)(void 0);
	let inRender = true;
	const currSnapshot = (0, import_react.useSyncExternalStore)((0, import_react.useCallback)((callback) => {
		const unsub = subscribe(proxyObject, callback, notifyInSync);
		callback();
		return unsub;
	}, [proxyObject, notifyInSync]), () => {
		const nextSnapshot = snapshot(proxyObject);
		try {
			if (!inRender && lastSnapshot.current && !isChanged(lastSnapshot.current, nextSnapshot, affected, /* @__PURE__ */ new WeakMap())) return lastSnapshot.current;
		} catch (e) {}
		return nextSnapshot;
	}, () => snapshot(proxyObject));
	inRender = false;
	(0, import_react.useLayoutEffect)(() => {
		lastSnapshot.current = currSnapshot;
	});
	return createProxy(currSnapshot, affected, (0, import_react.useMemo)(() => /* @__PURE__ */ new WeakMap(), []), targetCache);
}
// src/state/global.ts
var global = proxy({
	isMenuNav: false,
	isFirstTa: true,
	isDesktop: false,
	appdownTips: true,
	payment: {
		id: 0,
		author: "",
		money: 0,
		visible: 1
	},
	config: null,
	taxonomy: null,
	ads: {},
	loginPopup: false
});
function setDesktop(isDesktop) {
	global.isDesktop = isDesktop;
}
/** Copies the config reply into global state (spec §7: fields copied as returned). */
function setConfig(config) {
	global.config = config;
}
function setTaxonomy(t) {
	global.taxonomy = t;
}
function setAds(ads) {
	global.ads = ads;
}
function setLoginPopup(open) {
	global.loginPopup = open;
}
function dismissAppTips() {
	global.appdownTips = false;
}
function useGlobal() {
	return useSnapshot(global);
}
// src/lib/storage-codec.ts
var SHIFT = 3;
function shiftEncode(text) {
	let out = "";
	for (let i = 0; i < text.length; i++) out += String.fromCharCode(text.charCodeAt(i) + SHIFT & 65535);
	return out;
}
function shiftDecode(text) {
	let out = "";
	for (let i = 0; i < text.length; i++) out += String.fromCharCode(text.charCodeAt(i) - SHIFT + 65536 & 65535);
	return out;
}
function encodeValue(value) {
	return shiftEncode(JSON.stringify(value));
}
/** Returns undefined for a missing or unreadable value, so a corrupt entry falls back to defaults. */
function decodeValue(stored) {
	if (stored == null) return void 0;
	try {
		return JSON.parse(shiftDecode(stored));
	} catch {
		return;
	}
}
function loadStored(key, storage = globalThis.localStorage) {
	try {
		return decodeValue(storage?.getItem(key) ?? null);
	} catch {
		return;
	}
}
function saveStored(key, value, storage = globalThis.localStorage) {
	try {
		storage?.setItem(key, encodeValue(value));
	} catch {}
}
// src/state/persist.ts
/** Restores the listed keys of a store from local storage, then writes them back on every change. */
function persist(storageKey, store, keys) {
	const saved = loadStored(storageKey);
	if (saved) {
		for (const k of keys) if (k in saved) store[k] = saved[k];
	}
	subscribe(store, () => {
		const snap = snapshot(store);
		const out = {};
		for (const k of keys) out[k] = snap[k];
		saveStored(storageKey, out);
	});
}
// src/state/user.ts
var user = proxy({
	isLogin: false,
	token: "",
	u: null,
	incode: ""
});
persist("user", user, [
	"isLogin",
	"token",
	"u",
	"incode"
]);
function setSession(token) {
	user.token = token;
	user.isLogin = true;
}
function setProfile(u) {
	user.u = u;
}
function clearSession() {
	user.token = "";
	user.u = null;
	user.isLogin = false;
}
function setIncode(code) {
	user.incode = code;
}
function isVip() {
	return (user.u?.is_vip ?? 0) > 0;
}
function useUser() {
	return useSnapshot(user);
}
// src/state/overlay.ts
var overlay = proxy({
	toasts: [],
	dialogs: [],
	loading: 0
});
var nextId = 1;
var resolvers = /* @__PURE__ */ new Map();
function showToast(text, ms = TOAST_MS, action) {
	const id = nextId++;
	overlay.toasts.push(action ? {
		id,
		text,
		action
	} : {
		id,
		text
	});
	if (ms > 0) setTimeout(() => dismissToast(id), ms);
	return id;
}
function dismissToast(id) {
	const i = overlay.toasts.findIndex((t) => t.id === id);
	if (i >= 0) overlay.toasts.splice(i, 1);
}
var DEFAULT_CONFIRM = "确定";
var DEFAULT_CANCEL = "取消";
function openDialog(item) {
	const id = nextId++;
	overlay.dialogs.push({
		id,
		...item
	});
	return new Promise((resolve) => resolvers.set(id, resolve));
}
/** Resolves when the user dismisses it. */
function showAlert(text, title = "") {
	return openDialog({
		kind: "alert",
		title,
		message: text,
		confirmText: DEFAULT_CONFIRM,
		cancelText: ""
	}).then(() => void 0);
}
/** Resolves true on confirm, false on cancel or Escape. */
function showConfirm(opts) {
	return openDialog({
		kind: "confirm",
		title: opts.title,
		message: opts.message,
		confirmText: opts.confirmText ?? "确定",
		cancelText: opts.cancelText ?? "取消"
	});
}
function closeDialog(id, ok) {
	const i = overlay.dialogs.findIndex((d) => d.id === id);
	if (i >= 0) overlay.dialogs.splice(i, 1);
	resolvers.get(id)?.(ok);
	resolvers.delete(id);
}
/** Called by the request layer and the router around anything the user waits for. Pair with doneLoading. */
function startLoading() {
	overlay.loading += 1;
}
function doneLoading() {
	overlay.loading = Math.max(0, overlay.loading - 1);
}
function useOverlay() {
	return useSnapshot(overlay);
}
// src/state/locale.ts
var COOKIE = "locale";
function isLang(value) {
	return value === "zh" || value === "en";
}
/** The `locale` cookie's language, or zh (the spec's default) when absent or unknown. */
function langFromCookie(cookie) {
	const v = /(?:^|;\s*)locale=([^;]*)/.exec(cookie)?.[1];
	return isLang(v) ? v : "zh";
}
/** Spec §9: 365 days, path '/', SameSite lax. */
function localeCookie(lang) {
	return `${COOKIE}=${lang}; Max-Age=31536000; Path=/; SameSite=Lax`;
}
var hasDoc = typeof document !== "undefined";
var locale = proxy({ lang: hasDoc ? langFromCookie(document.cookie) : "zh" });
function applyHtmlLang(lang) {
	if (hasDoc) document.documentElement.lang = lang === "zh" ? "zh-CN" : "en";
}
applyHtmlLang(locale.lang);
function setLang(lang) {
	locale.lang = lang;
	if (hasDoc) document.cookie = localeCookie(lang);
	applyHtmlLang(lang);
}
function useLocale() {
	return useSnapshot(locale);
}
// src/i18n/index.ts
/**
* Each screen or feature keeps its own messages file:
*   export const useMessages = defineMessages({ zh: { title: '首页' }, en: { title: 'Home' } });
* zh is the source of truth for the keys (spec: the site is Chinese first, translated).
*/
function defineMessages(table) {
	const of = (lang) => lang === "en" ? table.en : table.zh;
	const hook = (() => of(useSnapshot(locale).lang));
	hook.current = () => of(locale.lang);
	hook.of = of;
	return hook;
}
/** The current language, for code that formats by locale (dates, numbers). */
function useLang() {
	return useSnapshot(locale).lang;
}
export { setDesktop as A, persist as C, global as D, dismissAppTips as E, proxy as F, navigate as I, usePathname as L, setTaxonomy as M, useGlobal as N, setAds as O, useSnapshot as P, useSearch as R, user as S, saveStored as T, isVip as _, useLocale as a, setSession as b, closeDialog as c, showAlert as d, showConfirm as f, clearSession as g, useOverlay as h, setLang as i, setLoginPopup as j, setConfig as k, dismissToast as l, startLoading as m, useLang as n, DEFAULT_CANCEL as o, showToast as p, locale as r, DEFAULT_CONFIRM as s, defineMessages as t, doneLoading as u, setIncode as v, loadStored as w, useUser as x, setProfile as y };

//# sourceMappingURL=i18n-C3XVg8G-.js.map