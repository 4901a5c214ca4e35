import { a as StatusScreen_module_default, c as go, h as useShellMessages, m as useScreenEntry } from "./index-z8szgiez.js";
import { t as require_jsx_runtime } from "./jsx-runtime-EQXuroYZ.js";
// src/app/PlaceholderScreen.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Routes that later issues build: registered with their guards, showing their title. */
function PlaceholderScreen() {
	const m = useShellMessages();
	const { route } = useScreenEntry();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: StatusScreen_module_default.screen,
		"data-testid": "placeholder",
		"data-route": route.name,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: StatusScreen_module_default.badge,
				"aria-hidden": "true",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("svg", {
					viewBox: "0 0 24 24",
					fill: "none",
					stroke: "currentColor",
					strokeWidth: "1.8",
					strokeLinecap: "round",
					strokeLinejoin: "round",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z" })
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: StatusScreen_module_default.title,
				"data-testid": "placeholder-title",
				children: m[route.titleKey]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: StatusScreen_module_default.text,
				children: m.comingSoon
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: StatusScreen_module_default.actions,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: StatusScreen_module_default.secondary,
					onClick: () => go("/"),
					children: m.goHome
				})
			})
		]
	});
}
export { PlaceholderScreen };

//# sourceMappingURL=PlaceholderScreen-C5WP-p_O.js.map