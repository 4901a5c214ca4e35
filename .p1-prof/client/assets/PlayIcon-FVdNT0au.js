import { t as require_jsx_runtime } from "./jsx-runtime-EQXuroYZ.js";
// src/features/video/PlayIcon.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A filled play triangle; shared by the player's poster and the play badge on cards. */
function PlayIcon(props) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("svg", {
		viewBox: "0 0 24 24",
		width: "1em",
		height: "1em",
		fill: "currentColor",
		"aria-hidden": "true",
		...props,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" })
	});
}
export { PlayIcon as t };

//# sourceMappingURL=PlayIcon-FVdNT0au.js.map