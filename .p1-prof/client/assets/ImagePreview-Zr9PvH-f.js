import { d as PREVIEW_ZOOM_MIN, g as __toESM, m as require_react, t as require_jsx_runtime } from "./jsx-runtime-EQXuroYZ.js";
import { S as require_react_dom, n as Spinner } from "./index-z8szgiez.js";
// src/lib/gesture.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_react_dom = require_react_dom();
/** Pan slack allowed below this zoom difference: float noise from pinches must not count as "zoomed". */
var ZOOM_EPSILON = .01;
var IDENTITY = {
	zoom: 1,
	x: 0,
	y: 0
};
function clampZoom(zoom) {
	if (!Number.isFinite(zoom)) return 1;
	return Math.min(3, Math.max(PREVIEW_ZOOM_MIN, zoom));
}
/** Taller than the spec's long-screenshot ratio (height / width). */
function isLongImage(natural) {
	return natural.width > 0 && natural.height / natural.width > 2.6;
}
/**
* The image's size at zoom 1. A long screenshot fills the width (enlarged at most LONG_UPSCALE_MAX times)
* and is scrolled, because shrinking it to the screen height would make it unreadable; anything else is
* contained in the viewport, never upscaled.
*/
function fitImage(natural, viewport) {
	if (natural.width <= 0 || natural.height <= 0) return {
		width: 0,
		height: 0,
		long: false
	};
	if (isLongImage(natural)) {
		const width = Math.min(viewport.width, natural.width * 2);
		return {
			width,
			height: width * natural.height / natural.width,
			long: true
		};
	}
	const scale = Math.min(1, viewport.width / natural.width, viewport.height / natural.height);
	return {
		width: natural.width * scale,
		height: natural.height * scale,
		long: false
	};
}
/** Where a freshly shown image starts: centred, or a long screenshot with its top at the top of the screen. */
function initialView(fit, viewport) {
	if (!fit.long) return IDENTITY;
	return {
		zoom: 1,
		x: 0,
		y: Math.max(0, (fit.height - viewport.height) / 2)
	};
}
/** How far the image centre may move from the viewport centre: only as far as the image overflows. */
function panLimits(fit, zoom, viewport) {
	return {
		x: Math.max(0, (fit.width * zoom - viewport.width) / 2),
		y: Math.max(0, (fit.height * zoom - viewport.height) / 2)
	};
}
/** Whether the image, at this zoom, is larger than the viewport along each axis (so a drag pans it). */
function overflows(fit, zoom, viewport) {
	const limits = panLimits(fit, zoom, viewport);
	return {
		x: limits.x > .5,
		y: limits.y > .5
	};
}
function clampView(view, fit, viewport) {
	const zoom = clampZoom(view.zoom);
	const lim = panLimits(fit, zoom, viewport);
	const clamp = (v, m) => Math.min(m, Math.max(-m, v)) + 0;
	return {
		zoom,
		x: clamp(view.x, lim.x),
		y: clamp(view.y, lim.y)
	};
}
/** Zooms to `zoom` keeping the image point under `anchor` where it is (the pinch/wheel/tap point). */
function zoomAround(view, zoom, anchor, fit, viewport) {
	const next = clampZoom(zoom);
	const k = next / view.zoom;
	return clampView({
		zoom: next,
		x: anchor.x - (anchor.x - view.x) * k,
		y: anchor.y - (anchor.y - view.y) * k
	}, fit, viewport);
}
function isZoomed(view) {
	return Math.abs(view.zoom - 1) > ZOOM_EPSILON;
}
/** Double tap toggles: a zoomed image goes back to its start; an unzoomed one zooms in at the tap point. */
function doubleTapView(view, tap, fit, viewport) {
	if (isZoomed(view)) return initialView(fit, viewport);
	return zoomAround(view, 2, tap, fit, viewport);
}
/** Wheel delta → zoom factor; exponential so equal scrolls in and out cancel out. Line mode counts as 16 px. */
function wheelZoomFactor(deltaY, deltaMode = 0) {
	const px = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * 400 : deltaY;
	return Math.exp(-px * .002);
}
/** Two-finger pinch: scale by the change in finger distance around the start midpoint, then follow the midpoint. */
function pinchView(start, distance, mid, fit, viewport) {
	if (start.distance <= 0) return start.view;
	const zoomed = zoomAround(start.view, start.view.zoom * (distance / start.distance), start.mid, fit, viewport);
	return clampView({
		...zoomed,
		x: zoomed.x + mid.x - start.mid.x,
		y: zoomed.y + mid.y - start.mid.y
	}, fit, viewport);
}
function distance(a, b) {
	return Math.hypot(a.x - b.x, a.y - b.y);
}
function midpoint(a, b) {
	return {
		x: (a.x + b.x) / 2,
		y: (a.y + b.y) / 2
	};
}
function isTap(dx, dy) {
	return Math.hypot(dx, dy) < 10;
}
/** A second tap within the spec's double-tap window, near the first. */
function isDoubleTap(prev, now) {
	if (!prev) return false;
	const dt = now.t - prev.t;
	return dt >= 0 && dt <= 250 && Math.hypot(now.x - prev.x, now.y - prev.y) <= 30;
}
/** The axis a drag moves along, once it has moved far enough to tell. */
function lockAxis(dx, dy) {
	if (Math.max(Math.abs(dx), Math.abs(dy)) < 8) return null;
	return Math.abs(dx) >= Math.abs(dy) ? "x" : "y";
}
function committed(delta, dtMs, extent, fraction) {
	const d = Math.abs(delta);
	if (d >= extent * fraction) return true;
	return dtMs > 0 && d >= 30 && d / dtMs >= .4;
}
/** A finished horizontal drag: leftwards shows the next image, rightwards the previous, too little snaps back. */
function swipeDirection(dx, dtMs, width) {
	if (!committed(dx, dtMs, width, .2)) return null;
	return dx < 0 ? "next" : "prev";
}
/** A finished downward drag closes the preview when long or quick enough; upward never does. */
function shouldDismiss(dy, dtMs, height) {
	return dy > 0 && committed(dy, dtMs, height, .15);
}
/** The index after a step with looping on: past the last comes the first, before the first the last. */
function loopIndex(index, count) {
	if (count <= 0) return 0;
	return (index % count + count) % count;
}
/** Spec counter text, 1-based: "3 / 6". */
function counterText(index, count) {
	return `${loopIndex(index, count) + 1} / ${count}`;
}
var ImagePreview_module_default = {
	overlay: "_overlay_dgo68_1",
	fade: "_fade_dgo68_1",
	backdrop: "_backdrop_dgo68_12",
	stage: "_stage_dgo68_18",
	track: "_track_dgo68_29",
	slide: "_slide_dgo68_35",
	img: "_img_dgo68_43",
	failed: "_failed_dgo68_52",
	bar: "_bar_dgo68_57",
	counter: "_counter_dgo68_71",
	close: "_close_dgo68_78",
	nav: "_nav_dgo68_79",
	prev: "_prev_dgo68_109",
	next: "_next_dgo68_113"
};
// src/ui/ImagePreview/PreviewSlide.tsx
var import_jsx_runtime = require_jsx_runtime();
function isAbort(err) {
	return typeof err === "object" && err !== null && "name" in err && err.name === "AbortError";
}
/** One page of the preview: loads its image, reports its natural size, shows it at the given view. */
function PreviewSlide({ src, offset, load, loadWidth, fit, view, smooth, onNatural, labels }) {
	const [state, setState] = (0, import_react.useState)({
		src,
		url: null,
		failed: false
	});
	let current = state;
	if (state.src !== src) {
		current = {
			src,
			url: null,
			failed: false
		};
		setState(current);
	}
	(0, import_react.useEffect)(() => {
		const ctrl = new AbortController();
		load(src, {
			signal: ctrl.signal,
			width: loadWidth
		}).then((url) => {
			if (!ctrl.signal.aborted) setState((s) => s.src === src ? {
				src,
				url,
				failed: false
			} : s);
		}, (err) => {
			if (ctrl.signal.aborted || isAbort(err)) return;
			console.warn("[ImagePreview] image failed to load:", src, err);
			setState((s) => s.src === src ? {
				src,
				url: null,
				failed: true
			} : s);
		});
		return () => ctrl.abort();
	}, [
		src,
		load,
		loadWidth
	]);
	const active = offset === 0;
	const imgStyle = fit ? {
		width: fit.width,
		height: fit.height,
		transform: `translate3d(${view.x}px, ${view.y}px, 0) scale(${view.zoom})`,
		transition: smooth ? "transform 200ms ease-out" : "none"
	} : { visibility: "hidden" };
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: ImagePreview_module_default.slide,
		style: { transform: `translateX(${offset * 100}%)` },
		"aria-hidden": active ? void 0 : true,
		children: [
			current.url && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
				className: ImagePreview_module_default.img,
				src: current.url,
				alt: labels.image,
				draggable: false,
				"data-preview-img": "",
				"data-testid": active ? "preview-image" : void 0,
				"data-zoom": active ? String(Math.round(view.zoom * 1e3) / 1e3) : void 0,
				"data-long": fit?.long ? "" : void 0,
				style: imgStyle,
				onLoad: (e) => onNatural(src, {
					width: e.currentTarget.naturalWidth,
					height: e.currentTarget.naturalHeight
				})
			}),
			!current.url && !current.failed && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {
				label: labels.loading,
				size: "lg"
			}),
			current.failed && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: ImagePreview_module_default.failed,
				children: labels.failed
			})
		]
	});
}
// src/ui/ImagePreview/useModalEffects.ts
var FOCUSABLE = "button:not([disabled]), [href], input, select, textarea, [tabindex]:not([tabindex=\"-1\"])";
/**
* While mounted: the page behind does not scroll, focus stays inside `root` (Tab cycles), keys go to
* `onKey` before anything else, and focus returns to where it was on unmount.
*/
function useModalEffects(root, onKey) {
	const key = (0, import_react.useEffectEvent)(onKey);
	(0, import_react.useEffect)(() => {
		const before = document.activeElement;
		root.current?.focus();
		const overflow = document.body.style.overflow;
		document.body.style.overflow = "hidden";
		const listener = (e) => {
			const el = root.current;
			if (!el) return;
			if (e.key === "Tab") {
				const items = [...el.querySelectorAll(FOCUSABLE)];
				const first = items[0];
				const last = items[items.length - 1];
				if (!first || !last) {
					e.preventDefault();
					el.focus();
				} else if (e.shiftKey && (document.activeElement === first || document.activeElement === el)) {
					e.preventDefault();
					last.focus();
				} else if (!e.shiftKey && document.activeElement === last) {
					e.preventDefault();
					first.focus();
				} else if (!el.contains(document.activeElement)) {
					e.preventDefault();
					first.focus();
				}
				return;
			}
			key(e);
		};
		document.addEventListener("keydown", listener, true);
		return () => {
			document.removeEventListener("keydown", listener, true);
			document.body.style.overflow = overflow;
			before?.focus?.();
		};
	}, [root]);
}
function windowSize() {
	return {
		width: window.innerWidth,
		height: window.innerHeight
	};
}
/** The window's size in CSS px, kept current on resize and rotation. */
function useViewportSize() {
	const [size, setSize] = (0, import_react.useState)(windowSize);
	(0, import_react.useEffect)(() => {
		const update = () => setSize(windowSize());
		window.addEventListener("resize", update);
		return () => window.removeEventListener("resize", update);
	}, []);
	return size;
}
// src/ui/ImagePreview/usePreviewGestures.ts
var REST = {
	dx: 0,
	dy: 0
};
/**
* Pointer gestures of the preview stage (touch and mouse alike): pinch and wheel zoom, double-tap toggle,
* drag to pan a zoomed or long image, horizontal swipe to page, downward swipe or backdrop tap to close.
*/
function usePreviewGestures(stage, o) {
	const s = (0, import_react.useRef)({
		pointers: /* @__PURE__ */ new Map(),
		mode: "none",
		start: {
			x: 0,
			y: 0,
			t: 0
		},
		startView: o.view,
		pinch: null,
		onImage: false,
		lastTap: null
	});
	const at = (e) => ({
		x: e.clientX - o.viewport.width / 2,
		y: e.clientY - o.viewport.height / 2
	});
	const fitOr = () => o.fit ?? o.viewport;
	const onPointerDown = (e) => {
		if (e.pointerType === "mouse" && e.button !== 0) return;
		if (e.target.closest("button")) return;
		const ss = s.current;
		e.currentTarget.setPointerCapture?.(e.pointerId);
		ss.pointers.set(e.pointerId, at(e));
		const [a, b] = [...ss.pointers.values()];
		if (ss.pointers.size === 2 && a && b && o.fit) {
			ss.mode = "pinch";
			ss.pinch = {
				view: o.view,
				distance: distance(a, b),
				mid: midpoint(a, b)
			};
			o.setDrag(REST, true);
		} else if (ss.pointers.size === 1) {
			ss.mode = o.busy ? "none" : "pending";
			ss.start = {
				...at(e),
				t: e.timeStamp
			};
			ss.startView = o.view;
			ss.onImage = e.target.closest("[data-preview-img]") !== null;
		} else ss.mode = "none";
	};
	const onPointerMove = (e) => {
		const ss = s.current;
		if (!ss.pointers.has(e.pointerId)) return;
		const p = at(e);
		ss.pointers.set(e.pointerId, p);
		if (ss.mode === "pinch") {
			const [a, b] = [...ss.pointers.values()];
			if (a && b && ss.pinch && o.fit) o.setView(pinchView(ss.pinch, distance(a, b), midpoint(a, b), o.fit, o.viewport), false);
			return;
		}
		const dx = p.x - ss.start.x;
		const dy = p.y - ss.start.y;
		if (ss.mode === "pending") {
			const axis = lockAxis(dx, dy);
			if (!axis) return;
			const over = o.fit ? overflows(o.fit, o.view.zoom, o.viewport) : {
				x: false,
				y: false
			};
			if (axis === "x" && !over.x) ss.mode = "swipe";
			else if (axis === "y" && !over.y) ss.mode = dy > 0 ? "dismiss" : "none";
			else ss.mode = "pan";
		}
		if (ss.mode === "swipe") o.setDrag({
			dx,
			dy: 0
		}, false);
		else if (ss.mode === "dismiss") o.setDrag({
			dx: 0,
			dy: Math.max(0, dy)
		}, false);
		else if (ss.mode === "pan") o.setView(clampView({
			...ss.startView,
			x: ss.startView.x + dx,
			y: ss.startView.y + dy
		}, fitOr(), o.viewport), false);
	};
	const finish = (e, cancelled) => {
		const ss = s.current;
		if (!ss.pointers.delete(e.pointerId)) return;
		if (ss.pointers.size > 0) {
			if (ss.mode === "pinch") ss.mode = "none";
			return;
		}
		const mode = ss.mode;
		ss.mode = "none";
		const p = at(e);
		const dx = p.x - ss.start.x;
		const dy = p.y - ss.start.y;
		const dt = e.timeStamp - ss.start.t;
		if (mode === "swipe") {
			const dir = cancelled ? null : swipeDirection(dx, dt, o.viewport.width);
			if (dir) o.step(dir);
			else o.setDrag(REST, true);
		} else if (mode === "dismiss") {
			if (!cancelled && shouldDismiss(dy, dt, o.viewport.height)) o.close();
			else o.setDrag(REST, true);
		} else if (mode === "pending" && !cancelled && isTap(dx, dy)) tap({
			...p,
			t: e.timeStamp
		});
	};
	const tap = (now) => {
		const ss = s.current;
		if (!ss.onImage) {
			ss.lastTap = null;
			o.close();
			return;
		}
		if (o.fit && isDoubleTap(ss.lastTap, now)) {
			ss.lastTap = null;
			o.setView(doubleTapView(o.view, now, o.fit, o.viewport), true);
		} else ss.lastTap = now;
	};
	const onWheel = (0, import_react.useEffectEvent)((e) => {
		e.preventDefault();
		if (!o.fit || o.busy) return;
		if (o.fit.long && !e.ctrlKey) {
			o.setView(clampView({
				...o.view,
				x: o.view.x - e.deltaX,
				y: o.view.y - e.deltaY
			}, o.fit, o.viewport), false);
			return;
		}
		o.setView(zoomAround(o.view, o.view.zoom * wheelZoomFactor(e.deltaY, e.deltaMode), at(e), o.fit, o.viewport), false);
	});
	(0, import_react.useEffect)(() => {
		const el = stage.current;
		if (!el) return;
		const listener = (e) => onWheel(e);
		el.addEventListener("wheel", listener, { passive: false });
		return () => el.removeEventListener("wheel", listener);
	}, [stage]);
	return {
		onPointerDown,
		onPointerMove,
		onPointerUp: (e) => finish(e, false),
		onPointerCancel: (e) => finish(e, true)
	};
}
// src/ui/ImagePreview/ImagePreview.tsx
/**
* Full-screen image viewer (spec §9): zoom by pinch, wheel or double tap within limits, pan when zoomed,
* swipe or arrow keys to page with looping, close by button, Escape, backdrop tap or swiping down.
*/
function ImagePreview({ images, startIndex, load, onClose, onIndexChange, labels }) {
	const count = images.length;
	const root = (0, import_react.useRef)(null);
	const viewport = useViewportSize();
	const [virtual, setVirtual] = (0, import_react.useState)(() => loopIndex(startIndex, count));
	const index = loopIndex(virtual, count);
	const [naturals, setNaturals] = (0, import_react.useState)({});
	const [viewState, setViewState] = (0, import_react.useState)(null);
	const [smooth, setSmooth] = (0, import_react.useState)(false);
	const [drag, setDragState] = (0, import_react.useState)({
		d: {
			dx: 0,
			dy: 0
		},
		animate: false
	});
	const [busy, setBusy] = (0, import_react.useState)(false);
	const [loadWidth] = (0, import_react.useState)(() => Math.round(Math.max(viewport.width, 1)));
	const timer = (0, import_react.useRef)(void 0);
	(0, import_react.useEffect)(() => () => clearTimeout(timer.current), []);
	const fitOf = (src) => {
		const n = src === void 0 ? void 0 : naturals[src];
		return n ? fitImage(n, viewport) : null;
	};
	const fit = fitOf(images[index]);
	const view = viewState ?? (fit ? initialView(fit, viewport) : IDENTITY);
	const setView = (v, animate) => {
		setSmooth(animate);
		setViewState(v);
	};
	const setDrag = (d, animate) => setDragState({
		d,
		animate
	});
	const step = (dir) => {
		if (busy || count < 2) return;
		const delta = dir === "next" ? 1 : -1;
		setBusy(true);
		setDrag({
			dx: -delta * viewport.width,
			dy: 0
		}, true);
		timer.current = setTimeout(() => {
			setVirtual((v) => v + delta);
			setViewState(null);
			setDrag({
				dx: 0,
				dy: 0
			}, false);
			setBusy(false);
			onIndexChange?.(loopIndex(virtual + delta, count));
		}, 300);
	};
	useModalEffects(root, (e) => {
		if (e.key === "Escape") {
			e.stopPropagation();
			e.preventDefault();
			onClose();
		} else if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
			e.preventDefault();
			step(e.key === "ArrowRight" ? "next" : "prev");
		}
	});
	const stage = (0, import_react.useRef)(null);
	const gestures = usePreviewGestures(stage, {
		viewport,
		fit,
		view,
		busy,
		setView,
		setDrag,
		step,
		close: onClose
	});
	const onNatural = (0, import_react.useCallback)((src, size) => {
		setNaturals((all) => {
			const had = all[src];
			return had && had.width === size.width && had.height === size.height ? all : {
				...all,
				[src]: size
			};
		});
	}, []);
	const offsets = count > 1 ? [
		-1,
		0,
		1
	] : [0];
	const fade = Math.max(0, 1 - drag.d.dy / Math.max(1, viewport.height));
	return (0, import_react_dom.createPortal)(/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		ref: root,
		className: ImagePreview_module_default.overlay,
		role: "dialog",
		"aria-modal": "true",
		"aria-label": labels.dialog,
		tabIndex: -1,
		"data-testid": "image-preview",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: ImagePreview_module_default.backdrop,
				style: { opacity: fade }
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				ref: stage,
				className: ImagePreview_module_default.stage,
				onPointerDown: gestures.onPointerDown,
				onPointerMove: gestures.onPointerMove,
				onPointerUp: gestures.onPointerUp,
				onPointerCancel: gestures.onPointerCancel,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: ImagePreview_module_default.track,
					style: {
						transform: `translate3d(${drag.d.dx}px, ${drag.d.dy}px, 0)`,
						transition: drag.animate ? `transform 300ms ease-out` : "none"
					},
					children: offsets.map((offset) => {
						const i = loopIndex(virtual + offset, count);
						const src = images[i] ?? "";
						const slideFit = fitOf(src);
						return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PreviewSlide, {
							src,
							offset,
							load,
							loadWidth,
							fit: slideFit,
							view: offset === 0 ? view : slideFit ? initialView(slideFit, viewport) : IDENTITY,
							smooth: offset === 0 && smooth,
							onNatural,
							labels: {
								loading: labels.loading,
								failed: labels.failed,
								image: labels.image(i + 1, count)
							}
						}, virtual + offset);
					})
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: ImagePreview_module_default.bar,
				style: { opacity: fade },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: ImagePreview_module_default.counter,
					"data-testid": "preview-counter",
					"aria-live": "polite",
					children: counterText(index, count)
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: ImagePreview_module_default.close,
					onClick: onClose,
					"aria-label": labels.close,
					"data-testid": "preview-close",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("svg", {
						viewBox: "0 0 24 24",
						width: "100%",
						height: "100%",
						fill: "none",
						stroke: "currentColor",
						strokeWidth: "2",
						strokeLinecap: "round",
						"aria-hidden": "true",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M6 6l12 12M18 6L6 18" })
					})
				})]
			}),
			count > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: `${ImagePreview_module_default.nav} ${ImagePreview_module_default.prev}`,
				onClick: () => step("prev"),
				"aria-label": labels.prev,
				"data-testid": "preview-prev",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("svg", {
					viewBox: "0 0 24 24",
					width: "100%",
					height: "100%",
					fill: "none",
					stroke: "currentColor",
					strokeWidth: "2",
					strokeLinecap: "round",
					"aria-hidden": "true",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M15 18l-6-6 6-6" })
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: `${ImagePreview_module_default.nav} ${ImagePreview_module_default.next}`,
				onClick: () => step("next"),
				"aria-label": labels.next,
				"data-testid": "preview-next",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("svg", {
					viewBox: "0 0 24 24",
					width: "100%",
					height: "100%",
					fill: "none",
					stroke: "currentColor",
					strokeWidth: "2",
					strokeLinecap: "round",
					"aria-hidden": "true",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M9 18l6-6-6-6" })
				})
			})] })
		]
	}), document.body);
}
export { ImagePreview };

//# sourceMappingURL=ImagePreview-Zr9PvH-f.js.map