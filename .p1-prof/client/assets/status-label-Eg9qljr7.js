import { c as POST_STATUS } from "./scale-CeJ8TK70.js";
// src/lib/status-label.ts
var LABELS = {
	[POST_STATUS.PENDING]: {
		zh: "待审核",
		en: "Pending review"
	},
	[POST_STATUS.VERIFIED]: {
		zh: "官方认证",
		en: "Officially verified"
	},
	[POST_STATUS.FAILED]: {
		zh: "认证失败",
		en: "Verification failed"
	},
	[POST_STATUS.DELETED]: {
		zh: "用户已删除",
		en: "Deleted by user"
	},
	[POST_STATUS.TAKEN_DOWN]: {
		zh: "用户已下架",
		en: "Taken down by user"
	},
	[POST_STATUS.PROCESSING]: {
		zh: "信息处理中",
		en: "Information being processed"
	},
	[POST_STATUS.CANCELLED]: {
		zh: "资源已取消",
		en: "Resource cancelled"
	},
	[POST_STATUS.BANNED]: {
		zh: "资源已封禁",
		en: "Resource banned"
	},
	[POST_STATUS.VERIFICATION_BANNED]: {
		zh: "认证已封禁",
		en: "Verification banned"
	}
};
var UNKNOWN = {
	zh: "未知资源",
	en: "Unknown resource"
};
/** Spec §3 post status table; any other code reads as "unknown resource". */
function statusLabel(code, lang = "zh") {
	return (Object.hasOwn(LABELS, code) ? LABELS[code] : void 0)?.[lang] ?? UNKNOWN[lang];
}
/** A colour family for a status badge. */
function statusTone(code) {
	if (code === POST_STATUS.VERIFIED) return "ok";
	if (code === POST_STATUS.PENDING || code === POST_STATUS.PROCESSING) return "pending";
	return "bad";
}
export { statusTone as n, statusLabel as t };

//# sourceMappingURL=status-label-Eg9qljr7.js.map