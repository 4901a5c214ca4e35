const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/ImagePreview-Zr9PvH-f.js","assets/jsx-runtime-EQXuroYZ.js","assets/index-z8szgiez.js","assets/i18n-C3XVg8G-.js","assets/index-D-UKJeSh.css","assets/ImagePreview-CLSDDVb7.css"])))=>i.map(i=>d[i]);
import { g as __toESM, m as require_react, t as require_jsx_runtime } from "./jsx-runtime-EQXuroYZ.js";
import { F as proxy, P as useSnapshot, t as defineMessages } from "./i18n-C3XVg8G-.js";
import { n as loadImage } from "./EncryptedImage-BvnAkxA9.js";
import { g as __vitePreload } from "./index-z8szgiez.js";
// src/features/preview/messages.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var usePreviewMessages = defineMessages({
	zh: {
		dialog: "图片预览",
		close: "关闭",
		next: "下一张",
		prev: "上一张",
		loading: "加载中…",
		failed: "图片加载失败",
		image: (n, total) => `第 ${n} 张，共 ${total} 张`,
		open: (n) => `查看大图 ${n}`
	},
	en: {
		dialog: "Image preview",
		close: "Close",
		next: "Next image",
		prev: "Previous image",
		loading: "Loading…",
		failed: "The image failed to load",
		image: (n, total) => `Image ${n} of ${total}`,
		open: (n) => `View image ${n} full size`
	}
});
var preview = proxy({
	images: null,
	index: 0,
	host: "app"
});
/** Opens the image preview on `images` at `index`; any gallery (detail, my posts, chat…) calls this. */
function openPreview(images, index = 0, host = "app") {
	if (images.length === 0) return;
	preview.images = [...images];
	preview.index = Math.min(Math.max(0, Math.trunc(index)), images.length - 1);
	preview.host = host;
}
function closePreview() {
	preview.images = null;
}
/** Remembers the page shown, so reopening or a re-render starts where the user left off. */
function setPreviewIndex(index) {
	preview.index = index;
}
function usePreview() {
	return useSnapshot(preview);
}
// src/features/preview/preview-loader.ts
/**
* The preview's image source: decrypted in the media worker at the variant that covers the screen width
* (the bridge picks it from img_variants and devicePixelRatio, and caches the object URL).
*/
var previewLoader = (src, { signal, width }) => loadImage(src, {
	signal,
	width,
	priority: "visible"
});
// src/features/preview/PreviewHost.tsx
var import_jsx_runtime = require_jsx_runtime();
var ImagePreview = (0, import_react.lazy)(() => __vitePreload(() => import("./ImagePreview-Zr9PvH-f.js").then((m) => ({ default: m.ImagePreview })), __vite__mapDeps([0,1,2,3,4,5])));
/**
* Draws the image preview when it is open for this host. The app shell may mount one with the default
* host; a gallery that mounts its own passes its id to openPreview, so the two never both draw.
*/
function PreviewHost({ host = "app" }) {
	const p = usePreview();
	const m = usePreviewMessages();
	if (!p.images || p.host !== host) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
		fallback: null,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImagePreview, {
			images: p.images,
			startIndex: p.index,
			load: previewLoader,
			onClose: closePreview,
			onIndexChange: setPreviewIndex,
			labels: m
		}, p.images.join("|"))
	});
}
export { openPreview as n, usePreviewMessages as r, PreviewHost as t };

//# sourceMappingURL=PreviewHost-DC12rtby.js.map