import { c as IMAGE_BOX_PX, g as __toESM, m as require_react, t as require_jsx_runtime } from "./jsx-runtime-EQXuroYZ.js";
import { c as go, p as useRouteParams, t as runtimeConfig } from "./index-z8szgiez.js";
import { a as localName, i as groupCities, n as isPostKind, r as useTaxonomy } from "./paths-BzNakcJl.js";
import { _ as DESCRIPTION_MAX, a as editBeauty, c as getEditBroker, f as postBeauty, l as getEditInfo, m as postInfo, o as editInfo, p as postBroker, s as getEditBeauty, u as getTags, v as FACT_FIELDS } from "./release-DFrSEJI7.js";
import { n as useLang, p as showToast, t as defineMessages } from "./i18n-C3XVg8G-.js";
import { t as EncryptedImage } from "./EncryptedImage-BvnAkxA9.js";
import { n as openPreview, t as PreviewHost } from "./PreviewHost-DC12rtby.js";
import { i as CloseIcon, n as ChevronRightIcon, t as ChevronLeftIcon } from "./icons-Aqvlm-N7.js";
import { n as useImageUploadMessages, t as uploadImage } from "./upload-image-CyRccvM7.js";
import { d as workerFailure, f as proxy, i as commonFields, n as errorText$1, o as request, p as wrap, r as isCancel$1 } from "./scale-CeJ8TK70.js";
import { t as useAsync } from "./useAsync-ZvSS0EoT.js";
// src/features/release/messages.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var zhErrors = {
	nameRequired: "请填写名称",
	cityRequired: "请选择所在地区",
	addressRequired: "地址不能为空",
	phoneInvalid: "手机号码格式不正确",
	titleLength: `标题需 4–40 个字`,
	typeRequired: "请选择分类",
	modeRequired: "请选择服务方式",
	descriptionShort: `介绍至少写 10 个字`,
	descriptionLong: "介绍太长了",
	priceRequired: "请填写价格，或选择“面议”",
	priceInvalid: "价格请填写整数",
	priceTooHigh: "价格超出范围",
	priceOrder: "最高价不能低于最低价",
	addressLong: "地址太长了",
	hoursLong: "营业时间太长了",
	contactRequired: "请填写联系方式",
	contactLong: "联系方式太长了",
	tagsTooMany: `标签最多 5 个`,
	tagTooLong: `单个标签最多 12 个字`,
	imagesRequired: `请至少上传 1 张照片`,
	imagesTooMany: `照片最多 6 张`,
	factRequired: "此项必填",
	factLong: "内容太长了",
	certTypeRequired: "请选择认证类型",
	videoBusy: "视频还在上传，请等待完成或取消"
};
var enErrors = {
	nameRequired: "Please fill in the name",
	cityRequired: "Please select an area",
	addressRequired: "Address cannot be empty",
	phoneInvalid: "Malformed phone number",
	titleLength: `The title needs 4–40 characters`,
	typeRequired: "Please choose a category",
	modeRequired: "Please choose a service mode",
	descriptionShort: `Write at least 10 characters`,
	descriptionLong: "The description is too long",
	priceRequired: "Enter a price, or choose “negotiable”",
	priceInvalid: "Prices are whole numbers",
	priceTooHigh: "The price is out of range",
	priceOrder: "The maximum cannot be below the minimum",
	addressLong: "The address is too long",
	hoursLong: "The hours are too long",
	contactRequired: "Please give a contact",
	contactLong: "The contact is too long",
	tagsTooMany: `At most 5 tags`,
	tagTooLong: `A tag has at most 12 characters`,
	imagesRequired: `Add at least 1 photo(s)`,
	imagesTooMany: `At most 6 photos`,
	factRequired: "Required",
	factLong: "Too long",
	certTypeRequired: "Choose a certification type",
	videoBusy: "The video is still uploading: wait for it or cancel it"
};
var useReleaseMessages = defineMessages({
	zh: {
		...zhErrors,
		titleNew_personal: "发布个人信息",
		titleNew_store: "发布店铺",
		titleNew_broker: "发布经纪信息",
		titleNew_certification: "申请认证",
		titleEdit: "编辑信息",
		subtitleNew: "提交后由平台审核，通过后公开展示",
		subtitleEdit: "修改后需重新审核",
		sectionBasics: "基本信息",
		sectionPrice: "价格与联系",
		sectionMedia: "照片与视频",
		sectionFacts: "补充信息",
		sectionTags: "标签",
		certType: "认证类型",
		certType1: "个人认证",
		certType2: "店铺认证",
		title: "名称",
		titlePh: "例如：老街手工咖啡馆",
		city: "所在地区",
		cityPh: "选择城市",
		domestic: "国内",
		abroad: "海外",
		type: "分类",
		typePh: "选择分类",
		mode: "服务方式",
		modePh: "选择方式",
		description: "介绍",
		descriptionPh: "介绍服务内容、特色、注意事项…",
		price: "价格（元）",
		priceMin: "最低",
		priceMax: "最高",
		negotiable: "面议",
		address: "地址",
		addressPh: "街道、门牌号",
		optional: "选填",
		hours: "营业时间",
		hoursPh: "例如：每天 10:00–21:00",
		contact: "联系方式",
		contactPh: "手机号或微信号",
		contactHint: "仅登录用户可见",
		tags: "标签",
		tagsHint: `最多 5 个`,
		tagAdd: "添加",
		tagPh: "自定义标签",
		tagsLoading: "加载推荐标签…",
		moreTags: (n) => `更多 ${n} 个`,
		photos: "照片",
		photosHint: `第一张为封面，最多 6 张`,
		video: "视频",
		videoHint: "可选，支持大文件与断点续传",
		videoPick: "选择视频",
		videoRemove: "移除视频",
		videoCurrent: "当前视频",
		poster: "封面帧",
		posterMaking: "正在截取封面…",
		submit: "提交审核",
		save: "保存并重新审核",
		submitting: "提交中…",
		submitted: "已提交，等待审核",
		saved: "已保存，等待重新审核",
		failed: "提交失败，请稍后重试",
		fixErrors: "请先修正标出的内容",
		loadFailed: "加载失败",
		retry: "重试",
		back: "返回",
		notAllowed: "暂时无法申请认证",
		certChecking: "正在检查认证资格…",
		counter: (n, max) => `${n}/${max}`,
		reviewNote: "审核未通过："
	},
	en: {
		...enErrors,
		titleNew_personal: "Post a personal listing",
		titleNew_store: "List a store",
		titleNew_broker: "Post a broker listing",
		titleNew_certification: "Apply for certification",
		titleEdit: "Edit listing",
		subtitleNew: "Reviewed by the team before it goes public",
		subtitleEdit: "Changes are reviewed again",
		sectionBasics: "Basics",
		sectionPrice: "Price and contact",
		sectionMedia: "Photos and video",
		sectionFacts: "More details",
		sectionTags: "Tags",
		certType: "Certification type",
		certType1: "Personal",
		certType2: "Store",
		title: "Name",
		titlePh: "e.g. Old Street Hand-Brew Café",
		city: "Area",
		cityPh: "Choose a city",
		domestic: "Domestic",
		abroad: "Abroad",
		type: "Category",
		typePh: "Choose a category",
		mode: "Service mode",
		modePh: "Choose a mode",
		description: "Description",
		descriptionPh: "What you offer, what makes it special, what to know…",
		price: "Price (¥)",
		priceMin: "From",
		priceMax: "To",
		negotiable: "Negotiable",
		address: "Address",
		addressPh: "Street and number",
		optional: "optional",
		hours: "Hours",
		hoursPh: "e.g. daily 10:00–21:00",
		contact: "Contact",
		contactPh: "Phone or messaging ID",
		contactHint: "Shown to logged-in users only",
		tags: "Tags",
		tagsHint: `up to 5`,
		tagAdd: "Add",
		tagPh: "Custom tag",
		tagsLoading: "Loading suggestions…",
		moreTags: (n) => `${n} more`,
		photos: "Photos",
		photosHint: `The first is the cover; up to 6`,
		video: "Video",
		videoHint: "Optional; large files resume after interruptions",
		videoPick: "Choose video",
		videoRemove: "Remove video",
		videoCurrent: "Current video",
		poster: "Poster frame",
		posterMaking: "Capturing a poster…",
		submit: "Submit for review",
		save: "Save and resubmit",
		submitting: "Submitting…",
		submitted: "Submitted, awaiting review",
		saved: "Saved, awaiting review again",
		failed: "Could not submit, please try again",
		fixErrors: "Please fix the marked fields first",
		loadFailed: "Could not load",
		retry: "Retry",
		back: "Back",
		notAllowed: "Certification is not available right now",
		certChecking: "Checking eligibility…",
		counter: (n, max) => `${n}/${max}`,
		reviewNote: "Review failed: "
	}
});
// src/features/release/draft.ts
function emptyDraft(kind) {
	return {
		kind,
		title: "",
		cityCode: "",
		typeCode: "",
		modeCode: "",
		description: "",
		negotiable: false,
		priceMin: "",
		priceMax: "",
		address: "",
		hours: "",
		contact: "",
		tags: [],
		images: [],
		videoId: null,
		videoPic: null,
		certType: kind === "certification" ? 1 : null,
		facts: {}
	};
}
var codeText = (n) => n > 0 ? String(n) : "";
var priceText = (n) => n == null ? "" : String(n);
/** An owner's post loaded by getEdit* → the form. */
function draftFromEditable(p) {
	const keys = new Set(FACT_FIELDS[p.kind].map((f) => f.key));
	return {
		kind: p.kind,
		title: p.title,
		cityCode: codeText(p.cityCode),
		typeCode: codeText(p.typeCode),
		modeCode: codeText(p.modeCode),
		description: p.description,
		negotiable: p.priceMin == null && p.priceMax == null,
		priceMin: priceText(p.priceMin),
		priceMax: priceText(p.priceMax),
		address: p.address,
		hours: p.hours,
		contact: p.contact,
		tags: [...p.tags],
		images: [...p.images],
		videoId: p.videoId,
		videoPic: p.videoPic,
		certType: p.kind === "certification" ? p.certType ?? 1 : null,
		facts: Object.fromEntries(Object.entries(p.facts).filter(([k]) => keys.has(k)))
	};
}
/** A price input as whole yuan, or null when empty. NaN for anything else (validation refuses it). */
function parsePrice(text) {
	const t = text.trim();
	if (t === "") return null;
	return /^\d{1,9}$/.test(t) ? Number(t) : NaN;
}
var code = (text) => /^\d+$/.test(text) ? Number(text) : 0;
/** The form → the wire payload (call after validateDraft found nothing). */
function draftToPayload(d) {
	const facts = {};
	for (const f of FACT_FIELDS[d.kind]) {
		const v = (d.facts[f.key] ?? "").trim();
		if (v) facts[f.key] = v;
	}
	return {
		kind: d.kind,
		title: d.title.trim(),
		cityCode: code(d.cityCode),
		typeCode: code(d.typeCode),
		modeCode: code(d.modeCode),
		description: d.description.trim(),
		priceMin: d.negotiable ? null : parsePrice(d.priceMin),
		priceMax: d.negotiable ? null : parsePrice(d.priceMax),
		address: d.address.trim(),
		hours: d.hours.trim(),
		contact: d.contact.trim(),
		tags: d.tags.map((t) => t.trim()).filter(Boolean),
		images: [...d.images],
		videoId: d.videoId,
		videoPic: d.videoId ? d.videoPic : null,
		certType: d.kind === "certification" ? d.certType : null,
		facts
	};
}
// src/features/image-upload/useImageUploads.ts
var nextId = 1;
var isImage = (file) => file.type === "" || file.type.startsWith("image/");
/**
* Uploads picked files one after another — a weak phone decoding several camera photos at once runs out
* of memory, and the value then keeps the order they were picked in. Progress and errors are per file;
* each finished path is appended to the value through onChange. Unmounting cancels the rest.
*/
function useImageUploads(value, onChange) {
	const m = useImageUploadMessages();
	const [pending, setPending] = (0, import_react.useState)([]);
	const jobs = (0, import_react.useRef)(/* @__PURE__ */ new Map());
	const queue = (0, import_react.useRef)(Promise.resolve());
	const latest = (0, import_react.useRef)(value);
	(0, import_react.useEffect)(() => {
		latest.current = value;
	}, [value]);
	(0, import_react.useEffect)(() => {
		const all = jobs.current;
		return () => {
			for (const job of all.values()) {
				job.ctrl.abort();
				if (job.thumb) URL.revokeObjectURL(job.thumb);
			}
			all.clear();
		};
	}, []);
	const patch = (id, change) => setPending((list) => list.map((p) => p.id === id ? {
		...p,
		...change
	} : p));
	const runOne = async (id, job, ctrl) => {
		if (ctrl.signal.aborted) return;
		patch(id, { phase: "compressing" });
		try {
			const path = await uploadImage(job.file, {
				signal: ctrl.signal,
				onProgress: (progress) => patch(id, {
					phase: "uploading",
					progress
				})
			});
			if (ctrl.signal.aborted) return;
			const next = [...latest.current, path];
			latest.current = next;
			onChange(next);
			drop(id);
		} catch (err) {
			if (ctrl.signal.aborted || isCancel$1(err)) return;
			console.warn("[ImagePicker] upload failed:", job.file.name, err);
			patch(id, {
				phase: "error",
				error: errorText$1(err, m.failed)
			});
		}
	};
	const enqueue = (id, job) => {
		const ctrl = new AbortController();
		jobs.current.set(id, {
			...job,
			ctrl
		});
		patch(id, {
			phase: "queued",
			progress: 0,
			error: null
		});
		queue.current = queue.current.then(() => runOne(id, job, ctrl));
	};
	const drop = (id) => {
		const job = jobs.current.get(id);
		if (job) {
			job.ctrl.abort();
			if (job.thumb) URL.revokeObjectURL(job.thumb);
		}
		jobs.current.delete(id);
		setPending((list) => list.filter((p) => p.id !== id));
	};
	/** Queues picked files; a file that is no picture gets an error tile and no request. */
	const add = (files) => {
		const added = files.map((file) => {
			const image = isImage(file);
			const thumb = image ? URL.createObjectURL(file) : null;
			return [{
				id: nextId++,
				name: file.name,
				thumb,
				phase: image ? "queued" : "error",
				progress: 0,
				error: image ? null : m.notImage,
				retryable: image
			}, {
				file,
				thumb,
				ctrl: new AbortController()
			}];
		});
		setPending((list) => [...list, ...added.map(([p]) => p)]);
		for (const [p, job] of added) if (p.retryable) enqueue(p.id, job);
		else jobs.current.set(p.id, job);
	};
	const retry = (id) => {
		const job = jobs.current.get(id);
		if (job && isImage(job.file)) enqueue(id, job);
	};
	return {
		pending,
		add,
		retry,
		remove: drop
	};
}
var ImagePicker_module_default = {
	picker: "_picker_6nv95_1",
	grid: "_grid_6nv95_6",
	tile: "_tile_6nv95_17",
	failed: "_failed_6nv95_25",
	thumb: "_thumb_6nv95_28",
	img: "_img_6nv95_37",
	fileName: "_fileName_6nv95_43",
	dim: "_dim_6nv95_51",
	cover: "_cover_6nv95_54",
	remove: "_remove_6nv95_65",
	order: "_order_6nv95_81",
	status: "_status_6nv95_110",
	retry: "_retry_6nv95_131",
	add: "_add_6nv95_141",
	plus: "_plus_6nv95_161",
	input: "_input_6nv95_166",
	notice: "_notice_6nv95_173"
};
// src/features/image-upload/ImagePicker.tsx
var import_jsx_runtime = require_jsx_runtime();
function move(list, from, to) {
	const next = [...list];
	const [item] = next.splice(from, 1);
	if (item !== void 0) next.splice(to, 0, item);
	return next;
}
/**
* Picks pictures, compresses and uploads each (progress and errors per file), and edits the uploaded list:
* remove, reorder, tap to preview. The value only ever holds paths the server has stored.
*/
function ImagePicker({ value, onChange, max = 6, disabled = false }) {
	const m = useImageUploadMessages();
	const host = (0, import_react.useId)();
	const { pending, add, retry, remove } = useImageUploads(value, onChange);
	const [notice, setNotice] = (0, import_react.useState)("");
	const room = max - value.length - pending.length;
	const pick = (e) => {
		const files = [...e.currentTarget.files ?? []];
		e.currentTarget.value = "";
		setNotice(files.length > room ? m.tooMany(max) : "");
		if (room > 0) add(files.slice(0, room));
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: ImagePicker_module_default.picker,
		"data-testid": "image-picker",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
				className: ImagePicker_module_default.grid,
				children: [
					value.map((path, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
						className: ImagePicker_module_default.tile,
						"data-testid": "image-picker-item",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
								type: "button",
								className: ImagePicker_module_default.thumb,
								onClick: () => openPreview(value, i, host),
								"aria-label": m.view(i + 1),
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EncryptedImage, {
									src: path,
									alt: "",
									className: ImagePicker_module_default.img
								})
							}),
							i === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: ImagePicker_module_default.cover,
								children: m.cover
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
								type: "button",
								className: ImagePicker_module_default.remove,
								onClick: () => onChange(value.filter((_, k) => k !== i)),
								"aria-label": m.remove,
								"data-testid": "image-picker-remove",
								disabled,
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseIcon, {})
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
								className: ImagePicker_module_default.order,
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
									type: "button",
									onClick: () => onChange(move(value, i, i - 1)),
									disabled: disabled || i === 0,
									"aria-label": m.moveLeft,
									"data-testid": "image-picker-left",
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronLeftIcon, {})
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
									type: "button",
									onClick: () => onChange(move(value, i, i + 1)),
									disabled: disabled || i === value.length - 1,
									"aria-label": m.moveRight,
									"data-testid": "image-picker-right",
									children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronRightIcon, {})
								})]
							})
						]
					}, path)),
					pending.map((p) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
						className: `${ImagePicker_module_default.tile} ${p.error ? ImagePicker_module_default.failed : ""}`,
						"data-testid": "image-picker-pending",
						title: p.name,
						children: [
							p.thumb ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
								src: p.thumb,
								alt: "",
								className: `${ImagePicker_module_default.img} ${ImagePicker_module_default.dim}`
							}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: ImagePicker_module_default.fileName,
								children: p.name
							}),
							p.phase === "error" ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
								className: ImagePicker_module_default.status,
								"data-testid": "image-picker-error",
								role: "alert",
								children: [p.error, p.retryable && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
									type: "button",
									className: ImagePicker_module_default.retry,
									onClick: () => retry(p.id),
									children: m.retry
								})]
							}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
								className: ImagePicker_module_default.status,
								"data-testid": "image-picker-progress",
								children: [p.phase === "queued" ? m.queued : p.phase === "compressing" ? m.compressing : m.uploading(Math.round(p.progress * 100)), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("progress", {
									max: 1,
									value: p.phase === "uploading" ? p.progress : void 0
								})]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
								type: "button",
								className: ImagePicker_module_default.remove,
								onClick: () => remove(p.id),
								"aria-label": m.remove,
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseIcon, {})
							})
						]
					}, `p${p.id}`)),
					room > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
						className: ImagePicker_module_default.tile,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
							className: ImagePicker_module_default.add,
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
									type: "file",
									accept: "image/*",
									multiple: true,
									onChange: pick,
									disabled,
									"data-testid": "image-picker-input",
									className: ImagePicker_module_default.input
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									className: ImagePicker_module_default.plus,
									"aria-hidden": "true",
									children: "+"
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: m.add }),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("small", { children: m.count(value.length + pending.length, max) })
							]
						})
					})
				]
			}),
			notice && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: ImagePicker_module_default.notice,
				role: "status",
				children: notice
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PreviewHost, { host })
		]
	});
}
// src/api/upload.ts
/** Spec §7: a failed upload reports msg (logged server-side). Silent: a failing log must not add an alert. */
function uploadLog(payload, opts) {
	return request("/api/article/uploadLog", payload, {
		skipStatusActions: true,
		...opts
	});
}
// src/worker-bridge/upload.ts
/** The worker holds no memory worth keeping between uploads; stop it after a while without one. */
var IDLE_STOP_MS = 6e4;
var worker;
var remote;
var ready;
var running$1 = 0;
var idleTimer;
function start() {
	clearTimeout(idleTimer);
	if (ready) return ready;
	const w = new Worker(new URL(
		/* @vite-ignore */
		"/assets/upload.worker-tko1v7J6.js",
		"" + import.meta.url
	), {
		type: "module",
		name: "upload"
	});
	worker = w;
	const api = wrap(w);
	remote = api;
	const started = Promise.race([api.findResumable().then(() => api), workerFailure(w, "upload")]);
	ready = started;
	started.catch(() => {
		if (ready === started) stopUploadWorker();
	});
	return started;
}
function settle() {
	running$1--;
	if (running$1 === 0) idleTimer = setTimeout(stopUploadWorker, IDLE_STOP_MS);
}
/** Keys, token and device fields as of now (the token may have changed since the last upload). */
function transportConfig() {
	const cfg = runtimeConfig();
	const { apiKey, apiIv, signKey } = cfg.keys;
	return {
		origin: location.origin,
		apiBase: cfg.apiBase,
		keys: {
			apiKey,
			apiIv,
			signKey
		},
		common: commonFields()
	};
}
async function withWorker(work) {
	running$1++;
	try {
		return await work(await start());
	} finally {
		settle();
	}
}
/**
* Uploads a video in the upload worker (hash, slices, resume); resolves once the server has verified it.
* @throws an Error named AbortError ('cancel') after cancelUpload; an Error with the server's msg otherwise.
*/
function uploadVideo(file, onProgress, tuning) {
	return withWorker(async (api) => {
		await api.init(transportConfig());
		return api.start({
			blob: file,
			name: file.name,
			lastModified: file.lastModified
		}, proxy(onProgress), tuning);
	});
}
function pauseUpload() {
	remote?.pause();
}
function resumeUpload() {
	remote?.resume();
}
/** @param forget false keeps the saved state so the upload is offered again after a reload. */
function cancelUpload(forget = true) {
	remote?.cancel(forget);
}
function findResumableUpload() {
	return withWorker((api) => api.findResumable());
}
function forgetResumableUpload(fingerprint) {
	return withWorker((api) => api.forget(fingerprint));
}
/** Terminates the worker now; the next call starts a new one. */
function stopUploadWorker() {
	clearTimeout(idleTimer);
	worker?.terminate();
	worker = void 0;
	remote = void 0;
	ready = void 0;
}
// src/features/upload/failure.ts
/** True for the rejection of an upload the user cancelled. */
function isCancel(err) {
	return err === "cancel" || err instanceof Error && (err.name === "AbortError" || err.message === "cancel");
}
/** A readable line for the form and the failure log (server refusals carry their msg). */
function failureMessage(err) {
	if (typeof err === "string") return err.slice(0, 300);
	if (err instanceof Error && err.message) return err.message.slice(0, 300);
	if (typeof err === "object" && err !== null && typeof err.msg === "string") return err.msg;
	return "上传失败";
}
// src/features/upload/upload-model.ts
var EMPTY_PROGRESS = {
	loaded: 0,
	total: 0,
	speedBps: 0,
	etaS: null,
	hashed: 0
};
var INITIAL_MODEL = {
	state: "idle",
	progress: EMPTY_PROGRESS,
	saved: null,
	result: null,
	error: null
};
var running = (s) => s === "hashing" || s === "uploading" || s === "paused";
/** The worker's progress as the form shows it: bounded, and no time left while nothing is measurable. */
function progressView(p) {
	const total = Math.max(0, p.total);
	const clamp = (n) => Math.min(total, Math.max(0, n));
	const etaS = p.etaS !== null && Number.isFinite(p.etaS) && p.etaS >= 0 ? p.etaS : null;
	return {
		loaded: clamp(p.loaded),
		total,
		speedBps: Math.max(0, p.speedBps),
		etaS,
		hashed: clamp(p.hashed)
	};
}
function uploadReducer(m, e) {
	switch (e.type) {
		case "offer": return m.state === "idle" ? {
			...m,
			saved: e.saved
		} : m;
		case "start": return {
			state: "hashing",
			progress: {
				...EMPTY_PROGRESS,
				total: e.total
			},
			saved: null,
			result: null,
			error: null
		};
		case "progress": {
			if (!running(m.state)) return m;
			const progress = progressView(e.p);
			if (m.state === "paused" || e.p.phase === "done") return {
				...m,
				progress
			};
			return {
				...m,
				progress,
				state: e.p.phase === "hashing" ? "hashing" : "uploading"
			};
		}
		case "pause": return running(m.state) ? {
			...m,
			state: "paused"
		} : m;
		case "resume": return m.state === "paused" ? {
			...m,
			state: "uploading"
		} : m;
		case "done": return {
			...m,
			state: "done",
			result: e.result,
			error: null
		};
		case "failed": return {
			...m,
			state: "error",
			error: e.error
		};
		case "reset": return INITIAL_MODEL;
	}
}
/** What the form's `resumable` shows of a saved upload. */
function resumeOffer(saved) {
	return saved ? {
		name: saved.name,
		size: saved.size
	} : null;
}
/** How an upload's rejection ends: back to idle (cancelled), or an error shown and reported (spec §7 uploadLog). */
function settleFailure(err, size) {
	if (isCancel(err)) return {
		event: { type: "reset" },
		report: null
	};
	const error = failureMessage(err);
	return {
		event: {
			type: "failed",
			error
		},
		report: { msg: `video upload failed (${size} bytes): ${error}` }
	};
}
// src/features/upload/useVideoUpload.ts
/**
* One video upload for a form (ROUND2 contract). The work runs in the upload worker; this hook only
* mirrors its progress, so the main thread stays free while gigabytes are hashed and sent.
*/
function useVideoUpload() {
	const [model, dispatch] = (0, import_react.useReducer)(uploadReducer, INITIAL_MODEL);
	const runId = (0, import_react.useRef)(0);
	const savedRef = (0, import_react.useRef)(model.saved);
	(0, import_react.useEffect)(() => {
		savedRef.current = model.saved;
	}, [model.saved]);
	(0, import_react.useEffect)(() => {
		let alive = true;
		findResumableUpload().then((saved) => {
			if (alive) dispatch({
				type: "offer",
				saved
			});
		}, () => {});
		return () => {
			alive = false;
			if (runId.current > 0) cancelUpload(false);
			runId.current = 0;
		};
	}, []);
	const start = (0, import_react.useCallback)((file) => {
		const id = ++runId.current;
		dispatch({
			type: "start",
			total: file.size
		});
		const onProgress = (p) => {
			if (runId.current === id) dispatch({
				type: "progress",
				p
			});
		};
		uploadVideo(file, onProgress).then((r) => {
			if (runId.current !== id) return;
			runId.current = 0;
			dispatch({
				type: "done",
				result: {
					videoId: r.videoId,
					url: r.url,
					pic: null
				}
			});
		}, (err) => {
			if (runId.current !== id) return;
			runId.current = 0;
			const { event, report } = settleFailure(err, file.size);
			dispatch(event);
			if (report) uploadLog(report).catch(() => {});
		});
	}, []);
	const pause = (0, import_react.useCallback)(() => {
		if (runId.current === 0) return;
		pauseUpload();
		dispatch({ type: "pause" });
	}, []);
	const resume = (0, import_react.useCallback)(() => {
		if (runId.current === 0) return;
		resumeUpload();
		dispatch({ type: "resume" });
	}, []);
	const cancel = (0, import_react.useCallback)(() => {
		if (runId.current !== 0) cancelUpload(true);
		runId.current = 0;
		if (savedRef.current) forgetResumableUpload(savedRef.current.fingerprint).catch(() => {});
		dispatch({ type: "reset" });
	}, []);
	return {
		state: model.state,
		progress: model.progress,
		start,
		pause,
		resume,
		cancel,
		resumable: resumeOffer(model.saved),
		result: model.result,
		error: model.error
	};
}
var ReleaseForm_module_default = {
	form: "_form_1opo0_1",
	columns: "_columns_1opo0_7",
	column: "_column_1opo0_7",
	section: "_section_1opo0_24",
	sectionHead: "_sectionHead_1opo0_30",
	sectionBody: "_sectionBody_1opo0_51",
	field: "_field_1opo0_57",
	labelRow: "_labelRow_1opo0_64",
	label: "_label_1opo0_64",
	optional: "_optional_1opo0_75",
	counter: "_counter_1opo0_80",
	input: "_input_1opo0_85",
	textarea: "_textarea_1opo0_109",
	invalid: "_invalid_1opo0_116",
	selectBox: "_selectBox_1opo0_119",
	select: "_select_1opo0_119",
	unset: "_unset_1opo0_132",
	chevron: "_chevron_1opo0_135",
	error: "_error_1opo0_145",
	hint: "_hint_1opo0_150",
	pair: "_pair_1opo0_155",
	priceBlock: "_priceBlock_1opo0_160",
	reviewNote: "_reviewNote_1opo0_165",
	submitBar: "_submitBar_1opo0_174",
	submit: "_submit_1opo0_174",
	serverError: "_serverError_1opo0_218"
};
// src/features/release/FormControls.tsx
function Shell({ label, error, hint, optional, counter, testId, name, id, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: `${ReleaseForm_module_default.field} ${error ? ReleaseForm_module_default.invalid : ""}`,
		"data-field": name,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: ReleaseForm_module_default.labelRow,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
					htmlFor: id,
					className: ReleaseForm_module_default.label,
					children: [label, optional && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: ReleaseForm_module_default.optional,
						children: optional
					})]
				}), counter && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: ReleaseForm_module_default.counter,
					children: counter
				})]
			}),
			children,
			error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				id: `${id}-err`,
				className: ReleaseForm_module_default.error,
				"data-testid": `${testId}-error`,
				role: "alert",
				children: error
			}) : hint && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: ReleaseForm_module_default.hint,
				children: hint
			})
		]
	});
}
function TextField({ value, onValue, placeholder, inputMode, maxLength, autoComplete = "off", ...shell }) {
	const id = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Shell, {
		...shell,
		id,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
			id,
			className: ReleaseForm_module_default.input,
			"data-testid": shell.testId,
			value,
			placeholder,
			inputMode,
			maxLength,
			autoComplete,
			"aria-invalid": shell.error ? true : void 0,
			"aria-describedby": shell.error ? `${id}-err` : void 0,
			onChange: (e) => onValue(e.target.value)
		})
	});
}
function TextArea({ value, onValue, placeholder, maxLength, ...shell }) {
	const id = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Shell, {
		...shell,
		id,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("textarea", {
			id,
			className: `${ReleaseForm_module_default.input} ${ReleaseForm_module_default.textarea}`,
			"data-testid": shell.testId,
			value,
			placeholder,
			maxLength,
			rows: 6,
			"aria-invalid": shell.error ? true : void 0,
			"aria-describedby": shell.error ? `${id}-err` : void 0,
			onChange: (e) => onValue(e.target.value)
		})
	});
}
/** A native select (phone pickers, keyboard and e2e selectOption all work) with optional <optgroup>s. */
function SelectField({ value, onValue, placeholder, groups, ...shell }) {
	const id = (0, import_react.useId)();
	const flat = groups.length === 1;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Shell, {
		...shell,
		id,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: ReleaseForm_module_default.selectBox,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("select", {
				id,
				className: `${ReleaseForm_module_default.input} ${ReleaseForm_module_default.select} ${value ? "" : ReleaseForm_module_default.unset}`,
				"data-testid": shell.testId,
				value,
				"aria-invalid": shell.error ? true : void 0,
				onChange: (e) => onValue(e.target.value),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: "",
					children: placeholder
				}), groups.map((g) => flat ? g.options.map((o) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: o.value,
					children: o.label
				}, o.value)) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("optgroup", {
					label: g.label,
					children: g.options.map((o) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: o.value,
						children: o.label
					}, o.value))
				}, g.label))]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("svg", {
				className: ReleaseForm_module_default.chevron,
				viewBox: "0 0 24 24",
				fill: "none",
				stroke: "currentColor",
				strokeWidth: "2",
				"aria-hidden": "true",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M6 9l6 6 6-6" })
			})]
		})
	});
}
function Section({ title, children, aside }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: ReleaseForm_module_default.section,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
			className: ReleaseForm_module_default.sectionHead,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: title }), aside]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: ReleaseForm_module_default.sectionBody,
			children
		})]
	});
}
// src/features/release/FactsFields.tsx
/** The kind's own facts (licence for certification, agency for brokers…), from the protocol's table. */
function FactsFields({ draft, set, errorOf }) {
	const m = useReleaseMessages();
	const lang = useLang();
	const fields = FACT_FIELDS[draft.kind];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: ReleaseForm_module_default.pair,
		children: fields.map((f) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
			name: `fact.${f.key}`,
			testId: `release-fact-${f.key}`,
			label: lang === "en" ? f.labelEn : f.label,
			optional: f.required ? void 0 : m.optional,
			maxLength: 60,
			value: draft.facts[f.key] ?? "",
			error: errorOf(`fact.${f.key}`),
			onValue: (v) => set({ facts: {
				...draft.facts,
				[f.key]: v
			} })
		}, f.key))
	});
}
var ReleaseExtras_module_default = {
	toggle: "_toggle_1varq_1",
	"switch": "_switch_1varq_16",
	chips: "_chips_1varq_44",
	chip: "_chip_1varq_44",
	chipOn: "_chipOn_1varq_64",
	tagAdd: "_tagAdd_1varq_69",
	tagAddBtn: "_tagAddBtn_1varq_77",
	dropzone: "_dropzone_1varq_92",
	videoActive: "_videoActive_1varq_128",
	posterThumb: "_posterThumb_1varq_137",
	videoCurrent: "_videoCurrent_1varq_154",
	posterImg: "_posterImg_1varq_163",
	videoMeta: "_videoMeta_1varq_168",
	linkBtn: "_linkBtn_1varq_174",
	moreTags: "_moreTags_1varq_184"
};
// src/features/release/PriceFields.tsx
/** Min/max in whole yuan, or "面议" (negotiable), which sends no range. */
function PriceFields({ draft, set, errorOf }) {
	const m = useReleaseMessages();
	const digits = (v) => v.replace(/[^\d]/g, "");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: ReleaseForm_module_default.priceBlock,
		"data-field": "price",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: ReleaseForm_module_default.labelRow,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: ReleaseForm_module_default.label,
				children: m.price
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
				className: ReleaseExtras_module_default.toggle,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						type: "checkbox",
						"data-testid": "release-negotiable",
						checked: draft.negotiable,
						onChange: (e) => set({ negotiable: e.target.checked })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: ReleaseExtras_module_default.switch,
						"aria-hidden": "true"
					}),
					m.negotiable
				]
			})]
		}), !draft.negotiable && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: ReleaseForm_module_default.pair,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				name: "priceMin",
				testId: "release-price-min",
				label: m.priceMin,
				inputMode: "numeric",
				value: draft.priceMin,
				error: errorOf("priceMin"),
				onValue: (v) => set({ priceMin: digits(v) })
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				name: "priceMax",
				testId: "release-price-max",
				label: m.priceMax,
				inputMode: "numeric",
				value: draft.priceMax,
				error: errorOf("priceMax"),
				onValue: (v) => set({ priceMax: digits(v) })
			})]
		})]
	});
}
// src/features/release/TagPicker.tsx
/** Suggestions shown before "more": the whole list can run to dozens when no type is chosen. */
var SUGGESTIONS_SHOWN = 12;
/** Suggested tags of the chosen type as chips (getTags), plus the user's own; at most TAGS_MAX chosen. */
function TagPicker({ draft, set, errorOf }) {
	const m = useReleaseMessages();
	const [custom, setCustom] = (0, import_react.useState)("");
	const typeCode = Number(draft.typeCode) || 0;
	const suggested = useAsync(`tags:${typeCode}`, (signal) => getTags({ typeCode }, { signal }));
	const chosen = draft.tags;
	const full = chosen.length >= 5;
	const [expanded, setExpanded] = (0, import_react.useState)(false);
	const rest = (suggested.data ?? []).filter((t) => !chosen.includes(t));
	const hidden = expanded ? 0 : Math.max(0, rest.length - SUGGESTIONS_SHOWN);
	const chips = [...chosen, ...rest.slice(0, rest.length - hidden)];
	const toggle = (tag) => set({ tags: chosen.includes(tag) ? chosen.filter((t) => t !== tag) : full ? chosen : [...chosen, tag] });
	const add = () => {
		const t = custom.trim();
		if (!t || full || chosen.includes(t)) return;
		set({ tags: [...chosen, t] });
		setCustom("");
	};
	const error = errorOf("tags");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: `${ReleaseForm_module_default.field} ${error ? ReleaseForm_module_default.invalid : ""}`,
		"data-field": "tags",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: ReleaseForm_module_default.labelRow,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: ReleaseForm_module_default.label,
					children: [m.tags, /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: ReleaseForm_module_default.optional,
						children: m.tagsHint
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: ReleaseForm_module_default.counter,
					children: m.counter(chosen.length, 5)
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: ReleaseExtras_module_default.chips,
				role: "group",
				"aria-label": m.tags,
				children: [
					suggested.status === "loading" && chips.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: ReleaseForm_module_default.hint,
						children: m.tagsLoading
					}),
					chips.map((t) => {
						const on = chosen.includes(t);
						return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
							type: "button",
							className: `${ReleaseExtras_module_default.chip} ${on ? ReleaseExtras_module_default.chipOn : ""}`,
							"aria-pressed": on,
							disabled: !on && full,
							"data-testid": "release-tag",
							onClick: () => toggle(t),
							children: [on ? "✓ " : "+ ", t]
						}, t);
					}),
					hidden > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: ReleaseExtras_module_default.moreTags,
						onClick: () => setExpanded(true),
						children: m.moreTags(hidden)
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: ReleaseExtras_module_default.tagAdd,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					className: ReleaseForm_module_default.input,
					value: custom,
					maxLength: 12,
					placeholder: m.tagPh,
					disabled: full,
					"data-testid": "release-tag-input",
					"aria-label": m.tagPh,
					onChange: (e) => setCustom(e.target.value),
					onKeyDown: (e) => {
						if (e.key === "Enter") {
							e.preventDefault();
							add();
						}
					}
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: ReleaseExtras_module_default.tagAddBtn,
					disabled: full || !custom.trim(),
					onClick: add,
					children: m.tagAdd
				})]
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: ReleaseForm_module_default.error,
				"data-testid": "release-tags-error",
				role: "alert",
				children: error
			})
		]
	});
}
// src/features/release/TaxonomyFields.tsx
/** City (domestic / abroad groups), type and mode pickers. */
function TaxonomyFields({ draft, set, errorOf }) {
	const m = useReleaseMessages();
	const { taxonomy, lang } = useTaxonomy();
	const { domestic, abroad } = groupCities(taxonomy?.cities ?? []);
	const cityGroups = [{
		label: m.domestic,
		options: domestic.map((c) => ({
			value: String(c.code),
			label: localName(c, lang)
		}))
	}, {
		label: m.abroad,
		options: abroad.map((c) => ({
			value: String(c.code),
			label: `${localName(c, lang)}${c.region ? ` · ${c.region}` : ""}`
		}))
	}].filter((g) => g.options.length > 0);
	const flat = (list) => [{
		label: "",
		options: (list ?? []).map((i) => ({
			value: String(i.code),
			label: localName(i, lang)
		}))
	}];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectField, {
		name: "cityCode",
		testId: "release-city",
		label: m.city,
		placeholder: m.cityPh,
		value: draft.cityCode,
		groups: cityGroups.length ? cityGroups : flat([]),
		error: errorOf("cityCode"),
		onValue: (cityCode) => set({ cityCode })
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: ReleaseForm_module_default.pair,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectField, {
			name: "typeCode",
			testId: "release-type",
			label: m.type,
			placeholder: m.typePh,
			value: draft.typeCode,
			groups: flat(taxonomy?.types),
			error: errorOf("typeCode"),
			onValue: (typeCode) => set({ typeCode })
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectField, {
			name: "modeCode",
			testId: "release-mode",
			label: m.mode,
			placeholder: m.modePh,
			value: draft.modeCode,
			groups: flat(taxonomy?.modes),
			error: errorOf("modeCode"),
			onValue: (modeCode) => set({ modeCode })
		})]
	})] });
}
// src/features/release/save-post.ts
/** Creates or edits a post through the kind's endpoint (spec names: Beauty = personal, Info = store/certification). */
function savePost(draft, editId, opts) {
	if (editId !== null) return draft.kind === "personal" ? editBeauty({
		...draft,
		id: editId
	}, opts) : editInfo({
		...draft,
		id: editId
	}, opts);
	if (draft.kind === "personal") return postBeauty(draft, opts);
	if (draft.kind === "broker") return postBroker(draft, opts);
	return postInfo(draft, opts);
}
// src/features/release/validation.ts
var len = (s) => s.trim().length;
var PHONE_CHARS = /^[+\d\s()-]+$/;
var CN_MOBILE = /^1[3-9]\d{9}$/;
var CN_LANDLINE = /^0\d{2,3}\d{7,8}$/;
var INTERNATIONAL = /^\+\d{7,15}$/;
/**
* The contact is a phone number or a messaging handle ("微信 goldpost88"). Text made only of phone
* characters is read as a number and must be a valid one (spec §5 default message); anything with letters
* is a handle.
*/
function contactError(raw) {
	const t = raw.trim();
	if (!t) return "contactRequired";
	if (t.length > 60) return "contactLong";
	if (PHONE_CHARS.test(t)) {
		const digits = t.replace(/[\s()-]/g, "");
		if (!CN_MOBILE.test(digits) && !CN_LANDLINE.test(digits) && !INTERNATIONAL.test(digits)) return "phoneInvalid";
	}
}
function priceErrors(d, out) {
	if (d.negotiable) return;
	const min = parsePrice(d.priceMin);
	const max = parsePrice(d.priceMax);
	if (min === null && max === null) {
		out.priceMin = "priceRequired";
		return;
	}
	for (const [k, v] of [["priceMin", min], ["priceMax", max]]) if (v !== null && Number.isNaN(v)) out[k] = "priceInvalid";
	else if (v !== null && v > 1e7) out[k] = "priceTooHigh";
	if (!out.priceMin && !out.priceMax && min !== null && max !== null && min > max) out.priceMax = "priceOrder";
}
/** Every rule of the release form; an empty object means the draft can be sent. */
function validateDraft(d, ctx = {}) {
	const out = {};
	const title = len(d.title);
	if (title === 0) out.title = "nameRequired";
	else if (title < 4 || title > 40) out.title = "titleLength";
	if (!d.cityCode) out.cityCode = "cityRequired";
	if (!d.typeCode) out.typeCode = "typeRequired";
	if (!d.modeCode) out.modeCode = "modeRequired";
	const desc = len(d.description);
	if (desc < 10) out.description = "descriptionShort";
	else if (desc > 2e3) out.description = "descriptionLong";
	priceErrors(d, out);
	if (d.kind === "store" && len(d.address) === 0) out.address = "addressRequired";
	else if (len(d.address) > 100) out.address = "addressLong";
	if (len(d.hours) > 60) out.hours = "hoursLong";
	const contact = contactError(d.contact);
	if (contact) out.contact = contact;
	if (d.tags.length > 5) out.tags = "tagsTooMany";
	else if (d.tags.some((t) => len(t) > 12)) out.tags = "tagTooLong";
	if (d.images.length < 1) out.images = "imagesRequired";
	else if (d.images.length > 6) out.images = "imagesTooMany";
	for (const f of FACT_FIELDS[d.kind]) {
		const v = len(d.facts[f.key] ?? "");
		if (f.required && v === 0) out[`fact.${f.key}`] = "factRequired";
		else if (v > 60) out[`fact.${f.key}`] = "factLong";
	}
	if (d.kind === "certification" && d.certType === null) out.certType = "certTypeRequired";
	if (ctx.videoPending) out.video = "videoBusy";
	return out;
}
function hasReleaseErrors(e) {
	return Object.keys(e).length > 0;
}
/** Form order, so the first invalid field can be scrolled into view. */
var FIELD_ORDER = [
	"certType",
	"title",
	"cityCode",
	"typeCode",
	"modeCode",
	"description",
	"priceMin",
	"priceMax",
	"address",
	"hours",
	"contact",
	"tags",
	"images",
	"video"
];
function firstErrorField(e) {
	return FIELD_ORDER.find((k) => e[k]) ?? Object.keys(e)[0];
}
// src/features/release/useReleaseSubmit.ts
var MY_POSTS_PATH = "/user/my-posts";
function scrollToField(name) {
	if (!name) return;
	const el = document.querySelector(`[data-field="${CSS.escape(name)}"]:not([hidden])`);
	el?.scrollIntoView({
		behavior: "smooth",
		block: "center"
	});
	el?.querySelector("input, select, textarea")?.focus({ preventScroll: true });
}
/**
* Validate → save → toast → my posts. Field errors show after the first attempt and then follow the
* typing; the server's message stays under the form until the next attempt.
*/
function useReleaseSubmit(draft, editId, ctx) {
	const m = useReleaseMessages();
	const [tried, setTried] = (0, import_react.useState)(false);
	const [busy, setBusy] = (0, import_react.useState)(false);
	const [serverError, setServerError] = (0, import_react.useState)("");
	const ctrl = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => () => ctrl.current?.abort(), []);
	const errors = tried ? validateDraft(draft, ctx) : {};
	const submit = async () => {
		if (busy) return;
		setTried(true);
		setServerError("");
		const found = validateDraft(draft, ctx);
		if (hasReleaseErrors(found)) {
			showToast(m.fixErrors);
			requestAnimationFrame(() => scrollToField(firstErrorField(found)));
			return;
		}
		setBusy(true);
		const c = new AbortController();
		ctrl.current = c;
		try {
			await savePost(draftToPayload(draft), editId, { signal: c.signal });
			showToast(editId === null ? m.submitted : m.saved);
			go(MY_POSTS_PATH);
		} catch (err) {
			if (!isCancel$1(err) && !c.signal.aborted) setServerError(errorText$1(err, m.failed));
		} finally {
			if (!c.signal.aborted) setBusy(false);
		}
	};
	const errorOf = (field) => {
		const e = errors[field];
		return e ? m[e] : void 0;
	};
	return {
		errorOf,
		busy,
		serverError,
		submit
	};
}
// src/features/upload-ui/messages.ts
var useUploadUiMessages = defineMessages({
	zh: {
		hashing: "正在校验文件",
		uploading: "正在上传",
		paused: "已暂停",
		done: "上传完成",
		error: "上传失败",
		idle: "等待上传",
		pause: "暂停",
		resume: "继续",
		retry: "重试",
		cancel: "取消",
		speed: "速度",
		eta: "剩余",
		etaUnknown: "计算中…",
		verified: (p) => `校验 ${p}%`,
		resumeOffer: (name) => `继续上传 ${name}?`,
		resumeHint: "请重新选择同一文件，已上传的部分不会重复发送",
		resumePick: "选择文件",
		resumeDiscard: "放弃",
		wrongFile: "这不是上次的文件，请选择同一文件"
	},
	en: {
		hashing: "Checking the file",
		uploading: "Uploading",
		paused: "Paused",
		done: "Upload complete",
		error: "Upload failed",
		idle: "Waiting",
		pause: "Pause",
		resume: "Resume",
		retry: "Retry",
		cancel: "Cancel",
		speed: "Speed",
		eta: "Left",
		etaUnknown: "estimating…",
		verified: (p) => `checked ${p}%`,
		resumeOffer: (name) => `Continue uploading ${name}?`,
		resumeHint: "Pick the same file again; parts already sent are not sent twice",
		resumePick: "Pick file",
		resumeDiscard: "Discard",
		wrongFile: "That is not the same file; please pick the one you started with"
	}
});
// src/features/upload-ui/upload-format.ts
var UNITS = [
	"B",
	"KB",
	"MB",
	"GB",
	"TB"
];
/** 1536 → "1.5 KB"; one decimal under 10 of a unit, none above (a progress line should not jitter). */
function formatBytes(bytes) {
	if (!Number.isFinite(bytes) || bytes <= 0) return "0 B";
	let v = bytes;
	let u = 0;
	while (v >= 1024 && u < UNITS.length - 1) {
		v /= 1024;
		u += 1;
	}
	const digits = u === 0 || v >= 10 ? 0 : 1;
	return `${v.toFixed(digits)} ${UNITS[u]}`;
}
function formatSpeed(bytesPerSecond) {
	return `${formatBytes(bytesPerSecond)}/s`;
}
/** Seconds left as m:ss or h:mm:ss; null for "unknown" (no speed yet, or absurdly far). */
function formatEta(seconds) {
	if (seconds == null || !Number.isFinite(seconds) || seconds < 0 || seconds > 356400) return null;
	const s = Math.ceil(seconds);
	const h = Math.floor(s / 3600);
	const m = Math.floor(s % 3600 / 60);
	const ss = String(s % 60).padStart(2, "0");
	return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}
/** Whole percent, 0–100, never 100 before the last byte is in. */
function percentOf(done, total) {
	if (!(total > 0)) return 0;
	if (done >= total) return 100;
	return Math.min(99, Math.max(0, Math.floor(done / total * 100)));
}
var ResumeOffer_module_default = {
	offer: "_offer_1cy2y_1",
	icon: "_icon_1cy2y_12",
	text: "_text_1cy2y_25",
	mismatch: "_mismatch_1cy2y_38",
	actions: "_actions_1cy2y_41",
	pick: "_pick_1cy2y_46",
	discard: "_discard_1cy2y_47"
};
// src/features/upload-ui/ResumeOffer.tsx
/**
* An unfinished upload was found after a reload. Browsers cannot reopen a file by themselves, so the user
* picks it again; the upload hook checks it is the same file before reusing the slices already sent.
*/
function ResumeOffer({ resumable, accept, onPick, onDiscard, mismatch = false }) {
	const m = useUploadUiMessages();
	const input = (0, import_react.useRef)(null);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: ResumeOffer_module_default.offer,
		"data-testid": "upload-resume-offer",
		role: "status",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: ResumeOffer_module_default.icon,
				"aria-hidden": "true",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("svg", {
					viewBox: "0 0 24 24",
					fill: "none",
					stroke: "currentColor",
					strokeWidth: "2",
					strokeLinecap: "round",
					strokeLinejoin: "round",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M21 12a9 9 0 1 1-2.6-6.4M21 4v5h-5" })
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: ResumeOffer_module_default.text,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: m.resumeOffer(resumable.name) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [
						m.resumeHint,
						" · ",
						formatBytes(resumable.size)
					] }),
					mismatch && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: ResumeOffer_module_default.mismatch,
						role: "alert",
						children: m.wrongFile
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: ResumeOffer_module_default.actions,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: ResumeOffer_module_default.pick,
					"data-testid": "upload-resume-pick",
					onClick: () => input.current?.click(),
					children: m.resumePick
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: ResumeOffer_module_default.discard,
					"data-testid": "upload-resume-discard",
					onClick: onDiscard,
					children: m.resumeDiscard
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				ref: input,
				type: "file",
				accept,
				hidden: true,
				"data-testid": "upload-resume-input",
				onChange: (e) => {
					const file = e.target.files?.[0];
					e.target.value = "";
					if (file) onPick(file);
				}
			})
		]
	});
}
var UploadProgress_module_default = {
	panel: "_panel_an42k_1",
	head: "_head_an42k_11",
	name: "_name_an42k_17",
	badge: "_badge_an42k_26",
	uploading: "_uploading_an42k_35",
	hashing: "_hashing_an42k_36",
	paused: "_paused_an42k_40",
	done: "_done_an42k_44",
	error: "_error_an42k_48",
	track: "_track_an42k_52",
	hashTrack: "_hashTrack_an42k_53",
	bar: "_bar_an42k_63",
	barPaused: "_barPaused_an42k_69",
	barError: "_barError_an42k_72",
	hashBar: "_hashBar_an42k_75",
	stats: "_stats_an42k_80",
	pct: "_pct_an42k_89",
	hash: "_hash_an42k_36",
	errorText: "_errorText_an42k_97",
	actions: "_actions_an42k_105",
	btn: "_btn_an42k_109",
	primary: "_primary_an42k_121",
	ghost: "_ghost_an42k_126"
};
// src/features/upload-ui/UploadProgress.tsx
/** One video upload: bar, percentage, speed, time left, hashing progress, pause/resume/cancel. */
function UploadProgress({ name, state, progress, error, onPause, onResume, onCancel }) {
	const m = useUploadUiMessages();
	const pct = state === "done" ? 100 : percentOf(progress.loaded, progress.total);
	const hashPct = percentOf(progress.hashed, progress.total);
	const running = state === "hashing" || state === "uploading";
	const eta = formatEta(progress.etaS);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: UploadProgress_module_default.panel,
		"data-testid": "upload-progress",
		"data-state": state,
		"data-percent": pct,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: UploadProgress_module_default.head,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: UploadProgress_module_default.name,
					title: name,
					children: name
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: `${UploadProgress_module_default.badge} ${UploadProgress_module_default[state]}`,
					children: m[state]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: UploadProgress_module_default.track,
				role: "progressbar",
				"aria-valuemin": 0,
				"aria-valuemax": 100,
				"aria-valuenow": pct,
				"aria-label": m.uploading,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: `${UploadProgress_module_default.bar} ${state === "paused" ? UploadProgress_module_default.barPaused : ""} ${state === "error" ? UploadProgress_module_default.barError : ""}`,
					style: { width: `${pct}%` }
				})
			}),
			progress.total > 0 && hashPct < 100 && state !== "done" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: UploadProgress_module_default.hashTrack,
				"aria-hidden": "true",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: UploadProgress_module_default.hashBar,
					style: { width: `${hashPct}%` }
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: UploadProgress_module_default.stats,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: UploadProgress_module_default.pct,
						children: [pct, "%"]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: UploadProgress_module_default.bytes,
						children: [
							formatBytes(progress.loaded),
							" / ",
							formatBytes(progress.total)
						]
					}),
					running && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						"data-testid": "upload-speed",
						children: [
							m.speed,
							" ",
							formatSpeed(progress.speedBps)
						]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						"data-testid": "upload-eta",
						children: [
							m.eta,
							" ",
							eta ?? m.etaUnknown
						]
					})] }),
					progress.total > 0 && hashPct < 100 && state !== "done" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: UploadProgress_module_default.hash,
						children: m.verified(hashPct)
					})
				]
			}),
			state === "error" && error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: UploadProgress_module_default.errorText,
				role: "alert",
				children: error
			}),
			state !== "done" && state !== "idle" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: UploadProgress_module_default.actions,
				children: [
					running && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: UploadProgress_module_default.btn,
						"data-testid": "upload-pause",
						onClick: onPause,
						children: m.pause
					}),
					(state === "paused" || state === "error") && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: `${UploadProgress_module_default.btn} ${UploadProgress_module_default.primary}`,
						"data-testid": "upload-resume",
						onClick: onResume,
						children: state === "error" ? m.retry : m.resume
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: `${UploadProgress_module_default.btn} ${UploadProgress_module_default.ghost}`,
						"data-testid": "upload-cancel",
						onClick: onCancel,
						children: m.cancel
					})
				]
			})
		]
	});
}
function once(target, ok, signal) {
	return new Promise((resolve, reject) => {
		const done = () => {
			target.removeEventListener(ok, onOk);
			target.removeEventListener("error", onErr);
			signal?.removeEventListener("abort", onAbort);
		};
		const onOk = () => {
			done();
			resolve();
		};
		const onErr = () => {
			done();
			reject(/* @__PURE__ */ new Error("video cannot be decoded"));
		};
		const onAbort = () => {
			done();
			reject(new DOMException("aborted", "AbortError"));
		};
		target.addEventListener(ok, onOk);
		target.addEventListener("error", onErr);
		signal?.addEventListener("abort", onAbort);
	});
}
/** Scales (w, h) to fit the image box, keeping proportions (spec §5). */
function fitBox(w, h, box = IMAGE_BOX_PX) {
	const k = Math.min(1, box / Math.max(w, h, 1));
	return {
		width: Math.max(1, Math.round(w * k)),
		height: Math.max(1, Math.round(h * k))
	};
}
/**
* A PNG of the frame about POSTER_AT_S into a local video file, drawn by the browser's own decoder (no
* upload, no server transcoding). The object URL lives only while decoding. Rejects when the browser
* cannot decode the file.
*/
async function capturePosterFrame(file, signal) {
	const url = URL.createObjectURL(file);
	const video = document.createElement("video");
	video.muted = true;
	video.playsInline = true;
	video.preload = "auto";
	try {
		const meta = once(video, "loadeddata", signal);
		video.src = url;
		await meta;
		const d = Number.isFinite(video.duration) ? video.duration : 2;
		const seeked = once(video, "seeked", signal);
		video.currentTime = Math.min(1, d / 2);
		await seeked;
		const { width, height } = fitBox(video.videoWidth, video.videoHeight);
		const canvas = document.createElement("canvas");
		canvas.width = width;
		canvas.height = height;
		const ctx = canvas.getContext("2d");
		if (!ctx) throw new Error("no 2d canvas");
		ctx.drawImage(video, 0, 0, width, height);
		return await new Promise((resolve, reject) => canvas.toBlob((b) => b ? resolve(b) : reject(/* @__PURE__ */ new Error("toBlob failed")), "image/png"));
	} finally {
		video.removeAttribute("src");
		video.load();
		URL.revokeObjectURL(url);
	}
}
// src/features/release/VideoField.tsx
var ACCEPT = "video/mp4,video/quicktime,video/webm,video/*";
/**
* Video of a post: pick → the upload hook sends it (hash, slices, resume) while a poster frame is captured
* here and sent as an image. The draft gets videoId once the upload is done.
*/
function VideoField({ draft, set, errorOf, upload, current, onPosterBusy }) {
	const m = useReleaseMessages();
	const input = (0, import_react.useRef)(null);
	const [name, setName] = (0, import_react.useState)("");
	const [poster, setPoster] = (0, import_react.useState)(null);
	const posterCtrl = (0, import_react.useRef)(null);
	const picked = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => () => posterCtrl.current?.abort(), []);
	(0, import_react.useEffect)(() => () => poster?.url ? URL.revokeObjectURL(poster.url) : void 0, [poster?.url]);
	const videoId = upload.state === "done" ? upload.result?.videoId ?? null : null;
	const serverPic = upload.state === "done" ? upload.result?.pic ?? null : null;
	(0, import_react.useEffect)(() => {
		if (videoId && draft.videoId !== videoId) set({
			videoId,
			...draft.videoPic ? {} : { videoPic: serverPic }
		});
	}, [
		videoId,
		serverPic,
		draft.videoId,
		draft.videoPic,
		set
	]);
	const makePoster = (file) => {
		posterCtrl.current?.abort();
		const ctrl = new AbortController();
		posterCtrl.current = ctrl;
		setPoster({
			url: "",
			busy: true
		});
		onPosterBusy(true);
		(async () => {
			try {
				const png = await capturePosterFrame(file, ctrl.signal);
				if (ctrl.signal.aborted) return;
				setPoster({
					url: URL.createObjectURL(png),
					busy: true
				});
				const path = await uploadImage(new File([png], "poster.png", { type: "image/png" }), { signal: ctrl.signal });
				if (ctrl.signal.aborted) return;
				set({ videoPic: path });
				setPoster((p) => p ? {
					...p,
					busy: false
				} : p);
			} catch {
				if (!ctrl.signal.aborted) setPoster((p) => p?.url ? {
					...p,
					busy: false
				} : null);
			} finally {
				if (posterCtrl.current === ctrl) onPosterBusy(false);
			}
		})();
	};
	const pick = (file) => {
		picked.current = file;
		setName(file.name);
		set({
			videoId: null,
			videoPic: null
		});
		upload.start(file);
		makePoster(file);
	};
	const discard = () => {
		posterCtrl.current?.abort();
		posterCtrl.current = null;
		onPosterBusy(false);
		upload.cancel();
		picked.current = null;
		setName("");
		setPoster(null);
		set({
			videoId: null,
			videoPic: null
		});
	};
	const active = upload.state !== "idle";
	const showCurrent = !active && current && draft.videoId !== null;
	const error = errorOf("video");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: `${ReleaseForm_module_default.field} ${error ? ReleaseForm_module_default.invalid : ""}`,
		"data-field": "video",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: ReleaseForm_module_default.labelRow,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: ReleaseForm_module_default.label,
					children: [m.video, /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: ReleaseForm_module_default.optional,
						children: m.optional
					})]
				})
			}),
			!active && upload.resumable && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResumeOffer, {
				resumable: upload.resumable,
				accept: ACCEPT,
				onPick: pick,
				onDiscard: discard
			}),
			showCurrent && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: ReleaseExtras_module_default.videoCurrent,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EncryptedImage, {
					src: current.pic || null,
					alt: m.videoCurrent,
					className: ReleaseExtras_module_default.posterImg,
					ratio: 16 / 9
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: ReleaseExtras_module_default.videoMeta,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: m.videoCurrent }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: ReleaseExtras_module_default.linkBtn,
						onClick: discard,
						children: m.videoRemove
					})]
				})]
			}),
			active && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: ReleaseExtras_module_default.videoActive,
				children: [poster && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: ReleaseExtras_module_default.posterThumb,
					"aria-label": m.poster,
					children: poster.url ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
						src: poster.url,
						alt: m.poster
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: m.posterMaking })
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UploadProgress, {
					name: name || upload.resumable?.name || "",
					state: upload.state,
					progress: upload.progress,
					error: upload.error ?? null,
					onPause: upload.pause,
					onResume: () => upload.state === "error" && picked.current ? upload.start(picked.current) : upload.resume(),
					onCancel: discard
				})]
			}),
			!active && !upload.resumable && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
				type: "button",
				className: ReleaseExtras_module_default.dropzone,
				"data-testid": "release-video-pick",
				onClick: () => input.current?.click(),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("svg", {
					viewBox: "0 0 24 24",
					fill: "none",
					stroke: "currentColor",
					strokeWidth: "1.8",
					strokeLinecap: "round",
					strokeLinejoin: "round",
					"aria-hidden": "true",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
						x: "3",
						y: "5",
						width: "14",
						height: "14",
						rx: "2"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M17 10l4-2.5v9L17 14" })]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: m.videoPick }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("small", { children: m.videoHint })] })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				ref: input,
				type: "file",
				accept: ACCEPT,
				hidden: true,
				"data-testid": "release-video-input",
				onChange: (e) => {
					const file = e.target.files?.[0];
					e.target.value = "";
					if (file) pick(file);
				}
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: ReleaseForm_module_default.error,
				"data-testid": "release-video-error",
				role: "alert",
				children: error
			})
		]
	});
}
// src/features/release/video-upload-view.ts
/** A video that is still on its way cannot be attached yet (validation says so under the field). */
function videoPending(u) {
	return u.state === "hashing" || u.state === "uploading" || u.state === "paused" || u.state === "error";
}
// src/features/release/ReleaseForm.tsx
/** The release form of every kind: basics, price and contact, the kind's facts, photos, video, tags. */
function ReleaseForm({ initial, editId, currentVideo = null, reviewNote = "" }) {
	const m = useReleaseMessages();
	const [draft, setDraft] = (0, import_react.useState)(initial);
	const set = (0, import_react.useCallback)((patch) => setDraft((d) => ({
		...d,
		...patch
	})), []);
	const upload = useVideoUpload();
	const [posterBusy, setPosterBusy] = (0, import_react.useState)(false);
	const { errorOf, busy, serverError, submit } = useReleaseSubmit(draft, editId, { videoPending: videoPending(upload) || posterBusy });
	const fp = {
		draft,
		set,
		errorOf
	};
	const count = (s, max) => m.counter(s.trim().length, max);
	const onSubmit = (e) => {
		e.preventDefault();
		submit();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: ReleaseForm_module_default.form,
		onSubmit,
		noValidate: true,
		"data-testid": "release-form",
		"data-kind": draft.kind,
		"aria-busy": busy,
		children: [
			reviewNote && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: ReleaseForm_module_default.reviewNote,
				"data-testid": "release-review-note",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: m.reviewNote }), reviewNote]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: ReleaseForm_module_default.columns,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: ReleaseForm_module_default.column,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
						title: m.sectionBasics,
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
								name: "title",
								testId: "release-title",
								label: m.title,
								placeholder: m.titlePh,
								maxLength: 40,
								counter: count(draft.title, 40),
								value: draft.title,
								error: errorOf("title"),
								onValue: (title) => set({ title })
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TaxonomyFields, { ...fp }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextArea, {
								name: "description",
								testId: "release-description",
								label: m.description,
								placeholder: m.descriptionPh,
								maxLength: DESCRIPTION_MAX,
								counter: count(draft.description, DESCRIPTION_MAX),
								value: draft.description,
								error: errorOf("description"),
								onValue: (description) => set({ description })
							})
						]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
						title: m.sectionPrice,
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PriceFields, { ...fp }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
								name: "contact",
								testId: "release-contact",
								label: m.contact,
								placeholder: m.contactPh,
								hint: m.contactHint,
								inputMode: "text",
								autoComplete: "tel",
								maxLength: 60,
								value: draft.contact,
								error: errorOf("contact"),
								onValue: (contact) => set({ contact })
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
								name: "address",
								testId: "release-address",
								label: m.address,
								optional: draft.kind === "store" ? void 0 : m.optional,
								placeholder: m.addressPh,
								maxLength: 100,
								value: draft.address,
								error: errorOf("address"),
								onValue: (address) => set({ address })
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
								name: "hours",
								testId: "release-hours",
								label: m.hours,
								optional: m.optional,
								placeholder: m.hoursPh,
								maxLength: 60,
								value: draft.hours,
								error: errorOf("hours"),
								onValue: (hours) => set({ hours })
							})
						]
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: ReleaseForm_module_default.column,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
						title: m.sectionMedia,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: `${ReleaseForm_module_default.field} ${errorOf("images") ? ReleaseForm_module_default.invalid : ""}`,
							"data-field": "images",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
									className: ReleaseForm_module_default.labelRow,
									children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
										className: ReleaseForm_module_default.label,
										children: m.photos
									}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
										className: ReleaseForm_module_default.counter,
										children: m.counter(draft.images.length, 6)
									})]
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImagePicker, {
									value: draft.images,
									onChange: (images) => set({ images }),
									max: 6
								}),
								errorOf("images") ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
									className: ReleaseForm_module_default.error,
									"data-testid": "release-images-error",
									role: "alert",
									children: errorOf("images")
								}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
									className: ReleaseForm_module_default.hint,
									children: m.photosHint
								})
							]
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VideoField, {
							...fp,
							upload,
							current: currentVideo,
							onPosterBusy: setPosterBusy
						})]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
						title: m.sectionFacts,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FactsFields, { ...fp }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TagPicker, { ...fp })]
					})]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: ReleaseForm_module_default.submitBar,
				children: [serverError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: ReleaseForm_module_default.serverError,
					role: "alert",
					"data-testid": "release-error",
					children: serverError
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "submit",
					className: ReleaseForm_module_default.submit,
					"data-testid": "release-submit",
					disabled: busy,
					"aria-busy": busy,
					children: busy ? m.submitting : editId === null ? m.submit : m.save
				})]
			})
		]
	});
}
var ReleasePage_module_default = {
	page: "_page_chpss_1",
	head: "_head_chpss_14",
	title: "_title_chpss_19",
	desktopOnly: "_desktopOnly_chpss_24",
	subtitle: "_subtitle_chpss_30",
	notice: "_notice_chpss_35",
	noticeIcon: "_noticeIcon_chpss_56",
	noticeBtn: "_noticeBtn_chpss_67",
	skeleton: "_skeleton_chpss_79",
	skRow: "_skRow_chpss_84",
	shimmer: "_shimmer_chpss_1"
};
// src/features/release/ReleasePage.tsx
/**
* Frame of the release screens: heading, then the body. The shell's top bar already has back and the
* route title, so on phones the heading repeats the title only when it says more (editing).
*/
function ReleasePage({ title, subtitle, children, testId, titleOnPhone = false }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: ReleasePage_module_default.page,
		"data-testid": testId,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
			className: ReleasePage_module_default.head,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: `${ReleasePage_module_default.title} ${titleOnPhone ? "" : ReleasePage_module_default.desktopOnly}`,
				children: title
			}), subtitle && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: ReleasePage_module_default.subtitle,
				children: subtitle
			})]
		}), children]
	});
}
/** Loading failures, refusals and "not allowed" states. */
function ReleaseNotice({ icon, title, hint, action, testId }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: ReleasePage_module_default.notice,
		"data-testid": testId,
		role: "alert",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: ReleasePage_module_default.noticeIcon,
				"aria-hidden": "true",
				children: icon
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: title }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: hint }),
			action && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: ReleasePage_module_default.noticeBtn,
				onClick: action.run,
				children: action.label
			})
		]
	});
}
function ReleaseSkeleton() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: ReleasePage_module_default.skeleton,
		"aria-busy": "true",
		"data-testid": "release-loading",
		children: Array.from({ length: 5 }, (_, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: ReleasePage_module_default.skRow }, i))
	});
}
// src/features/release/load-editable.ts
/** An own post for its edit form; the server refuses anyone but the owner. */
function loadEditable(kind, id, opts) {
	if (kind === "personal") return getEditBeauty({ id }, opts);
	if (kind === "broker") return getEditBroker({ id }, opts);
	return getEditInfo({ id }, opts);
}
// src/screens/Release/ReleaseScreen.tsx
/** /release/<personal|store|broker>/{id}: a new post without id, the owner's edit form with one. */
function ReleaseScreen() {
	const params = useRouteParams();
	const kind = isPostKind(params.kind) ? params.kind : "store";
	const id = Number(params.id ?? 0);
	return id > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditRelease, {
		kind,
		id
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NewRelease, { kind });
}
function NewRelease({ kind }) {
	const m = useReleaseMessages();
	const initial = (0, import_react.useMemo)(() => emptyDraft(kind), [kind]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReleasePage, {
		testId: "release-screen",
		title: m[`titleNew_${kind}`],
		subtitle: m.subtitleNew,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReleaseForm, {
			initial,
			editId: null
		}, kind)
	});
}
function EditRelease({ kind, id }) {
	const m = useReleaseMessages();
	const post = useAsync(`edit:${kind}:${id}`, (signal) => loadEditable(kind, id, { signal }));
	const initial = (0, import_react.useMemo)(() => post.data ? draftFromEditable(post.data) : null, [post.data]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ReleasePage, {
		testId: "release-screen",
		title: m.titleEdit,
		subtitle: m.subtitleEdit,
		titleOnPhone: true,
		children: [
			post.status === "loading" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReleaseSkeleton, {}),
			post.status === "error" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReleaseNotice, {
				testId: "release-load-error",
				icon: "!",
				title: m.loadFailed,
				hint: errorText$1(post.error, m.failed),
				action: {
					label: m.retry,
					run: post.reload
				}
			}),
			post.data && initial && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReleaseForm, {
				initial,
				editId: post.data.id,
				currentVideo: post.data.video,
				reviewNote: post.data.reviewNote
			}, post.data.id)
		]
	});
}
export { EditRelease, ReleaseScreen, emptyDraft as a, ReleaseForm as i, ReleasePage as n, useReleaseMessages as o, ReleaseSkeleton as r, ReleaseNotice as t };

//# sourceMappingURL=ReleaseScreen-BOTAX5qo.js.map