import { t as require_jsx_runtime } from "./jsx-runtime-EQXuroYZ.js";
// src/features/shared/icons.tsx
var import_jsx_runtime = require_jsx_runtime();
function Svg(props) {
	const { d, ...rest } = props;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("svg", {
		viewBox: "0 0 24 24",
		width: "1em",
		height: "1em",
		fill: "none",
		stroke: "currentColor",
		strokeWidth: 2,
		strokeLinecap: "round",
		strokeLinejoin: "round",
		"aria-hidden": "true",
		...rest,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d })
	});
}
var PinIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Svg, {
	...p,
	d: "M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z"
});
var EyeIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Svg, {
	...p,
	d: "M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z"
});
var HeartIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Svg, {
	...p,
	d: "M20.8 5.6a5.5 5.5 0 0 0-7.8 0L12 6.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8L12 22l8.8-8.6a5.5 5.5 0 0 0 0-7.8z"
});
var ImagesIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Svg, {
	...p,
	d: "M3 5h14v14H3zM7 21h14V7M3 15l4-4 4 4 2-2 4 4"
});
var SearchIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Svg, {
	...p,
	d: "M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5"
});
var ClockIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Svg, {
	...p,
	d: "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2"
});
var TagIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Svg, {
	...p,
	d: "M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8zM7.5 7.5h.01"
});
var PhoneIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Svg, {
	...p,
	d: "M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.5c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z"
});
var LockIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Svg, {
	...p,
	d: "M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4"
});
var ChevronRightIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Svg, {
	...p,
	d: "M9 18l6-6-6-6"
});
var ChevronLeftIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Svg, {
	...p,
	d: "M15 18l-6-6 6-6"
});
var CloseIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Svg, {
	...p,
	d: "M18 6 6 18M6 6l12 12"
});
var MegaphoneIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Svg, {
	...p,
	d: "M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1zM15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13"
});
var TrashIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Svg, {
	...p,
	d: "M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14"
});
var UserIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Svg, {
	...p,
	d: "M20 21a8 8 0 0 0-16 0M12 13a5 5 0 1 0 0-10 5 5 0 0 0 0 10z"
});
var CrownIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Svg, {
	...p,
	d: "M3 7l4 4 5-6 5 6 4-4-2 12H5L3 7z"
});
var ShieldIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Svg, {
	...p,
	d: "M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4"
});
var DownloadIcon = (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Svg, {
	...p,
	d: "M12 3v12M7 10l5 5 5-5M5 21h14"
});
export { TrashIcon as _, CrownIcon as a, HeartIcon as c, MegaphoneIcon as d, PhoneIcon as f, TagIcon as g, ShieldIcon as h, CloseIcon as i, ImagesIcon as l, SearchIcon as m, ChevronRightIcon as n, DownloadIcon as o, PinIcon as p, ClockIcon as r, EyeIcon as s, ChevronLeftIcon as t, LockIcon as u, UserIcon as v };

//# sourceMappingURL=icons-Aqvlm-N7.js.map