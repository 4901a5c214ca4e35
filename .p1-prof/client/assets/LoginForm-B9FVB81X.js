import { g as __toESM, m as require_react, t as require_jsx_runtime } from "./jsx-runtime-EQXuroYZ.js";
import { t as defineMessages, x as useUser } from "./i18n-C3XVg8G-.js";
import { i as register, n as login } from "./session-DhVd_YBD.js";
import { n as errorText, r as isCancel } from "./scale-CeJ8TK70.js";
// src/features/auth/LoginForm.module.css
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var LoginForm_module_default = {
	form: "_form_1bpxt_1",
	tabs: "_tabs_1bpxt_8",
	tab: "_tab_1bpxt_8",
	indicator: "_indicator_1bpxt_32",
	right: "_right_1bpxt_43",
	intro: "_intro_1bpxt_46",
	panel: "_panel_1bpxt_56",
	field: "_field_1bpxt_61",
	label: "_label_1bpxt_66",
	inputWrap: "_inputWrap_1bpxt_71",
	input: "_input_1bpxt_71",
	invalid: "_invalid_1bpxt_96",
	reveal: "_reveal_1bpxt_99",
	error: "_error_1bpxt_112",
	serverError: "_serverError_1bpxt_117",
	submit: "_submit_1bpxt_126",
	"switch": "_switch_1bpxt_149",
	terms: "_terms_1bpxt_164"
};
// src/features/auth/Field.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A labelled input with its validation message underneath. */
function Field({ label, error, onValue, testId, reveal, type, id, ...rest }) {
	const [shown, setShown] = (0, import_react.useState)(false);
	const inputId = id ?? `f-${testId}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: `${LoginForm_module_default.field} ${error ? LoginForm_module_default.invalid : ""}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
				htmlFor: inputId,
				className: LoginForm_module_default.label,
				children: label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: LoginForm_module_default.inputWrap,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					...rest,
					id: inputId,
					"data-testid": testId,
					type: reveal && shown ? "text" : type,
					className: LoginForm_module_default.input,
					"aria-invalid": error ? true : void 0,
					"aria-describedby": error ? `${inputId}-err` : void 0,
					onChange: (e) => onValue(e.target.value)
				}), reveal && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: LoginForm_module_default.reveal,
					onClick: () => setShown((s) => !s),
					tabIndex: -1,
					children: shown ? reveal.hide : reveal.show
				})]
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				id: `${inputId}-err`,
				className: LoginForm_module_default.error,
				"data-testid": `${testId}-error`,
				children: error
			})
		]
	});
}
var USERNAME_CHARS = /^[A-Za-z0-9_\p{Script=Han}]+$/u;
var length = (s) => Array.from(s).length;
function usernameError(raw) {
	const name = raw.trim();
	if (!name) return "required";
	if (!USERNAME_CHARS.test(name)) return "usernameChars";
	const n = length(name);
	if (n < 3 || n > 20) return "usernameLength";
}
function passwordError(password) {
	if (!password) return "required";
	const n = length(password);
	if (n < 8 || n > 64) return "passwordLength";
}
function compact(errors) {
	for (const k of Object.keys(errors)) if (errors[k] === void 0) delete errors[k];
	return errors;
}
function validateLogin(f) {
	return compact({
		username: usernameError(f.username),
		password: passwordError(f.password)
	});
}
function validateRegister(f) {
	return compact({
		username: usernameError(f.username),
		password: passwordError(f.password),
		password2: !f.password2 ? "required" : f.password2 !== f.password ? "mismatch" : void 0
	});
}
function hasErrors(errors) {
	return Object.keys(errors).length > 0;
}
// src/features/auth/messages.ts
var useAuthMessages = defineMessages({
	zh: {
		welcome: "欢迎回来",
		welcomeHint: "登录后可查看联系方式、收藏与预约",
		join: "创建账号",
		joinHint: "几秒钟即可注册，免费浏览全部信息",
		login: "登录",
		register: "注册",
		username: "用户名",
		usernamePh: "3–20 位字母、数字、下划线或中文",
		password: "密码",
		passwordPh: "8–64 位",
		password2: "确认密码",
		password2Ph: "再次输入密码",
		incode: "邀请码（选填）",
		show: "显示",
		hide: "隐藏",
		busy: "请稍候…",
		required: "此项不能为空",
		usernameChars: "只能包含字母、数字、下划线或中文",
		usernameLength: "用户名需 3–20 个字符",
		passwordLength: "密码需 8–64 个字符",
		mismatch: "两次输入的密码不一致",
		failed: "操作失败",
		noAccount: "还没有账号？",
		haveAccount: "已有账号？",
		toRegister: "立即注册",
		toLogin: "去登录",
		terms: "登录即表示同意《用户协议》与《隐私政策》"
	},
	en: {
		welcome: "Welcome back",
		welcomeHint: "Log in to see contacts, save posts and book",
		join: "Create an account",
		joinHint: "Takes seconds, and every listing is free to browse",
		login: "Log in",
		register: "Sign up",
		username: "Username",
		usernamePh: "3–20 letters, digits, _ or Chinese",
		password: "Password",
		passwordPh: "8–64 characters",
		password2: "Confirm password",
		password2Ph: "Type the password again",
		incode: "Invite code (optional)",
		show: "Show",
		hide: "Hide",
		busy: "One moment…",
		required: "This field is required",
		usernameChars: "Only letters, digits, _ or Chinese characters",
		usernameLength: "Username must be 3–20 characters",
		passwordLength: "Password must be 8–64 characters",
		mismatch: "The passwords do not match",
		failed: "Something went wrong",
		noAccount: "No account yet?",
		haveAccount: "Already registered?",
		toRegister: "Sign up",
		toLogin: "Log in",
		terms: "By continuing you accept the Terms and the Privacy Policy"
	}
});
// src/features/auth/useAuthSubmit.ts
/**
* Validate → call → done, with a busy flag and the server's message kept for the form. Errors show after
* the first submit and then follow the typing. The call is aborted if the form unmounts.
*/
function useAuthSubmit(fields, validate, call, onDone, fallback) {
	const [tried, setTried] = (0, import_react.useState)(false);
	const [busy, setBusy] = (0, import_react.useState)(false);
	const [serverError, setServerError] = (0, import_react.useState)("");
	const ctrl = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => () => ctrl.current?.abort(), []);
	const errors = tried ? validate(fields) : {};
	const submit = async () => {
		setTried(true);
		setServerError("");
		if (busy || hasErrors(validate(fields))) return;
		setBusy(true);
		ctrl.current = new AbortController();
		try {
			await call(fields, ctrl.current.signal);
			onDone();
		} catch (err) {
			if (!isCancel(err) && !ctrl.current.signal.aborted) setServerError(errorText(err, fallback));
		} finally {
			if (!ctrl.current.signal.aborted) setBusy(false);
		}
	};
	return {
		errors,
		busy,
		serverError,
		submit
	};
}
// src/features/auth/LoginForm.tsx
/** Login and register in one card with tabs; used by the mobile /login page and the desktop popup. */
function LoginForm({ onDone, initialMode = "login" }) {
	const m = useAuthMessages();
	const [mode, setMode] = (0, import_react.useState)(initialMode);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: LoginForm_module_default.form,
		"data-testid": "login-form",
		"data-mode": mode,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: LoginForm_module_default.tabs,
				role: "tablist",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						role: "tab",
						"aria-selected": mode === "login",
						className: LoginForm_module_default.tab,
						"data-testid": "mode-login",
						onClick: () => setMode("login"),
						children: m.login
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						role: "tab",
						"aria-selected": mode === "register",
						className: LoginForm_module_default.tab,
						"data-testid": "mode-register",
						onClick: () => setMode("register"),
						children: m.register
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: `${LoginForm_module_default.indicator} ${mode === "register" ? LoginForm_module_default.right : ""}`,
						"aria-hidden": "true"
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: LoginForm_module_default.intro,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: mode === "login" ? m.welcome : m.join }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: mode === "login" ? m.welcomeHint : m.joinHint })]
			}),
			mode === "login" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoginPanel, { onDone }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RegisterPanel, { onDone }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: LoginForm_module_default.switch,
				children: [
					mode === "login" ? m.noAccount : m.haveAccount,
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						onClick: () => setMode(mode === "login" ? "register" : "login"),
						children: mode === "login" ? m.toRegister : m.toLogin
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: LoginForm_module_default.terms,
				children: m.terms
			})
		]
	});
}
function useErrorText() {
	const m = useAuthMessages();
	return (e) => e ? m[e] : void 0;
}
function LoginPanel({ onDone }) {
	const m = useAuthMessages();
	const text = useErrorText();
	const [f, setF] = (0, import_react.useState)({
		username: "",
		password: ""
	});
	const { errors, busy, serverError, submit } = useAuthSubmit(f, validateLogin, (v, signal) => login({
		username: v.username.trim(),
		password: v.password
	}, { signal }), onDone, m.failed);
	const onSubmit = (e) => {
		e.preventDefault();
		submit();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: LoginForm_module_default.panel,
		onSubmit,
		noValidate: true,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
				label: m.username,
				testId: "login-username",
				autoComplete: "username",
				placeholder: m.usernamePh,
				value: f.username,
				error: text(errors.username),
				onValue: (username) => setF({
					...f,
					username
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
				label: m.password,
				testId: "login-password",
				type: "password",
				autoComplete: "current-password",
				placeholder: m.passwordPh,
				value: f.password,
				error: text(errors.password),
				reveal: {
					show: m.show,
					hide: m.hide
				},
				onValue: (password) => setF({
					...f,
					password
				})
			}),
			serverError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: LoginForm_module_default.serverError,
				role: "alert",
				"data-testid": "login-error",
				children: serverError
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "submit",
				className: LoginForm_module_default.submit,
				"data-testid": "login-submit",
				disabled: busy,
				"aria-busy": busy,
				children: busy ? m.busy : m.login
			})
		]
	});
}
function RegisterPanel({ onDone }) {
	const m = useAuthMessages();
	const text = useErrorText();
	const { incode } = useUser();
	const [f, setF] = (0, import_react.useState)({
		username: "",
		password: "",
		password2: "",
		incode
	});
	const { errors, busy, serverError, submit } = useAuthSubmit(f, validateRegister, (v, signal) => register({
		username: v.username.trim(),
		password: v.password,
		...v.incode.trim() ? { incode: v.incode.trim() } : {}
	}, { signal }), onDone, m.failed);
	const onSubmit = (e) => {
		e.preventDefault();
		submit();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: LoginForm_module_default.panel,
		onSubmit,
		noValidate: true,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
				label: m.username,
				testId: "register-username",
				autoComplete: "username",
				placeholder: m.usernamePh,
				value: f.username,
				error: text(errors.username),
				onValue: (username) => setF({
					...f,
					username
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
				label: m.password,
				testId: "register-password",
				type: "password",
				autoComplete: "new-password",
				placeholder: m.passwordPh,
				value: f.password,
				error: text(errors.password),
				reveal: {
					show: m.show,
					hide: m.hide
				},
				onValue: (password) => setF({
					...f,
					password
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
				label: m.password2,
				testId: "register-password2",
				type: "password",
				autoComplete: "new-password",
				placeholder: m.password2Ph,
				value: f.password2,
				error: text(errors.password2),
				onValue: (password2) => setF({
					...f,
					password2
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
				label: m.incode,
				testId: "register-incode",
				autoComplete: "off",
				value: f.incode,
				onValue: (v) => setF({
					...f,
					incode: v
				})
			}),
			serverError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: LoginForm_module_default.serverError,
				role: "alert",
				"data-testid": "register-error",
				children: serverError
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "submit",
				className: LoginForm_module_default.submit,
				"data-testid": "register-submit",
				disabled: busy,
				"aria-busy": busy,
				children: busy ? m.busy : m.register
			})
		]
	});
}
export { LoginForm };

//# sourceMappingURL=LoginForm-B9FVB81X.js.map