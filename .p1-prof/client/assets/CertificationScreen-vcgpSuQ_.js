import { g as __toESM, m as require_react, t as require_jsx_runtime } from "./jsx-runtime-EQXuroYZ.js";
import { h as CERT_TYPES, n as checkCertificateByType } from "./release-DFrSEJI7.js";
import { m as useScreenEntry } from "./index-z8szgiez.js";
import { h as ShieldIcon } from "./icons-Aqvlm-N7.js";
import { EditRelease, a as emptyDraft, i as ReleaseForm, n as ReleasePage, o as useReleaseMessages, r as ReleaseSkeleton, t as ReleaseNotice } from "./ReleaseScreen-BOTAX5qo.js";
import { n as errorText } from "./scale-CeJ8TK70.js";
import { t as useAsync } from "./useAsync-ZvSS0EoT.js";
// src/features/release/CertTypePicker.module.css
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var CertTypePicker_module_default = {
	picker: "_picker_1aj4g_1",
	card: "_card_1aj4g_6",
	on: "_on_1aj4g_24",
	icon: "_icon_1aj4g_28",
	text: "_text_1aj4g_34",
	reason: "_reason_1aj4g_41"
};
// src/features/release/CertTypePicker.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The two certification types as cards; a refused one shows the server's reason and cannot be chosen. */
function CertTypePicker({ checks, value, onChange }) {
	const m = useReleaseMessages();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: CertTypePicker_module_default.picker,
		role: "radiogroup",
		"aria-label": m.certType,
		"data-field": "certType",
		children: checks.map((c) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
			type: "button",
			role: "radio",
			"aria-checked": value === c.type,
			disabled: !c.allowed,
			className: `${CertTypePicker_module_default.card} ${value === c.type ? CertTypePicker_module_default.on : ""}`,
			"data-testid": `cert-type-${c.type}`,
			"data-allowed": c.allowed,
			onClick: () => onChange(c.type),
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShieldIcon, { className: CertTypePicker_module_default.icon }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: CertTypePicker_module_default.text,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: c.type === 1 ? m.certType1 : m.certType2 }), !c.allowed && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("small", {
					className: CertTypePicker_module_default.reason,
					"data-testid": "cert-reason",
					children: c.reason || m.notAllowed
				})]
			})]
		}, c.type))
	});
}
// src/screens/Release/CertificationScreen.tsx
/** The spec gives this route no id: an edit arrives as `?id=`. */
function editIdOf(url) {
	const q = url.includes("?") ? url.slice(url.indexOf("?")) : "";
	const id = Number(new URLSearchParams(q).get("id") ?? 0);
	return Number.isInteger(id) && id > 0 ? id : 0;
}
/**
* /release/certification: first asks checkCertificateByType for each type (1 personal, 2 store) and says
* why when one is not allowed; the form opens for the chosen allowed type.
*/
function CertificationScreen() {
	const { url } = useScreenEntry();
	const id = editIdOf(url);
	return id > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditRelease, {
		kind: "certification",
		id
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NewCertification, {});
}
function NewCertification() {
	const m = useReleaseMessages();
	const [chosen, setChosen] = (0, import_react.useState)(null);
	const checks = useAsync("cert-check", (signal) => Promise.all(CERT_TYPES.map((type) => checkCertificateByType({ type }, { signal }).then((r) => ({
		type,
		...r
	})))));
	const initial = (0, import_react.useMemo)(() => chosen ? {
		...emptyDraft("certification"),
		certType: chosen
	} : null, [chosen]);
	const allowed = checks.data?.filter((c) => c.allowed) ?? [];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ReleasePage, {
		testId: "release-screen",
		title: m.titleNew_certification,
		subtitle: checks.status === "loading" ? m.certChecking : m.subtitleNew,
		children: [
			checks.status === "loading" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReleaseSkeleton, {}),
			checks.status === "error" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReleaseNotice, {
				testId: "release-load-error",
				icon: "!",
				title: m.loadFailed,
				hint: errorText(checks.error, m.failed),
				action: {
					label: m.retry,
					run: checks.reload
				}
			}),
			checks.data && allowed.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReleaseNotice, {
				testId: "cert-not-allowed",
				icon: "!",
				title: m.notAllowed,
				hint: checks.data.map((c) => c.reason).filter(Boolean).join("；")
			}),
			checks.data && allowed.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CertTypePicker, {
				checks: checks.data,
				value: chosen,
				onChange: setChosen
			}),
			initial && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReleaseForm, {
				initial,
				editId: null
			}, chosen)
		]
	});
}
export { CertificationScreen };

//# sourceMappingURL=CertificationScreen-vcgpSuQ_.js.map