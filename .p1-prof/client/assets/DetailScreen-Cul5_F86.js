import { l as STATUS, n as errorText, t as errorStatus } from "./scale-CeJ8TK70.js";
import { c as go, d as requireLogin, g as __vitePreload, p as useRouteParams, s as AppLink } from "./index-z8szgiez.js";
import { g as __toESM, m as require_react, t as require_jsx_runtime } from "./jsx-runtime-EQXuroYZ.js";
import { p as showToast, t as defineMessages, x as useUser } from "./i18n-C3XVg8G-.js";
import { c as HeartIcon, f as PhoneIcon, h as ShieldIcon, l as ImagesIcon, p as PinIcon, r as ClockIcon, s as EyeIcon, u as LockIcon, v as UserIcon } from "./icons-Aqvlm-N7.js";
import { n as formatPrice, r as shortenNumber, t as useListingMessages } from "./messages-C_rzRTeO.js";
import { n as statusTone, t as statusLabel } from "./status-label-Eg9qljr7.js";
import { n as isPostKind, r as useTaxonomy, t as detailPath } from "./paths-BzNakcJl.js";
import { o as mediaUrl, s as getInfo, t as EncryptedImage } from "./EncryptedImage-BvnAkxA9.js";
import { n as openPreview, r as usePreviewMessages, t as PreviewHost } from "./PreviewHost-DC12rtby.js";
import { t as PlayIcon } from "./PlayIcon-FVdNT0au.js";
import { t as useAsync } from "./useAsync-ZvSS0EoT.js";
var DetailView_module_default = {
	layout: "_layout_w1btp_2",
	main: "_main_w1btp_9",
	aside: "_aside_w1btp_10",
	galleryBox: "_galleryBox_w1btp_13",
	headerBox: "_headerBox_w1btp_19",
	contactBox: "_contactBox_w1btp_22",
	factsBox: "_factsBox_w1btp_25",
	descBox: "_descBox_w1btp_28",
	authorBox: "_authorBox_w1btp_31",
	video: "_video_w1btp_42",
	skHeader: "_skHeader_w1btp_75",
	notice: "_notice_w1btp_81",
	noticeIcon: "_noticeIcon_w1btp_91",
	noticeBtn: "_noticeBtn_w1btp_107",
	skeleton: "_skeleton_w1btp_120",
	shimmer: "_shimmer_w1btp_1",
	skGallery: "_skGallery_w1btp_126",
	skLine: "_skLine_w1btp_130",
	skShort: "_skShort_w1btp_133"
};
// src/features/detail/DetailNotice.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Not-found and error states of the detail page. */
function DetailNotice({ icon, title, hint, action, testId }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: DetailView_module_default.notice,
		"data-testid": testId,
		role: testId === "detail-error" ? "alert" : void 0,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: DetailView_module_default.noticeIcon,
				children: icon
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: title }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: hint }),
			"to" in action ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppLink, {
				to: action.to,
				className: DetailView_module_default.noticeBtn,
				children: action.label
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: DetailView_module_default.noticeBtn,
				onClick: action.run,
				children: action.label
			})
		]
	});
}
// src/features/detail/messages.ts
var useDetailMessages = defineMessages({
	zh: {
		price: "价格",
		city: "城市",
		type: "类型",
		mode: "方式",
		address: "地址",
		hours: "营业时间",
		tags: "标签",
		description: "详细介绍",
		facts_personal: "个人信息",
		facts_store: "店铺信息",
		facts_certification: "认证信息",
		facts_broker: "经纪信息",
		author: "发布者",
		contact: "联系方式",
		contactLocked: "登录后查看联系方式",
		loginToSee: "登录查看",
		copy: "复制",
		copied: "已复制",
		noContact: "发布者未留联系方式",
		views: "浏览",
		favorites: "收藏",
		posted: "发布于",
		noImages: "暂无图片",
		notFoundTitle: "信息不存在或已下架",
		notFoundHint: "它可能已被删除，去看看其他信息吧。",
		backHome: "返回首页",
		errorTitle: "加载失败",
		errorFallback: "网络开小差了，请稍后重试",
		retry: "重试",
		safety: "安全提示：线下见面请选择公共场所，切勿提前转账。",
		vipOnly: "VIP 专享信息",
		vipUnlock: "开通VIP查看全部图片、地址与联系方式",
		openVip: "开通VIP"
	},
	en: {
		price: "Price",
		city: "City",
		type: "Type",
		mode: "Mode",
		address: "Address",
		hours: "Hours",
		tags: "Tags",
		description: "About",
		facts_personal: "Profile",
		facts_store: "Store details",
		facts_certification: "Certification",
		facts_broker: "Broker details",
		author: "Posted by",
		contact: "Contact",
		contactLocked: "Log in to see the contact details",
		loginToSee: "Log in",
		copy: "Copy",
		copied: "Copied",
		noContact: "No contact details given",
		views: "views",
		favorites: "saves",
		posted: "Posted",
		noImages: "No photos",
		notFoundTitle: "This post is gone",
		notFoundHint: "It may have been removed. Have a look at the others.",
		backHome: "Back to home",
		errorTitle: "Could not load",
		errorFallback: "The network hiccuped, please try again",
		retry: "Retry",
		safety: "Safety tip: meet in public places and never pay in advance.",
		vipOnly: "VIP members only",
		vipUnlock: "Join VIP to see every photo, the address and the contact",
		openVip: "Join VIP"
	}
});
var DetailParts_module_default = {
	header: "_header_111es_1",
	contact: "_contact_111es_12",
	author: "_author_111es_21",
	badges: "_badges_111es_26",
	kind: "_kind_111es_31",
	status: "_status_111es_32",
	vip: "_vip_111es_33",
	personal: "_personal_111es_47",
	store: "_store_111es_50",
	certification: "_certification_111es_53",
	broker: "_broker_111es_56",
	ok: "_ok_111es_59",
	pending: "_pending_111es_63",
	bad: "_bad_111es_26",
	title: "_title_111es_76",
	price: "_price_111es_83",
	chips: "_chips_111es_88",
	chip: "_chip_111es_88",
	stats: "_stats_111es_103",
	locked: "_locked_111es_115",
	contactIcon: "_contactIcon_111es_119",
	contactText: "_contactText_111es_134",
	contactBtn: "_contactBtn_111es_149",
	card: "_card_111es_162",
	cardTitle: "_cardTitle_111es_168",
	rows: "_rows_111es_173",
	row: "_row_111es_173",
	tags: "_tags_111es_202",
	tag: "_tag_111es_202",
	description: "_description_111es_215",
	safety: "_safety_111es_223",
	avatar: "_avatar_111es_231",
	avatarImg: "_avatarImg_111es_244",
	authorText: "_authorText_111es_249",
	vipLock: "_vipLock_111es_270"
};
// src/features/detail/ContactCard.tsx
/** The contact: shown to a logged-in viewer; a guest gets the login prompt instead (popup on desktop). */
function ContactCard({ contact, returnTo }) {
	const m = useDetailMessages();
	const { isLogin } = useUser();
	if (!isLogin) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: `${DetailParts_module_default.contact} ${DetailParts_module_default.locked}`,
		"data-testid": "detail-contact-locked",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: DetailParts_module_default.contactIcon,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LockIcon, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: DetailParts_module_default.contactText,
				children: m.contactLocked
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: DetailParts_module_default.contactBtn,
				"data-testid": "detail-login",
				onClick: () => requireLogin(returnTo),
				children: m.loginToSee
			})
		]
	});
	const copy = () => {
		if (!contact) return;
		navigator.clipboard?.writeText(contact).then(() => showToast(m.copied), () => void 0);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: DetailParts_module_default.contact,
		"data-testid": "detail-contact",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: DetailParts_module_default.contactIcon,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PhoneIcon, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: DetailParts_module_default.contactText,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("small", { children: m.contact }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("b", { children: contact || m.noContact })]
			}),
			contact && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: DetailParts_module_default.contactBtn,
				onClick: copy,
				children: m.copy
			})
		]
	});
}
// src/features/detail/DetailHeader.tsx
/** Kind, status, VIP, title, price, taxonomy chips and counters. */
function DetailHeader({ post }) {
	const m = useDetailMessages();
	const lm = useListingMessages();
	const { names, lang } = useTaxonomy();
	const chips = [
		names.city.get(post.cityCode),
		names.type.get(post.typeCode),
		names.mode.get(post.modeCode)
	];
	const date = (/* @__PURE__ */ new Date(post.createdAt * 1e3)).toLocaleDateString(lang === "en" ? "en-GB" : "zh-CN");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
		className: DetailParts_module_default.header,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: DetailParts_module_default.badges,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: `${DetailParts_module_default.kind} ${DetailParts_module_default[post.kind]}`,
						"data-testid": "detail-kind",
						"data-kind": post.kind,
						children: lm[`kind_${post.kind}`]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: `${DetailParts_module_default.status} ${DetailParts_module_default[statusTone(post.status)]}`,
						"data-testid": "detail-status",
						"data-status": post.status,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShieldIcon, {}), statusLabel(post.status, lang)]
					}),
					post.vip && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: DetailParts_module_default.vip,
						children: "VIP"
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: DetailParts_module_default.title,
				"data-testid": "detail-title",
				children: post.title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: DetailParts_module_default.price,
				"data-testid": "detail-price",
				children: formatPrice(post.priceMin, post.priceMax, lm)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: DetailParts_module_default.chips,
				children: [
					chips[0] && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: DetailParts_module_default.chip,
						"data-testid": "detail-city",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PinIcon, {}),
							" ",
							chips[0]
						]
					}),
					chips[1] && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: DetailParts_module_default.chip,
						children: chips[1]
					}),
					chips[2] && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: DetailParts_module_default.chip,
						children: chips[2]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: DetailParts_module_default.stats,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EyeIcon, {}),
						" ",
						shortenNumber(post.views),
						" ",
						m.views
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HeartIcon, {}),
						" ",
						shortenNumber(post.favorites),
						" ",
						m.favorites
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ClockIcon, {}),
						" ",
						m.posted,
						" ",
						date
					] })
				]
			})
		]
	});
}
// src/features/detail/DetailSections.tsx
/** Address and hours rows, plus the kind-specific facts table. */
function DetailFacts({ post }) {
	const m = useDetailMessages();
	const { lang } = useTaxonomy();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: DetailParts_module_default.card,
		"data-testid": "detail-facts",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			className: DetailParts_module_default.cardTitle,
			children: m[`facts_${post.kind}`]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
			className: DetailParts_module_default.rows,
			children: [
				post.address && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: DetailParts_module_default.row,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dt", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PinIcon, {}),
						" ",
						m.address
					] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: post.address })]
				}),
				post.hours && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: DetailParts_module_default.row,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dt", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ClockIcon, {}),
						" ",
						m.hours
					] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: post.hours })]
				}),
				post.facts.map((f) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: DetailParts_module_default.row,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: lang === "en" && f.labelEn ? f.labelEn : f.label }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: f.value })]
				}, f.label))
			]
		})]
	});
}
function DetailDescription({ post }) {
	const m = useDetailMessages();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: DetailParts_module_default.card,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				className: DetailParts_module_default.cardTitle,
				children: m.description
			}),
			post.tags.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: DetailParts_module_default.tags,
				children: post.tags.map((t) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: DetailParts_module_default.tag,
					children: ["# ", t]
				}, t))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: DetailParts_module_default.description,
				children: post.description
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: DetailParts_module_default.safety,
				children: m.safety
			})
		]
	});
}
function AuthorCard({ post }) {
	const m = useDetailMessages();
	const initial = (Array.from(post.author.nickname.trim())[0] ?? "").toUpperCase();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: `${DetailParts_module_default.card} ${DetailParts_module_default.author}`,
		"data-testid": "detail-author",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: DetailParts_module_default.avatar,
			"aria-hidden": "true",
			children: post.author.avatar ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EncryptedImage, {
				src: post.author.avatar,
				alt: "",
				className: DetailParts_module_default.avatarImg
			}) : initial || /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserIcon, {})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
			className: DetailParts_module_default.authorText,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("small", { children: m.author }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("b", { children: post.author.nickname })]
		})]
	});
}
// src/features/detail/Gallery.module.css
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var Gallery_module_default = {
	wrap: "_wrap_7kveg_1",
	gallery: "_gallery_7kveg_4",
	item: "_item_7kveg_14",
	img: "_img_7kveg_30",
	counter: "_counter_7kveg_36",
	empty: "_empty_7kveg_47",
	n1: "_n1_7kveg_79",
	n2: "_n2_7kveg_88",
	n3: "_n3_7kveg_92",
	n4: "_n4_7kveg_95",
	n6: "_n6_7kveg_98"
};
// src/features/detail/Gallery.tsx
/** Every image of a post: a swipeable snap row on mobile, a mosaic on desktop (CSS decides); a tap opens the preview. */
function Gallery({ images, title, noImages }) {
	const [index, setIndex] = (0, import_react.useState)(0);
	const host = (0, import_react.useId)();
	const pm = usePreviewMessages();
	const onScroll = (e) => {
		const el = e.currentTarget;
		if (el.clientWidth) setIndex(Math.round(el.scrollLeft / el.clientWidth));
	};
	if (!images.length) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: Gallery_module_default.empty,
		"data-testid": "detail-gallery",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImagesIcon, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: noImages })]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: Gallery_module_default.wrap,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: `${Gallery_module_default.gallery} ${Gallery_module_default[`n${Math.min(images.length, 6)}`] ?? ""}`,
				"data-testid": "detail-gallery",
				onScroll,
				children: images.map((src, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: Gallery_module_default.item,
					onClick: () => openPreview(images, i, host),
					"aria-label": pm.open(i + 1),
					"data-testid": "gallery-item",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EncryptedImage, {
						src,
						alt: `${title} ${i + 1}`,
						className: Gallery_module_default.img
					})
				}, `${src}-${i}`))
			}),
			images.length > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: Gallery_module_default.counter,
				children: [
					index + 1,
					" / ",
					images.length
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PreviewHost, { host })
		]
	});
}
// src/features/detail/VipLockCard.tsx
/** Shown instead of the contact on a VIP post's preview: says what membership unlocks and leads to /group. */
function VipLockCard() {
	const m = useDetailMessages();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: `${DetailParts_module_default.contact} ${DetailParts_module_default.vipLock}`,
		"data-testid": "detail-vip-locked",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: DetailParts_module_default.contactIcon,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LockIcon, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: DetailParts_module_default.contactText,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("small", { children: m.vipOnly }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("b", { children: m.vipUnlock })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: DetailParts_module_default.contactBtn,
				"data-testid": "detail-open-vip",
				onClick: () => go("/group"),
				children: m.openVip
			})
		]
	});
}
// src/features/video/useInView.ts
/** A video autoplays once at least half of it is on screen, and pauses when less is. */
var VIDEO_VISIBLE_RATIO = .5;
/** Whether at least `ratio` of the element is visible; false where IntersectionObserver is missing (tap to play). */
function useInView(ref, ratio = VIDEO_VISIBLE_RATIO) {
	const [inView, setInView] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(() => {
		const el = ref.current;
		if (!el || typeof IntersectionObserver === "undefined") return;
		const io = new IntersectionObserver((records) => {
			const last = records[records.length - 1];
			if (last) setInView(last.isIntersecting && last.intersectionRatio >= ratio);
		}, { threshold: [0, ratio] });
		io.observe(el);
		return () => io.disconnect();
	}, [ref, ratio]);
	return inView;
}
// src/features/video/active-player.ts
function createActivePlayerCoordinator() {
	let holder = null;
	return {
		claim(id, pause) {
			const previous = holder;
			holder = {
				id,
				pause
			};
			if (previous && previous.id !== id) previous.pause();
		},
		release(id) {
			if (holder?.id === id) holder = null;
		},
		isActive(id) {
			return holder?.id === id;
		}
	};
}
/** The page-wide coordinator every <VideoPlayer> uses. */
var activePlayer = createActivePlayerCoordinator();
/**
* A bounded retry policy after hls.js's own (non-fatal) retries have failed: a fatal network error
* restarts loading (the manifest again when it never loaded), a fatal media error detaches and re-attaches
* the media, anything else gives up. After `max` attempts every fatal error gives up, so a broken stream
* can never loop.
*/
function createRecoveryBudget(max = 2) {
	let used = 0;
	return {
		get used() {
			return used;
		},
		decide(error) {
			if (!error.fatal) return "ignore";
			if (used >= max) return "giveUp";
			let action;
			if (error.type === "networkError") action = error.details.startsWith("manifest") ? "reloadSource" : "startLoad";
			else if (error.type === "mediaError") action = "recoverMediaError";
			else return "giveUp";
			used++;
			return action;
		}
	};
}
// src/features/video/hls-attach.ts
/**
* Buffers sized for a phone with little memory (hls.js defaults aim at desktops: 30 s ahead, up to 600 s,
* 60 MB, unbounded back buffer): about 10 s ahead, never more than 20 s or 8 MB, 10 s kept behind the
* playhead; start on the lowest rendition and never pick one larger than the player box (DPR capped at 2).
*/
var LOW_MEMORY_HLS_CONFIG = {
	maxBufferLength: 10,
	maxMaxBufferLength: 20,
	maxBufferSize: 8e6,
	backBufferLength: 10,
	startLevel: 0,
	capLevelToPlayerSize: true,
	maxDevicePixelRatio: 2,
	enableWorker: true
};
var loading;
/** hls.js is a separate chunk fetched the first time a browser without native HLS meets an .m3u8. */
function loadHls() {
	loading ??= __vitePreload(() => import("./hls.light-BQYJXjmZ.js"), []).catch((err) => {
		loading = void 0;
		throw err;
	});
	return loading;
}
/**
* Plays `url` in `video` through hls.js with the low-memory config. Fatal errors are recovered a bounded
* number of times, then `onGiveUp` runs (the caller tears down and shows the poster).
* @returns null when aborted while hls.js was loading, or when this browser has no Media Source Extensions.
*/
async function attachHls(video, url, opts) {
	const { default: Hls } = await loadHls();
	if (opts.signal.aborted || !Hls.isSupported()) return null;
	const hls = new Hls(LOW_MEMORY_HLS_CONFIG);
	const budget = createRecoveryBudget();
	let destroyed = false;
	/** false when the error is fatal and the budget is spent. */
	const act = (error) => {
		switch (budget.decide(error)) {
			case "reloadSource":
				hls.loadSource(url);
				return true;
			case "startLoad":
				hls.startLoad();
				return true;
			case "recoverMediaError":
				hls.recoverMediaError();
				return true;
			case "giveUp": return false;
			case "ignore": return true;
		}
	};
	hls.on(Hls.Events.ERROR, (_event, data) => {
		if (!destroyed && !act(data)) opts.onGiveUp(data);
	});
	hls.loadSource(url);
	hls.attachMedia(video);
	return {
		recoverElementError: () => !destroyed && act({
			type: Hls.ErrorTypes.MEDIA_ERROR,
			details: "mediaElementError",
			fatal: true
		}),
		destroy() {
			destroyed = true;
			hls.destroy();
		}
	};
}
/**
* Spec §8: error code 4 (source not supported) is a normal close — back to the poster, no error shown;
* every other error (or an error without a code) shows the poster in the error state.
*/
function mediaErrorOutcome(code) {
	return code === 4 ? "close" : "error";
}
/** `.m3u8` before any query or fragment, case-insensitive. */
function isHlsUrl(url) {
	return /\.m3u8(?:[?#].*)?$/i.test(url);
}
/**
* mp4 (and anything not HLS) plays directly; HLS plays natively where the element says it can
* (`canPlayType` → 'maybe' | 'probably'), else through hls.js.
*/
function chooseEngine(url, canPlayType) {
	if (!isHlsUrl(url)) return "native";
	return canPlayType("application/vnd.apple.mpegurl") !== "" ? "native" : "hls.js";
}
// src/features/video/useVideoPlayback.ts
function isAbortError(err) {
	return err instanceof DOMException && err.name === "AbortError";
}
/**
* Drives one <video>: the source is attached only on the first play (nothing downloads for a video never
* watched), it plays muted when `inView` turns true and pauses when it turns false, one player at a time.
* Spec §8: error 4 closes back to the poster; other errors, and hls.js failures past the recovery budget,
* show the poster in the error state. Neither autoplays again until the viewer taps the poster.
*/
function useVideoPlayback(url, videoRef, inView) {
	const [state, setState] = (0, import_react.useState)("poster");
	const [id] = (0, import_react.useState)(() => Symbol("video"));
	const session = (0, import_react.useRef)(null);
	const closed = (0, import_react.useRef)(false);
	const teardown = (0, import_react.useCallback)(() => {
		const s = session.current;
		session.current = null;
		activePlayer.release(id);
		s?.stop();
	}, [id]);
	const close = (0, import_react.useCallback)((outcome) => {
		closed.current = true;
		teardown();
		setState(outcome === "close" ? "poster" : "error");
	}, [teardown]);
	const attach = (0, import_react.useCallback)((video) => {
		const ctrl = new AbortController();
		const on = { signal: ctrl.signal };
		const s = {
			ready: Promise.resolve(),
			played: false,
			hls: null,
			stop: () => void 0
		};
		const current = () => session.current === s;
		video.addEventListener("playing", () => {
			s.played = true;
			if (current()) setState("playing");
		}, on);
		video.addEventListener("pause", () => {
			if (!current()) return;
			activePlayer.release(id);
			setState(s.played ? "paused" : "poster");
		}, on);
		video.addEventListener("error", () => {
			if (!current()) return;
			const code = video.error?.code;
			if (code !== 4 && s.hls?.recoverElementError()) return;
			if (mediaErrorOutcome(code) === "error") console.warn("[VideoPlayer] playback failed, showing the poster:", url, code, video.error?.message);
			close(mediaErrorOutcome(code));
		}, on);
		if (chooseEngine(url, (mime) => video.canPlayType(mime)) === "native") video.src = url;
		else s.ready = attachHls(video, url, {
			signal: ctrl.signal,
			onGiveUp: (e) => {
				console.warn("[VideoPlayer] hls.js gave up, showing the poster:", url, e.type, e.details);
				if (current()) close("error");
			}
		}).then((hls) => {
			if (ctrl.signal.aborted) return hls?.destroy();
			if (!hls) return void (current() && close("close"));
			s.hls = hls;
		}, (err) => {
			console.warn("[VideoPlayer] hls.js did not load:", err);
			if (current()) close("error");
		});
		s.stop = () => {
			ctrl.abort();
			s.hls?.destroy();
			video.pause();
			video.removeAttribute("src");
			video.load();
		};
		return s;
	}, [
		id,
		url,
		close
	]);
	/** `byViewer`: a tap on the poster, which also retries after a close or an error. */
	const start = (0, import_react.useCallback)(async (byViewer) => {
		const video = videoRef.current;
		if (!video || closed.current && !byViewer) return;
		closed.current = false;
		activePlayer.claim(id, () => video.pause());
		session.current ??= attach(video);
		const s = session.current;
		await s.ready;
		if (session.current !== s || !activePlayer.isActive(id)) return;
		video.muted = true;
		video.play().catch((err) => {
			if (!isAbortError(err) && session.current === s && !s.played) setState("poster");
		});
	}, [
		id,
		attach,
		videoRef
	]);
	(0, import_react.useEffect)(() => {
		if (inView) return void start(false);
		activePlayer.release(id);
		if (session.current) videoRef.current?.pause();
	}, [
		inView,
		start,
		videoRef,
		id
	]);
	(0, import_react.useEffect)(() => teardown, [teardown]);
	return {
		state,
		play: () => void start(true)
	};
}
// src/features/video/messages.ts
var useVideoMessages = defineMessages({
	zh: {
		play: "播放视频",
		unavailable: "视频暂时无法播放，点击重试",
		poster: "视频封面"
	},
	en: {
		play: "Play video",
		unavailable: "Video unavailable, tap to retry",
		poster: "Video poster"
	}
});
var VideoPlayer_module_default = {
	player: "_player_1ocps_2",
	video: "_video_1ocps_9",
	poster: "_poster_1ocps_16",
	posterImg: "_posterImg_1ocps_28",
	playBadge: "_playBadge_1ocps_34",
	note: "_note_1ocps_57"
};
// src/features/video/VideoPlayer.tsx
function Player({ url, pic, title, className }) {
	const m = useVideoMessages();
	const rootRef = (0, import_react.useRef)(null);
	const videoRef = (0, import_react.useRef)(null);
	const inView = useInView(rootRef);
	const { state, play } = useVideoPlayback(mediaUrl(url), videoRef, inView);
	const showPoster = state === "poster" || state === "error";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		ref: rootRef,
		className: [VideoPlayer_module_default.player, className].filter(Boolean).join(" "),
		"data-testid": "video-player",
		"data-state": state,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("video", {
			ref: videoRef,
			className: VideoPlayer_module_default.video,
			muted: true,
			loop: true,
			playsInline: true,
			preload: "none",
			controls: !showPoster,
			"aria-label": title,
			disablePictureInPicture: true
		}), showPoster && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
			type: "button",
			className: VideoPlayer_module_default.poster,
			"data-testid": "video-poster",
			onClick: play,
			"aria-label": m.play,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EncryptedImage, {
					src: pic,
					alt: title ? `${title} · ${m.poster}` : m.poster,
					className: VideoPlayer_module_default.posterImg
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: VideoPlayer_module_default.playBadge,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlayIcon, {})
				}),
				state === "error" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: VideoPlayer_module_default.note,
					children: m.unavailable
				})
			]
		})]
	});
}
/**
* Spec §4 video: poster first, plays muted inline once half of it is on screen, pauses when it leaves; one
* player plays at a time; mp4 and native HLS play directly, other HLS through hls.js loaded on demand.
*/
function VideoPlayer(props) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Player, { ...props }, props.url);
}
// src/features/detail/DetailView.tsx
/** A loaded post: one column on mobile, content + sticky summary on desktop. */
function DetailView({ post }) {
	const m = useDetailMessages();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: DetailView_module_default.layout,
		"data-testid": "detail",
		"data-kind": post.kind,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: DetailView_module_default.main,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: DetailView_module_default.galleryBox,
					children: [post.video && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VideoPlayer, {
						url: post.video.url,
						pic: post.video.pic,
						title: post.title,
						className: DetailView_module_default.video
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Gallery, {
						images: post.images,
						title: post.title,
						noImages: m.noImages
					})]
				}),
				!post.locked && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: DetailView_module_default.factsBox,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailFacts, { post })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: DetailView_module_default.descBox,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailDescription, { post })
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("aside", {
			className: DetailView_module_default.aside,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: DetailView_module_default.headerBox,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailHeader, { post })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: DetailView_module_default.contactBox,
					children: post.locked ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VipLockCard, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContactCard, {
						contact: post.contact,
						returnTo: detailPath(post.kind, post.id)
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: DetailView_module_default.authorBox,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthorCard, { post })
				})
			]
		})]
	});
}
function DetailSkeleton() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: DetailView_module_default.layout,
		"aria-busy": "true",
		"data-testid": "detail-loading",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: DetailView_module_default.main,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: `${DetailView_module_default.galleryBox} ${DetailView_module_default.skeleton} ${DetailView_module_default.skGallery}` })
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: DetailView_module_default.aside,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: `${DetailView_module_default.headerBox} ${DetailView_module_default.skHeader}`,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: `${DetailView_module_default.skeleton} ${DetailView_module_default.skLine} ${DetailView_module_default.skShort}` }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: `${DetailView_module_default.skeleton} ${DetailView_module_default.skLine}` }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: `${DetailView_module_default.skeleton} ${DetailView_module_default.skLine} ${DetailView_module_default.skShort}` })
				]
			})
		})]
	});
}
// src/features/detail/useDetail.ts
/**
* One post of any kind (getInfo serves all four). The login state is part of the key because the reply
* carries the contact only for a logged-in caller: logging in from the detail page refetches it.
*/
function useDetail(kind, id) {
	const { isLogin } = useUser();
	const key = kind && id > 0 ? `${kind}:${id}:${isLogin ? 1 : 0}` : null;
	return useAsync(key, (signal) => getInfo({
		id,
		kind: kind ?? void 0
	}, { signal }));
}
// src/screens/Details/DetailScreen.tsx
/** /details/<kind>/<id> for all four kinds; the route supplies `kind` (fixed per route) and `id`. */
function DetailScreen() {
	const m = useDetailMessages();
	const params = useRouteParams();
	const kind = isPostKind(params.kind) ? params.kind : null;
	const id = Number(params.id ?? 0);
	const result = useDetail(kind, id);
	if (!kind || !(id > 0) || result.status === "error" && errorStatus(result.error) === STATUS.NOT_FOUND) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailNotice, {
		testId: "detail-not-found",
		icon: "?",
		title: m.notFoundTitle,
		hint: m.notFoundHint,
		action: {
			label: m.backHome,
			to: "/"
		}
	});
	if (result.status === "error") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailNotice, {
		testId: "detail-error",
		icon: "!",
		title: m.errorTitle,
		hint: errorText(result.error, m.errorFallback),
		action: {
			label: m.retry,
			run: result.reload
		}
	});
	if (result.status === "loading") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailSkeleton, {});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DetailView, { post: result.data });
}
export { DetailScreen };

//# sourceMappingURL=DetailScreen-Cul5_F86.js.map