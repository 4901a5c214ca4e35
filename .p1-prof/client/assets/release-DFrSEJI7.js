import { o as request } from "./scale-CeJ8TK70.js";
// protocol/release.ts
var DESCRIPTION_MAX = 2e3;
/** Prices are whole yuan, 0…PRICE_MAX; null = negotiable. */
var PRICE_MAX = 1e7;
/** Certification types of checkCertificateByType: 1 = personal certification, 2 = store certification. */
var CERT_TYPES = [1, 2];
/** Kind-specific facts: the form shows these fields; the server stores them as PostDetail.facts rows. */
var FACT_FIELDS = {
	personal: [{
		key: "experience",
		label: "从业经验",
		labelEn: "Experience",
		required: false
	}, {
		key: "languages",
		label: "语言",
		labelEn: "Languages",
		required: false
	}],
	store: [{
		key: "opened",
		label: "开业年份",
		labelEn: "Opened",
		required: false
	}, {
		key: "seats",
		label: "座位数",
		labelEn: "Seats",
		required: false
	}],
	certification: [{
		key: "licenceNo",
		label: "执照编号",
		labelEn: "Licence No.",
		required: true
	}, {
		key: "issuer",
		label: "发证机构",
		labelEn: "Issuing body",
		required: true
	}],
	broker: [{
		key: "agency",
		label: "所属机构",
		labelEn: "Agency",
		required: true
	}, {
		key: "yearsActive",
		label: "从业年限",
		labelEn: "Years active",
		required: false
	}]
};
var DELETE_ENDPOINT = {
	personal: "/api/info/deleteInfo",
	store: "/api/info/deleteInfo",
	certification: "/api/info/deleteInfo",
	broker: "/api/info/deleteBroker"
};
// src/api/release.ts
/** Creates a personal post; it starts pending review. */
function postBeauty(payload, opts) {
	return request("/api/info/postBeauty", payload, opts);
}
/** Creates a store or certification post. */
function postInfo(payload, opts) {
	return request("/api/info/postInfo", payload, opts);
}
/** Creates a broker post. */
function postBroker(payload, opts) {
	return request("/api/info/postBroker", payload, opts);
}
/** Edits an own personal post; it goes back to pending review. */
function editBeauty(payload, opts) {
	return request("/api/info/editBeauty", payload, opts);
}
/** Edits an own store, certification or broker post. */
function editInfo(payload, opts) {
	return request("/api/info/editInfo", payload, opts);
}
/** An own personal post, loaded for its edit form. */
function getEditBeauty(payload, opts) {
	return request("/api/info/getEditBeauty", payload, opts);
}
/** An own store or certification post, loaded for its edit form. */
function getEditInfo(payload, opts) {
	return request("/api/info/getEditInfo", payload, opts);
}
/** An own broker post, loaded for its edit form. */
function getEditBroker(payload, opts) {
	return request("/api/info/getEditBroker", payload, opts);
}
/** Whether the caller may apply for certification of a type (1 personal, 2 store), and why not. */
function checkCertificateByType(payload, opts) {
	return request("/api/info/checkCertificateByType", payload, opts);
}
/** Deletes an own non-broker post (status 4). */
function deleteInfo(payload, opts) {
	return request("/api/info/deleteInfo", payload, opts);
}
/** Deletes an own broker post (status 4). */
function deleteBroker(payload, opts) {
	return request("/api/info/deleteBroker", payload, opts);
}
/** Suggested tags for a type. */
function getTags(payload, opts) {
	return request("/api/info/getTags", payload, opts);
}
/** The caller's posts, every status but deleted. */
function myPost(payload, opts) {
	return request("/api/info/myPost", payload, opts);
}
/** Takes an own post down (5) or restores it. */
function changeStatus(payload, opts) {
	return request("/api/info/changeStatus", payload, opts);
}
export { DESCRIPTION_MAX as _, editBeauty as a, getEditBroker as c, myPost as d, postBeauty as f, DELETE_ENDPOINT as g, CERT_TYPES as h, deleteInfo as i, getEditInfo as l, postInfo as m, checkCertificateByType as n, editInfo as o, postBroker as p, deleteBroker as r, getEditBeauty as s, changeStatus as t, getTags as u, FACT_FIELDS as v, PRICE_MAX as y };

//# sourceMappingURL=release-DFrSEJI7.js.map