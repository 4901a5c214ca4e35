import { p as UPLOAD_TIMEOUT_MS } from "./jsx-runtime-EQXuroYZ.js";
import { S as user, t as defineMessages } from "./i18n-C3XVg8G-.js";
import { d as workerFailure, p as wrap, u as abortable } from "./scale-CeJ8TK70.js";
import { i as loadGlobalConfig } from "./EncryptedImage-BvnAkxA9.js";
// src/features/image-upload/messages.ts
var useImageUploadMessages = defineMessages({
	zh: {
		add: "添加图片",
		count: (n, max) => `${n}/${max}`,
		queued: "等待上传",
		compressing: "压缩中…",
		uploading: (pct) => `上传中 ${pct}%`,
		remove: "删除",
		retry: "重试",
		moveLeft: "前移",
		moveRight: "后移",
		notImage: "不是图片文件",
		failed: "上传失败",
		tooMany: (max) => `最多上传 ${max} 张图片`,
		cover: "封面",
		view: (n) => `查看第 ${n} 张`,
		changeAvatar: "更换头像",
		avatarUpdated: "头像已更新"
	},
	en: {
		add: "Add photos",
		count: (n, max) => `${n}/${max}`,
		queued: "Waiting…",
		compressing: "Compressing…",
		uploading: (pct) => `Uploading ${pct}%`,
		remove: "Remove",
		retry: "Retry",
		moveLeft: "Move earlier",
		moveRight: "Move later",
		notImage: "Not an image file",
		failed: "Upload failed",
		tooMany: (max) => `Up to ${max} images`,
		cover: "Cover",
		view: (n) => `View image ${n}`,
		changeAvatar: "Change avatar",
		avatarUpdated: "Avatar updated"
	}
});
// src/worker-bridge/image.ts
/** Uploads come one picker at a time; a worker idle this long goes (a decoded photo can hold tens of MB). */
var IDLE_STOP_MS = 2e4;
var worker;
var ready;
var running = 0;
var idleTimer;
function start() {
	clearTimeout(idleTimer);
	if (ready) return ready;
	const w = new Worker(new URL(
		/* @vite-ignore */
		"/assets/image.worker-B9cNkt_2.js",
		"" + import.meta.url
	), {
		type: "module",
		name: "image"
	});
	worker = w;
	const api = wrap(w);
	const started = Promise.race([api.sign("0", ""), workerFailure(w, "image")]).then(() => api);
	ready = started;
	started.catch(() => {
		if (ready === started) stopImageWorker();
	});
	return started;
}
async function run(signal, work) {
	signal?.throwIfAborted();
	running++;
	try {
		const api = await abortable(start(), signal);
		return await abortable(work(api), signal, () => {
			if (running === 1) stopImageWorker();
		});
	} finally {
		running--;
		if (running === 0 && worker) idleTimer = setTimeout(stopImageWorker, IDLE_STOP_MS);
	}
}
/**
* Fits a picked picture inside the upload box and encodes it as PNG, in the image worker.
* @throws the signal's reason when aborted; an Error when the file is not a decodable image or the worker fails.
*/
function compressImage(file, signal) {
	return run(signal, (api) => api.compress(file));
}
/**
* The upload sign (MD5 of timestamp + key), computed in the image worker.
* @throws the signal's reason when aborted; an Error when the worker fails.
*/
function signUpload(timestamp, key, signal) {
	return run(signal, (api) => api.sign(String(timestamp), key));
}
/** Terminates the worker now; the next call starts a new one. */
function stopImageWorker() {
	clearTimeout(idleTimer);
	worker?.terminate();
	worker = void 0;
	ready = void 0;
}
// src/features/image-upload/upload-reply.ts
var UPLOAD_FAILED = "上传失败";
var UPLOAD_TIMEOUT = "上传超时";
var UPLOAD_NETWORK = "网络错误，上传失败";
/** A refused or failed upload; `msg` is the server's reason (shown as is by errorTips / errorText). */
var UploadError = class extends Error {
	name = "UploadError";
	msg;
	/** HTTP status, 0 when no response arrived (network error, timeout). */
	httpStatus;
	constructor(msg, httpStatus) {
		super(msg);
		this.msg = msg;
		this.httpStatus = httpStatus;
	}
};
function parse(body) {
	try {
		const v = JSON.parse(body);
		return typeof v === "object" && v !== null && !Array.isArray(v) ? v : null;
	} catch {
		return null;
	}
}
/**
* The stored media path from an /imgUpload.php response.
* @throws {UploadError} with the server's msg when the status is not 200 or code is not 1; with the raw
* body for a non-200 answer that is not JSON (spec §8); with a generic text when there is nothing to show.
*/
function readUploadReply(status, body) {
	const json = parse(body);
	const msg = typeof json?.msg === "string" ? json.msg.trim() : "";
	if (status === 200 && json && Number(json.code) === 1) {
		if (msg) return msg;
		throw new UploadError(UPLOAD_FAILED, status);
	}
	if (msg) throw new UploadError(msg, status);
	throw new UploadError((status !== 200 ? body.trim() : "") || "上传失败", status);
}
// src/features/image-upload/xhr-post.ts
/**
* POSTs a multipart form and resolves with the status and body, whatever the status. XMLHttpRequest
* rather than fetch: only it reports upload progress everywhere.
* @throws an AbortError DOMException when the signal aborts; {UploadError} on timeout or network failure.
*/
function postForm(url, form, opts, xhrFactory = () => new XMLHttpRequest()) {
	return new Promise((resolve, reject) => {
		if (opts.signal?.aborted) return reject(new DOMException("upload cancelled", "AbortError"));
		const xhr = xhrFactory();
		const onAbort = () => xhr.abort();
		const done = () => opts.signal?.removeEventListener("abort", onAbort);
		xhr.open("POST", url);
		xhr.timeout = opts.timeoutMs;
		xhr.upload.onprogress = (e) => {
			if (e.lengthComputable && e.total > 0) opts.onProgress?.(Math.min(1, e.loaded / e.total));
		};
		xhr.onload = () => {
			done();
			opts.onProgress?.(1);
			resolve({
				status: xhr.status,
				body: typeof xhr.responseText === "string" ? xhr.responseText : ""
			});
		};
		xhr.onerror = () => {
			done();
			reject(new UploadError(UPLOAD_NETWORK, 0));
		};
		xhr.ontimeout = () => {
			done();
			reject(new UploadError(UPLOAD_TIMEOUT, 0));
		};
		xhr.onabort = () => {
			done();
			reject(new DOMException("upload cancelled", "AbortError"));
		};
		opts.signal?.addEventListener("abort", onAbort, { once: true });
		xhr.send(form);
	});
}
// src/features/image-upload/upload-image.ts
/** Spec §5: the compressed picture always travels under this name. */
var UPLOAD_FILE_NAME = "canvas.png";
var defaultUploadDeps = {
	config: loadGlobalConfig,
	compress: compressImage,
	sign: signUpload,
	token: () => user.token,
	post: (url, form, opts) => postForm(url, form, opts),
	nowMs: () => Date.now()
};
/**
* Uploads a picked picture (spec §5/§7): fitted into the upload box as PNG in the image worker, then a
* multipart POST of file ('canvas.png'), timestamp (seconds), sign and, when logged in, token.
* @returns the stored media path (the server's msg).
* @throws an AbortError when the signal aborts; {UploadError} carrying the server's msg when the upload is
* refused, times out or the network fails; an Error when the file is not a picture.
*/
async function uploadImage(file, opts = {}, deps = defaultUploadDeps) {
	const { signal, onProgress } = opts;
	signal?.throwIfAborted();
	const [cfg, png] = await Promise.all([deps.config(), deps.compress(file, signal)]);
	signal?.throwIfAborted();
	const timestamp = Math.floor(deps.nowMs() / 1e3);
	const sign = await deps.sign(timestamp, cfg.upload_img_key, signal);
	const form = new FormData();
	form.append("file", png, UPLOAD_FILE_NAME);
	form.append("timestamp", String(timestamp));
	form.append("sign", sign);
	const token = deps.token();
	if (token) form.append("token", token);
	onProgress?.(0);
	const res = await deps.post(cfg.img_upload_url, form, {
		onProgress,
		signal,
		timeoutMs: UPLOAD_TIMEOUT_MS
	});
	return readUploadReply(res.status, res.body);
}
export { useImageUploadMessages as n, uploadImage as t };

//# sourceMappingURL=upload-image-CyRccvM7.js.map