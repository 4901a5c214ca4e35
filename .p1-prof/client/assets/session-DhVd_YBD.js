import { i as AUTH_TIMEOUT_MS } from "./jsx-runtime-EQXuroYZ.js";
import { a as isTimeout, o as request, s as requestReply } from "./scale-CeJ8TK70.js";
import { S as user, b as setSession, d as showAlert, g as clearSession, p as showToast, y as setProfile } from "./i18n-C3XVg8G-.js";
// src/api/account.ts
/** Resolves with the new session token. */
function registerByPassword(payload, opts) {
	return request("/api/account/registerByPassword", payload, opts);
}
/** Resolves with the new session token. */
function loginByPassword(payload, opts) {
	return request("/api/account/loginByPassword", payload, opts);
}
/** Revokes the caller's token on the server. */
function logout(payload = {}, opts) {
	return request("/api/account/logout", payload, opts);
}
// src/api/user.ts
/** The caller's own profile. */
function userinfo(payload = {}, opts) {
	return request("/api/user/userinfo", payload, opts);
}
/** As {@link updateUserinfo}, keeping the server's `msg` for the success toast (spec §8). */
function updateUserinfoReply(payload, opts) {
	return requestReply("/api/user/updateUserinfo", payload, opts);
}
// src/features/errors/error-tips.ts
var CANCELLED_TEXT = "操作已取消";
var UNKNOWN_TEXT = "未知操作失败";
function isAbort(err) {
	return typeof err === "object" && err !== null && "name" in err && err.name === "AbortError";
}
function textField(err, field) {
	const value = err[field];
	return typeof value === "string" && value !== "" ? value : void 0;
}
/** Spec §8 error catalogue as a pure decision: what to tell the user about a rejected call. */
function errorTip(err) {
	if (err === "cancel" || isAbort(err)) return {
		kind: "alert",
		text: CANCELLED_TEXT
	};
	if (typeof err === "string") return err ? {
		kind: "alert",
		text: err
	} : {
		kind: "toast",
		text: UNKNOWN_TEXT
	};
	if (Array.isArray(err)) {
		const first = err[0];
		if (typeof first === "string" && first) return {
			kind: "toast",
			text: first
		};
		if (typeof first === "object" && first !== null) {
			const text = textField(first, "message") ?? textField(first, "msg");
			if (text) return {
				kind: "toast",
				text
			};
		}
		return {
			kind: "toast",
			text: UNKNOWN_TEXT
		};
	}
	if (typeof err === "object" && err !== null) {
		const text = textField(err, "msg");
		if (text) return {
			kind: "toast",
			text
		};
	}
	return {
		kind: "toast",
		text: UNKNOWN_TEXT
	};
}
/** Tells the user about a rejected call per spec §8 (alert or toast through the overlay store). */
function errorTips(err) {
	const tip = errorTip(err);
	if (tip.kind === "alert") showAlert(tip.text);
	else showToast(tip.text);
}
// src/features/auth/session.ts
var LOGIN_NO_TOKEN = "@用户登录失败";
var REGISTER_NO_TOKEN = "获取令牌失败";
/** Spec §8: what login, register, update and info reject with when unanswered in time. */
var AUTH_TIMED_OUT = "注册失败";
var FAILED = "操作失败";
var UPDATED = "操作成功";
function serverMsg(err) {
	if (typeof err !== "object" || err === null || !("msg" in err)) return void 0;
	return typeof err.msg === "string" && err.msg !== "" ? err.msg : void 0;
}
/**
* Spec §8 for login, register and update failures: alert the server's msg, else 操作失败 (nothing for a
* cancel), then give the error to reject with — 注册失败 when the call timed out.
*/
function failed(err) {
	if (err === "cancel") return err;
	const timedOut = isTimeout(err);
	showAlert((timedOut ? void 0 : serverMsg(err)) ?? FAILED);
	return timedOut ? AUTH_TIMED_OUT : err;
}
async function startSession(token) {
	setSession(token);
	return fetchProfile().catch(() => null);
}
/**
* Logs in, stores the token, then fetches the profile.
* @returns the profile, or null when only its fetch failed.
* @throws the failure after alerting it: the server's Reply, '@用户登录失败' without a token, '注册失败' on timeout, 'cancel'.
*/
async function login(creds, opts = {}) {
	let token;
	try {
		token = await loginByPassword({
			username: creds.username,
			password: creds.password
		}, {
			...opts,
			timeoutMs: AUTH_TIMEOUT_MS
		});
	} catch (err) {
		throw failed(err);
	}
	if (typeof token !== "string" || token === "") {
		showAlert(FAILED);
		throw LOGIN_NO_TOKEN;
	}
	return startSession(token);
}
/**
* Registers (sending the invite code captured from the landing URL unless one is given), then as {@link login}.
* @throws as {@link login}, with '获取令牌失败' when no token comes back.
*/
async function register(creds, opts = {}) {
	const incode = creds.incode ?? user.incode;
	let token;
	try {
		token = await registerByPassword({
			username: creds.username,
			password: creds.password,
			...incode ? { incode } : {}
		}, {
			...opts,
			timeoutMs: AUTH_TIMEOUT_MS
		});
	} catch (err) {
		throw failed(err);
	}
	if (typeof token !== "string" || token === "") {
		showAlert(FAILED);
		throw REGISTER_NO_TOKEN;
	}
	return startSession(token);
}
/**
* Fetches the caller's profile into the user store; failures go through the shared error tips.
* @throws the failure ('注册失败' on timeout).
*/
async function fetchProfile(opts = {}) {
	try {
		const profile = await userinfo({}, {
			...opts,
			timeoutMs: AUTH_TIMEOUT_MS
		});
		setProfile(profile);
		return profile;
	} catch (err) {
		const out = isTimeout(err) ? AUTH_TIMED_OUT : err;
		if (out !== "cancel") errorTips(out);
		throw out;
	}
}
/**
* Saves a profile change, toasts the server's msg (else 操作成功), then refetches the profile.
* @throws as {@link login} after alerting.
*/
async function updateProfile(update, opts = {}) {
	try {
		const reply = await updateUserinfoReply(update, {
			...opts,
			timeoutMs: AUTH_TIMEOUT_MS
		});
		showToast(reply.msg || UPDATED);
	} catch (err) {
		throw failed(err);
	}
	return fetchProfile(opts).catch(() => null);
}
/** Revokes the token on the server (a failure there changes nothing here), then forgets the session. */
async function logoutUser() {
	try {
		if (user.token) await logout({}, { skipStatusActions: true });
	} catch {} finally {
		clearSession();
	}
}
export { updateProfile as a, register as i, login as n, errorTips as o, logoutUser as r, fetchProfile as t };

//# sourceMappingURL=session-DhVd_YBD.js.map