import { g as __toESM, m as require_react, t as require_jsx_runtime } from "./jsx-runtime-EQXuroYZ.js";
import { c as go, f as takeAfterLogin, l as goBack } from "./index-z8szgiez.js";
import { LoginForm } from "./LoginForm-B9FVB81X.js";
import { S as user, t as defineMessages } from "./i18n-C3XVg8G-.js";
import "./scale-CeJ8TK70.js";
// src/screens/Login/messages.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var useLoginScreenMessages = defineMessages({
	zh: {
		brand: "金帖",
		tagline: "发现身边的好店与服务"
	},
	en: {
		brand: "Goldpost",
		tagline: "Find great shops and services nearby"
	}
});
var LoginScreen_module_default = {
	screen: "_screen_1qwta_1",
	brand: "_brand_1qwta_10",
	logo: "_logo_1qwta_15",
	card: "_card_1qwta_37"
};
// src/screens/Login/LoginScreen.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Where a finished login leads: the page that asked for it, else back where the user came from. */
function finish() {
	const to = takeAfterLogin();
	if (to) go(to, { replace: true });
	else goBack();
}
/** The mobile login page (desktop uses the popup with the same form). */
function LoginScreen() {
	const m = useLoginScreenMessages();
	(0, import_react.useEffect)(() => {
		if (user.isLogin) go("/user/user-center", { replace: true });
	}, []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: LoginScreen_module_default.screen,
		"data-testid": "login-screen",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: LoginScreen_module_default.brand,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: LoginScreen_module_default.logo,
				children: "金"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: m.brand }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: m.tagline })] })]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: LoginScreen_module_default.card,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoginForm, { onDone: finish })
		})]
	});
}
export { LoginScreen };

//# sourceMappingURL=LoginScreen-CGpEQcHv.js.map