import { g as __toESM, m as require_react, t as require_jsx_runtime } from "./jsx-runtime-EQXuroYZ.js";
import { d as workerFailure, o as request, p as wrap, u as abortable } from "./scale-CeJ8TK70.js";
import { t as runtimeConfig } from "./index-z8szgiez.js";
import { D as global, M as setTaxonomy, O as setAds, k as setConfig } from "./i18n-C3XVg8G-.js";
// src/api/home.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** Global config; `code`/`c` come from the page query string (spec §7). */
function config(payload, opts) {
	return request("/api/home/config", payload, opts);
}
/** Ads grouped by slot key. */
function getAds(payload = {}, opts) {
	return request("/api/home/getAds", payload, opts);
}
/** Reports an advert click before its link opens. */
function adsClick(payload, opts) {
	return request("/api/home/adsClick", payload, opts);
}
function buyNotice(payload = {}, opts) {
	return request("/api/home/buyNotice", payload, opts);
}
// src/api/info.ts
function getInfoList(payload, opts) {
	return request("/api/info/getInfoList", payload, opts);
}
/** One post; contact details only come back for a logged-in caller. */
function getInfo(payload, opts) {
	return request("/api/info/getInfo", payload, opts);
}
/** Cities, types and modes. */
function getInfoType(payload = {}, opts) {
	return request("/api/info/getInfoType", payload, opts);
}
function search(payload, opts) {
	return request("/api/info/search", payload, opts);
}
var configOnce;
var taxonomyOnce;
var adsOnce;
/** Shares one call between every caller; a failure is forgotten so the next caller retries. */
function once(current, set, run) {
	if (current) return current;
	const p = run();
	set(p);
	p.catch(() => set(void 0));
	return p;
}
/** Spec §7: the config call sends `code` and `c` from the page's query string. */
function channelQuery() {
	const params = new URLSearchParams(globalThis.location?.search ?? "");
	const out = {};
	const code = params.get("code");
	const c = params.get("c");
	if (code) out.code = code;
	if (c) out.c = c;
	return out;
}
/**
* The global config, fetched once and cached, and copied into global state.
* @throws the request layer's rejection (spec §8); the next call retries.
*/
function loadGlobalConfig() {
	return once(configOnce, (p) => configOnce = p, async () => {
		const cfg = await config(channelQuery());
		setConfig(cfg);
		return cfg;
	});
}
/**
* Cities, types and modes, fetched once and cached, and copied into global state.
* @throws the request layer's rejection; the next call retries.
*/
function loadTaxonomy() {
	return once(taxonomyOnce, (p) => taxonomyOnce = p, async () => {
		const t = await getInfoType({});
		setTaxonomy(t);
		return t;
	});
}
/**
* Ads by slot key, fetched once and cached, and copied into global state.
* @throws the request layer's rejection; the next call retries.
*/
function loadAds() {
	return once(adsOnce, (p) => adsOnce = p, async () => {
		const ads = await getAds({});
		setAds(ads);
		return ads;
	});
}
/** Absolute URLs, root paths, data: and blob: URLs pass through; relative media paths get `img_base`. */
function mediaUrl(path, imgBase = global.config?.img_base || "/media/") {
	if (/^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(path)) return path;
	return imgBase.endsWith("/") ? imgBase + path : `${imgBase}/${path}`;
}
// src/features/media/object-url-cache.ts
function abortError() {
	return new DOMException("image load cancelled", "AbortError");
}
/**
* A bounded LRU of object URLs keyed by image URL. Concurrent loads of one URL share one fetch, which is
* aborted only when every waiter has gone. `acquire` pins the URL until `release`.
*/
function createObjectUrlCache(opts) {
	const createUrl = opts.createUrl ?? ((blob) => URL.createObjectURL(blob));
	const revokeUrl = opts.revokeUrl ?? ((url) => URL.revokeObjectURL(url));
	const entries = /* @__PURE__ */ new Map();
	const pending = /* @__PURE__ */ new Map();
	function evict() {
		for (const [url, entry] of entries) {
			if (entries.size <= opts.max) return;
			if (entry.pins > 0) continue;
			entries.delete(url);
			revokeUrl(entry.objectUrl);
		}
	}
	function pin(url, entry) {
		entries.delete(url);
		entries.set(url, entry);
		entry.pins++;
		return entry.objectUrl;
	}
	function start(url) {
		const ctrl = new AbortController();
		const p = {
			ctrl,
			waiters: 0,
			promise: Promise.resolve("")
		};
		p.promise = opts.load(url, ctrl.signal).then((blob) => {
			if (pending.get(url) === p) pending.delete(url);
			const objectUrl = createUrl(blob);
			entries.set(url, {
				objectUrl,
				pins: 0
			});
			return objectUrl;
		}, (err) => {
			if (pending.get(url) === p) pending.delete(url);
			throw err;
		});
		pending.set(url, p);
		return p;
	}
	return {
		/**
		* Resolves with an object URL for the image, pinned until {@link release}.
		* @throws an AbortError when the signal aborts first; the loader's error when the load fails.
		*/
		acquire(url, signal) {
			if (signal?.aborted) return Promise.reject(abortError());
			const hit = entries.get(url);
			if (hit) return Promise.resolve(pin(url, hit));
			const p = pending.get(url) ?? start(url);
			p.waiters++;
			return new Promise((resolve, reject) => {
				let settled = false;
				const onAbort = () => {
					if (settled) return;
					settled = true;
					p.waiters--;
					if (p.waiters === 0 && pending.get(url) === p) {
						pending.delete(url);
						p.ctrl.abort();
					}
					reject(abortError());
				};
				signal?.addEventListener("abort", onAbort, { once: true });
				p.promise.then(() => {
					signal?.removeEventListener("abort", onAbort);
					if (settled) return;
					settled = true;
					const entry = entries.get(url);
					if (!entry) return reject(abortError());
					resolve(pin(url, entry));
					evict();
				}, (err) => {
					signal?.removeEventListener("abort", onAbort);
					if (settled) return;
					settled = true;
					reject(err);
				});
			});
		},
		/** Unpins one use of the image; it stays cached until evicted. */
		release(url) {
			const entry = entries.get(url);
			if (entry && entry.pins > 0) entry.pins--;
			evict();
		},
		/** Whether the image is cached now (a hit needs no load). */
		has(url) {
			return entries.has(url);
		},
		/** Cached object URLs (pinned or not), for tests and diagnostics. */
		size() {
			return entries.size;
		},
		/** In-flight loads, for tests and diagnostics. */
		inFlight() {
			return pending.size;
		}
	};
}
// src/features/media/limits.ts
/** Start loading a little before an image scrolls in (about a third of a phone screen), so it is usually ready when seen. */
var NEAR_VIEWPORT_MARGIN = "300px 0px";
// src/features/media/variants.ts
/**
* The smallest server variant at least `cssPx × dpr` wide, or null for the original (no width given,
* no variants offered, or the slot is wider than every variant).
*/
function pickVariantWidth(cssPx, dpr, variants) {
	if (!cssPx || cssPx <= 0 || variants.length === 0) return null;
	const need = cssPx * (dpr > 0 ? dpr : 1);
	let best = null;
	for (const w of variants) if (w >= need && (best === null || w < best)) best = w;
	return best;
}
/** `img/ab/x.bin` → `img/ab/x.w480.bin`; URLs that are not encrypted media paths (blob:, data:) stay as they are. */
function variantPath(path, width) {
	if (width === null || !/\.bin$/.test(path) || /^(?:blob|data):/i.test(path)) return path;
	return `${path.slice(0, -4)}.w${width}.bin`;
}
/** The path to request for an image shown `cssPx` wide on a screen of `dpr` device pixels per CSS pixel. */
function pickVariant(path, cssPx, dpr, variants) {
	return variantPath(path, pickVariantWidth(cssPx, dpr, variants));
}
// workers/media/limits.ts
/** Queue order: lower runs first. */
var PRIORITY = {
	/** On screen now. */
	visible: 0,
	/** Within the near-viewport margin: will be seen soon. */
	near: 1,
	/** Anything else (preloads). */
	background: 2
};
// src/worker-bridge/media.ts
/** Stop the worker after this long without a running fetch; images come in bursts while scrolling. */
var IDLE_STOP_MS = 3e4;
/** After a failed config call, images use the defaults (original size, /media/) this long before asking again. */
var CONFIG_RETRY_MS = 3e4;
var worker;
var ready;
var nextId = 1;
var running = 0;
var idleTimer;
function start() {
	clearTimeout(idleTimer);
	if (ready) return ready;
	const w = new Worker(new URL(
		/* @vite-ignore */
		"/assets/media.worker-J9b1l---.js",
		"" + import.meta.url
	), {
		type: "module",
		name: "media"
	});
	worker = w;
	const api = wrap(w);
	const started = Promise.resolve().then(() => Promise.race([api.init(runtimeConfig().keys.mediaKey), workerFailure(w, "media")])).then(() => api);
	ready = started;
	started.catch(() => {
		if (ready === started) stopMediaWorker();
	});
	return started;
}
function settle() {
	running--;
	if (running === 0) idleTimer = setTimeout(stopMediaWorker, IDLE_STOP_MS);
}
/** Worker fetches resolve relative URLs against the worker script, so make them absolute against the page. */
function absolute(url) {
	const base = globalThis.location?.href;
	return base ? new URL(url, base).href : url;
}
var priorities = /* @__PURE__ */ new Map();
var jobs = /* @__PURE__ */ new Map();
/**
* Fetches and decrypts one image in the media worker (Cache Storage first, then the network).
* @param url media URL (relative URLs resolve against the page)
* @param signal aborting it cancels the worker's fetch as well
* @throws the signal's reason (an AbortError) when aborted; an Error when the fetch fails or the bytes do not decrypt.
*/
async function fetchImageBlob(url, signal) {
	signal?.throwIfAborted();
	running++;
	const id = nextId++;
	try {
		const api = await abortable(start(), signal);
		jobs.set(url, {
			id,
			api
		});
		const priority = priorities.get(url) ?? PRIORITY.near;
		const { bytes, type } = await abortable(api.fetchImageBytes(absolute(url), {
			id,
			priority
		}), signal, () => void api.cancel(id));
		return new Blob([bytes], { type });
	} finally {
		if (jobs.get(url)?.id === id) jobs.delete(url);
		priorities.delete(url);
		settle();
	}
}
/** Object URLs of decrypted images: a bounded LRU, revoked on eviction (limits in features/media/limits.ts). */
var imageCache = createObjectUrlCache({
	max: 100,
	load: fetchImageBlob
});
var configFailedAt = -Infinity;
/** img_base and img_variants; a failing config call means the defaults for a while, never a stuck image. */
async function imageConfig() {
	if (global.config) return global.config;
	if (Date.now() - configFailedAt < CONFIG_RETRY_MS) return null;
	try {
		return await loadGlobalConfig();
	} catch {
		configFailedAt = Date.now();
		return null;
	}
}
/** The URL to fetch for a media path shown `width` CSS px wide: the fitting variant, prefixed with img_base. */
async function resolveImageUrl(path, width) {
	const cfg = await imageConfig();
	return mediaUrl(pickVariant(path, width, globalThis.devicePixelRatio || 1, cfg?.img_variants ?? []), cfg?.img_base || void 0);
}
var bySignal = /* @__PURE__ */ new WeakMap();
/**
* An object URL for a media path (or URL), decrypted in the media worker and cached. The URL stays valid
* (pinned in the LRU) until `signal` aborts; without a signal it is not pinned, so use it at once.
* @throws an AbortError when the signal aborts first; an Error when the image cannot be fetched or decrypted.
*/
async function loadImage(path, opts = {}) {
	const { signal } = opts;
	signal?.throwIfAborted();
	const url = await abortable(resolveImageUrl(path, opts.width), signal);
	if (signal) bySignal.set(signal, url);
	const want = PRIORITY[opts.priority ?? "near"];
	if (!imageCache.has(url)) priorities.set(url, Math.min(want, priorities.get(url) ?? want));
	const objectUrl = await imageCache.acquire(url, signal);
	if (!signal) imageCache.release(url);
	else if (signal.aborted) imageCache.release(url);
	else signal.addEventListener("abort", () => imageCache.release(url), { once: true });
	return objectUrl;
}
/** The load started with this signal is now on screen: it overtakes images that are merely near. */
function promoteImage(signal) {
	const url = bySignal.get(signal);
	if (!url) return;
	priorities.set(url, PRIORITY.visible);
	const job = jobs.get(url);
	if (job) job.api.prioritize(job.id, PRIORITY.visible);
}
/** Terminates the worker now; the next load starts a new one. */
function stopMediaWorker() {
	clearTimeout(idleTimer);
	worker?.terminate();
	worker = void 0;
	ready = void 0;
}
// src/features/media/image-stage.ts
function isAbort(err) {
	return typeof err === "object" && err !== null && "name" in err && err.name === "AbortError";
}
/**
* Decodes the picture off the main thread before it is swapped in (`img.decode()`), so the swap never
* stalls a frame; bytes that decrypted but are no picture reject here. Without a DOM it does nothing.
*/
async function decodeOffThread(objectUrl) {
	if (typeof Image === "undefined") return;
	const probe = new Image();
	probe.decoding = "async";
	probe.src = objectUrl;
	if (typeof probe.decode === "function") await probe.decode();
}
/**
* The stage an image settles in: loaded with its object URL, or error (the fallback) when loading or
* decoding fails. Cancellation is not a stage: an AbortError is rethrown for the caller to ignore.
* @throws the AbortError of a cancelled load.
*/
async function settleImage(load, decode = decodeOffThread) {
	try {
		const objectUrl = await load();
		await decode(objectUrl);
		return {
			stage: "loaded",
			objectUrl
		};
	} catch (error) {
		if (isAbort(error)) throw error;
		return {
			stage: "error",
			error
		};
	}
}
// src/features/media/near-viewport.ts
var listeners = /* @__PURE__ */ new WeakMap();
var nearObserver;
var visibleObserver;
function place(l) {
	return l.visible ? "visible" : l.near ? "near" : "far";
}
function observers() {
	nearObserver ??= new IntersectionObserver((records) => {
		for (const r of records) {
			const l = listeners.get(r.target);
			if (!l) continue;
			l.near = r.isIntersecting;
			l.set(place(l));
		}
	}, { rootMargin: NEAR_VIEWPORT_MARGIN });
	visibleObserver ??= new IntersectionObserver((records) => {
		for (const r of records) {
			const l = listeners.get(r.target);
			if (!l) continue;
			l.visible = r.isIntersecting;
			l.set(place(l));
		}
	});
	return [nearObserver, visibleObserver];
}
/** Where the element is relative to the viewport; 'visible' where IntersectionObserver is missing. */
function useViewportPlace(ref) {
	const supported = typeof IntersectionObserver !== "undefined";
	const [where, setWhere] = (0, import_react.useState)(supported ? "far" : "visible");
	(0, import_react.useEffect)(() => {
		const el = ref.current;
		if (!el || !supported) return;
		listeners.set(el, {
			near: false,
			visible: false,
			set: setWhere
		});
		const all = observers();
		for (const io of all) io.observe(el);
		return () => {
			for (const io of all) io.unobserve(el);
			listeners.delete(el);
			setWhere("far");
		};
	}, [ref, supported]);
	return where;
}
// src/features/media/useEncryptedImage.ts
function initial(src) {
	return {
		src,
		stage: src ? "placeholder" : "error",
		objectUrl: void 0
	};
}
/** The box the image fills, in CSS px, when the caller did not say (0 before layout: then the original). */
function slotWidth(el) {
	const w = el?.getBoundingClientRect().width ?? 0;
	return w > 0 ? Math.ceil(w) : void 0;
}
/**
* Spec §4 image stages for one encrypted image: placeholder until it is near the viewport and decrypted in
* the media worker (on-screen images jump the queue), decoded off the main thread, then the object URL —
* or the fallback on failure. Leaving the viewport before the image arrives, or unmounting, cancels the
* fetch; unmounting (or hiding) a loaded image releases it to the LRU.
* @param width slot width in CSS px for the variant choice; measured from the element when left out.
*/
function useEncryptedImage(src, ref, width) {
	const where = useViewportPlace(ref);
	const [state, setState] = (0, import_react.useState)(() => initial(src));
	const loading = (0, import_react.useRef)(null);
	let current = state;
	if (state.src !== src) {
		current = initial(src);
		setState(current);
	}
	const failed = current.stage === "error";
	const wanted = where !== "far" || current.stage === "loaded";
	const visible = where === "visible";
	const visibleNow = (0, import_react.useRef)(visible);
	(0, import_react.useLayoutEffect)(() => {
		visibleNow.current = visible;
	});
	(0, import_react.useEffect)(() => {
		if (!src || !wanted || failed) return;
		const ctrl = new AbortController();
		loading.current = ctrl;
		const priority = visibleNow.current ? "visible" : "near";
		settleImage(() => loadImage(src, {
			signal: ctrl.signal,
			width: width ?? slotWidth(ref.current),
			priority
		})).then((done) => {
			if (ctrl.signal.aborted) return;
			if (done.stage === "error") console.warn("[EncryptedImage] load failed, showing fallback:", src, done.error);
			const next = done.stage === "loaded" ? {
				src,
				stage: "loaded",
				objectUrl: done.objectUrl
			} : {
				src,
				stage: "error",
				objectUrl: void 0
			};
			setState((s) => s.src === src && (s.stage !== next.stage || s.objectUrl !== next.objectUrl) ? next : s);
		}, () => {});
		return () => {
			loading.current = null;
			ctrl.abort();
		};
	}, [
		src,
		wanted,
		failed,
		width,
		ref
	]);
	(0, import_react.useEffect)(() => {
		if (visible && loading.current && current.stage === "placeholder") promoteImage(loading.current.signal);
	}, [visible, current.stage]);
	return current;
}
var EncryptedImage_module_default = {
	img: "_img_cd8ep_1",
	placeholder: "_placeholder_cd8ep_10",
	error: "_error_cd8ep_14"
};
// src/features/media/EncryptedImage.tsx
var import_jsx_runtime = require_jsx_runtime();
var PLACEHOLDER = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";
var FALLBACK = "data:image/svg+xml," + encodeURIComponent("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 64 48\"><rect width=\"64\" height=\"48\" fill=\"#161616\"/><g fill=\"none\" stroke=\"#555\" stroke-width=\"2\"><rect x=\"20\" y=\"14\" width=\"24\" height=\"20\" rx=\"2\"/><path d=\"M22 31l7-8 5 5 3-3 5 6\"/><circle cx=\"38\" cy=\"20\" r=\"2\"/></g></svg>");
/** An image served encrypted: decrypted in the media worker once near the viewport (spec §4 stages), in the variant that fits its slot. */
function EncryptedImage({ src, alt, className, ratio, width }) {
	const ref = (0, import_react.useRef)(null);
	const { stage, objectUrl } = useEncryptedImage(src, ref, width);
	const style = ratio ? { aspectRatio: String(ratio) } : void 0;
	const shown = stage === "loaded" && objectUrl ? objectUrl : stage === "error" ? FALLBACK : PLACEHOLDER;
	const stageClass = stage === "placeholder" ? EncryptedImage_module_default.placeholder : stage === "error" ? EncryptedImage_module_default.error : "";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
		ref,
		"data-testid": "enc-img",
		"data-state": stage,
		src: shown,
		alt,
		style,
		decoding: "async",
		draggable: false,
		className: [
			EncryptedImage_module_default.img,
			stageClass,
			className
		].filter(Boolean).join(" ")
	});
}
export { loadTaxonomy as a, getInfoList as c, buyNotice as d, loadGlobalConfig as i, search as l, loadImage as n, mediaUrl as o, loadAds as r, getInfo as s, EncryptedImage as t, adsClick as u };

//# sourceMappingURL=EncryptedImage-BvnAkxA9.js.map