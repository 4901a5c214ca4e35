import { g as __toESM, m as require_react, t as require_jsx_runtime } from "./jsx-runtime-EQXuroYZ.js";
import { c as go, p as useRouteParams, s as AppLink, u as hrefFor } from "./index-z8szgiez.js";
import { c as getInfoList, d as buyNotice, r as loadAds, t as EncryptedImage, u as adsClick } from "./EncryptedImage-BvnAkxA9.js";
import { E as dismissAppTips, N as useGlobal, p as showToast, t as defineMessages } from "./i18n-C3XVg8G-.js";
import { t as useAsync } from "./useAsync-ZvSS0EoT.js";
import { d as MegaphoneIcon, i as CloseIcon, o as DownloadIcon } from "./icons-Aqvlm-N7.js";
import { a as localName, i as groupCities, r as useTaxonomy } from "./paths-BzNakcJl.js";
import { a as VirtualPostGrid, c as GridError, d as listPayload, f as listStateFromParams, i as Pager, l as GridSkeleton, o as pageOfIndex, p as pageCount, r as PostGrid, s as GridEmpty, t as usePostList, u as homePath } from "./usePostList-BbJPY0P7.js";
import { r as isCancel } from "./scale-CeJ8TK70.js";
// src/features/home/messages.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var useHomeMessages = defineMessages({
	zh: {
		city: "城市",
		type: "类型",
		mode: "方式",
		allCities: "全部城市",
		allTypes: "全部类型",
		allModes: "全部方式",
		domestic: "国内",
		abroad: "海外",
		notice: "最新动态",
		appTitle: "下载 App，浏览更流畅",
		appHint: "图片秒开，消息实时提醒",
		appAction: "下载",
		appSoon: "App 即将上线，敬请期待",
		close: "关闭",
		ad: "广告"
	},
	en: {
		city: "City",
		type: "Type",
		mode: "Mode",
		allCities: "All cities",
		allTypes: "All types",
		allModes: "All modes",
		domestic: "Domestic",
		abroad: "Abroad",
		notice: "Latest",
		appTitle: "Get the app for a smoother ride",
		appHint: "Instant images and live notifications",
		appAction: "Get",
		appSoon: "The app is coming soon",
		close: "Close",
		ad: "Ad"
	}
});
/** The home banner ads (loadAds fills global state once). */
function useBannerAds() {
	const snap = useGlobal();
	const hasAds = Object.keys(snap.ads).length > 0;
	(0, import_react.useEffect)(() => {
		if (hasAds) return;
		loadAds().catch(() => void 0);
	}, [hasAds]);
	return snap.ads["home_banner"] ?? [];
}
/** Recent buy notices for the scrolling line; empty on failure. */
function useBuyNotices() {
	return useAsync("buyNotice", (signal) => buyNotice({}, { signal })).data ?? [];
}
var AdBanner_module_default = {
	banner: "_banner_1dqj4_1",
	track: "_track_1dqj4_4",
	slide: "_slide_1dqj4_15",
	img: "_img_1dqj4_30",
	caption: "_caption_1dqj4_36",
	tag: "_tag_1dqj4_52",
	dots: "_dots_1dqj4_60",
	dot: "_dot_1dqj4_60",
	dotOn: "_dotOn_1dqj4_68"
};
// src/features/home/AdBanner.tsx
var import_jsx_runtime = require_jsx_runtime();
var ADVANCE_MS = 4500;
/** Spec §3: type 2 is an in-app route, everything else opens a new window. */
var IN_APP = 2;
function openAd(ad) {
	adsClick({ id: ad.id }).catch(() => void 0);
	if (ad.type === IN_APP) go(ad.url);
	else window.open(ad.url, "_blank", "noopener");
}
/** The home_banner slot: a snap-scrolling strip that advances by itself until touched. */
function AdBanner() {
	const ads = useBannerAds();
	const m = useHomeMessages();
	const track = (0, import_react.useRef)(null);
	const [index, setIndex] = (0, import_react.useState)(0);
	const [paused, setPaused] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(() => {
		const el = track.current;
		if (!el || paused || ads.length < 2) return;
		const t = setInterval(() => {
			const slide = el.firstElementChild;
			if (!slide) return;
			const step = slide.offsetWidth;
			const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4;
			el.scrollTo({
				left: atEnd ? 0 : el.scrollLeft + step,
				behavior: "smooth"
			});
		}, ADVANCE_MS);
		return () => clearInterval(t);
	}, [ads.length, paused]);
	if (!ads.length) return null;
	const onScroll = () => {
		const el = track.current;
		const slide = el?.firstElementChild;
		if (el && slide?.offsetWidth) setIndex(Math.round(el.scrollLeft / slide.offsetWidth));
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: AdBanner_module_default.banner,
		"data-testid": "ad-banner",
		onPointerEnter: () => setPaused(true),
		onPointerLeave: () => setPaused(false),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: AdBanner_module_default.track,
			ref: track,
			onScroll,
			onTouchStart: () => setPaused(true),
			children: ads.map((ad) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
				type: "button",
				className: AdBanner_module_default.slide,
				onClick: () => openAd(ad),
				"data-testid": "ad-slide",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EncryptedImage, {
					src: ad.image,
					alt: ad.title,
					className: AdBanner_module_default.img
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: AdBanner_module_default.caption,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: AdBanner_module_default.tag,
						children: m.ad
					}), ad.title]
				})]
			}, ad.id))
		}), ads.length > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: AdBanner_module_default.dots,
			"aria-hidden": "true",
			children: ads.map((ad, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { className: i === index ? AdBanner_module_default.dotOn : AdBanner_module_default.dot }, ad.id))
		})]
	});
}
var AppDownTip_module_default = {
	tip: "_tip_uxehq_1",
	logo: "_logo_uxehq_10",
	text: "_text_uxehq_21",
	action: "_action_uxehq_38",
	close: "_close_uxehq_50"
};
// src/features/home/AppDownTip.tsx
/** The mobile app-download tip (spec: shown by default, dismissible). */
function AppDownTip() {
	const { appdownTips, isDesktop } = useGlobal();
	const m = useHomeMessages();
	if (!appdownTips || isDesktop) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: AppDownTip_module_default.tip,
		"data-testid": "app-down-tip",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: AppDownTip_module_default.logo,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DownloadIcon, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: AppDownTip_module_default.text,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("b", { children: m.appTitle }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("small", { children: m.appHint })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: AppDownTip_module_default.action,
				onClick: () => showToast(m.appSoon),
				children: m.appAction
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: AppDownTip_module_default.close,
				onClick: dismissAppTips,
				"aria-label": m.close,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseIcon, {})
			})
		]
	});
}
var BuyNotice_module_default = {
	notice: "_notice_ixvin_1",
	badge: "_badge_ixvin_11",
	window: "_window_ixvin_19",
	line: "_line_ixvin_26",
	rise: "_rise_ixvin_1"
};
// src/features/home/BuyNotice.tsx
var ROTATE_MS = 3200;
/** One-line notice ticker: each notice slides up in turn. */
function BuyNotice() {
	const notices = useBuyNotices();
	const m = useHomeMessages();
	const [i, setI] = (0, import_react.useState)(0);
	(0, import_react.useEffect)(() => {
		if (notices.length < 2) return;
		const t = setInterval(() => setI((n) => (n + 1) % notices.length), ROTATE_MS);
		return () => clearInterval(t);
	}, [notices.length]);
	if (!notices.length) return null;
	const current = notices[i % notices.length];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: BuyNotice_module_default.notice,
		"data-testid": "buy-notice",
		"aria-live": "polite",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
			className: BuyNotice_module_default.badge,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MegaphoneIcon, {}),
				" ",
				m.notice
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: BuyNotice_module_default.window,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: BuyNotice_module_default.line,
				children: current?.text
			}, current?.id)
		})]
	});
}
var FilterBar_module_default = {
	bar: "_bar_1r0tt_1",
	field: "_field_1r0tt_6",
	active: "_active_1r0tt_35",
	label: "_label_1r0tt_39",
	select: "_select_1r0tt_44"
};
// src/features/home/FilterBar.tsx
/** City / type / mode pickers: native selects whose value is the code ('0' = all). */
function FilterBar({ state, onChange }) {
	const m = useHomeMessages();
	const { taxonomy, lang } = useTaxonomy();
	const cities = groupCities(taxonomy?.cities ?? []);
	const pick = (field) => (e) => onChange({
		...state,
		[field]: Number(e.target.value) || 0,
		page: 1
	});
	const options = (list) => (list ?? []).map((i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
		value: String(i.code),
		children: localName(i, lang)
	}, i.code));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: FilterBar_module_default.bar,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
				className: `${FilterBar_module_default.field} ${state.cityCode ? FilterBar_module_default.active : ""}`,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: FilterBar_module_default.label,
					children: m.city
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("select", {
					"data-testid": "city-picker",
					value: String(state.cityCode),
					onChange: pick("cityCode"),
					className: FilterBar_module_default.select,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: "0",
							children: m.allCities
						}),
						cities.domestic.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("optgroup", {
							label: m.domestic,
							children: options(cities.domestic)
						}),
						cities.abroad.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("optgroup", {
							label: m.abroad,
							children: cities.abroad.map((c) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("option", {
								value: String(c.code),
								children: [localName(c, lang), c.region ? ` · ${c.region}` : ""]
							}, c.code))
						})
					]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
				className: `${FilterBar_module_default.field} ${state.typeCode ? FilterBar_module_default.active : ""}`,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: FilterBar_module_default.label,
					children: m.type
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("select", {
					"data-testid": "type-picker",
					value: String(state.typeCode),
					onChange: pick("typeCode"),
					className: FilterBar_module_default.select,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: "0",
						children: m.allTypes
					}), options(taxonomy?.types)]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
				className: `${FilterBar_module_default.field} ${state.modeCode ? FilterBar_module_default.active : ""}`,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: FilterBar_module_default.label,
					children: m.mode
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("select", {
					"data-testid": "mode-picker",
					value: String(state.modeCode),
					onChange: pick("modeCode"),
					className: FilterBar_module_default.select,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: "0",
						children: m.allModes
					}), options(taxonomy?.modes)]
				})]
			})
		]
	});
}
// src/features/listing/quiet-url.ts
/**
* Replaces the address bar's path without telling the router. The router keys kept-alive screens by their
* params, so a routed replace of the page number would mount a fresh list on every page scrolled past;
* the native History method (wouter patches only the instance's own property) just keeps the URL right
* for reload, sharing and browser back. `path` is in desktop form; the /h prefix is added on mobile.
*/
function replaceUrlQuietly(path) {
	if (typeof history === "undefined") return;
	const href = hrefFor(path);
	if (location.pathname + location.search === href) return;
	History.prototype.replaceState.call(history, history.state, "", href);
}
var sessions = /* @__PURE__ */ new Map();
function lastPageOf(s) {
	return s.firstPage + s.pages.length - 1;
}
/** The session for this filter set when it holds `page`, else undefined. */
function findSession(key, page) {
	const s = sessions.get(key);
	if (!s || page < s.firstPage || page > lastPageOf(s)) return void 0;
	return s;
}
function saveSession(key, s) {
	sessions.delete(key);
	sessions.set(key, s);
	for (const k of sessions.keys()) {
		if (sessions.size <= 3) break;
		sessions.delete(k);
	}
}
// src/features/listing/useInfinitePosts.ts
function filtersKey(f) {
	return `${f.cityCode}/${f.typeCode}/${f.modeCode}`;
}
/**
* The mobile home list: starts at `startPage`, appends the next page on demand and prepends earlier ones,
* one request at a time. A list mounted again for the same filters and a page it had loaded comes back
* from its session (see infinite-sessions.ts).
*/
function useInfinitePosts(filters, startPage) {
	const key = filtersKey(filters);
	const [restored] = (0, import_react.useState)(() => findSession(key, startPage));
	const [data, setData] = (0, import_react.useState)(() => restored ? {
		firstPage: restored.firstPage,
		pages: restored.pages
	} : null);
	const [error, setError] = (0, import_react.useState)(null);
	const [moreError, setMoreError] = (0, import_react.useState)(null);
	const [busy, setBusy] = (0, import_react.useState)(false);
	const [tick, setTick] = (0, import_react.useState)(0);
	const inFlight = (0, import_react.useRef)(null);
	const topIndex = (0, import_react.useRef)(restored?.topIndex ?? 0);
	const fetchPage = (0, import_react.useCallback)((page, signal) => getInfoList(listPayload({
		...filters,
		page
	}), { signal }), [key]);
	(0, import_react.useEffect)(() => {
		if (data) return;
		const ctrl = new AbortController();
		fetchPage(startPage, ctrl.signal).then((page) => !ctrl.signal.aborted && setData({
			firstPage: startPage,
			pages: [page]
		}), (err) => !ctrl.signal.aborted && !isCancel(err) && setError(err));
		return () => ctrl.abort();
	}, [
		data,
		fetchPage,
		startPage,
		tick
	]);
	(0, import_react.useEffect)(() => {
		if (data) saveSession(key, {
			...data,
			topIndex: topIndex.current
		});
	}, [data, key]);
	(0, import_react.useEffect)(() => () => {
		inFlight.current?.abort();
		inFlight.current = null;
		setBusy(false);
	}, []);
	const last = data ? data.pages[data.pages.length - 1] : void 0;
	const total = last?.total ?? 0;
	const pageSize = last?.pageSize || 1;
	const lastPage = data ? lastPageOf(data) : startPage;
	const done = !!data && (!last || last.list.length === 0 || lastPage >= pageCount(total, pageSize));
	const load = (page, place) => {
		if (!data || inFlight.current) return;
		const ctrl = new AbortController();
		inFlight.current = ctrl;
		setBusy(true);
		setMoreError(null);
		fetchPage(page, ctrl.signal).then((p) => {
			if (ctrl.signal.aborted) return;
			setData((d) => {
				if (!d) return d;
				if (place === "append" && lastPageOf(d) === page - 1) return {
					...d,
					pages: [...d.pages, p]
				};
				if (place === "prepend" && d.firstPage === page + 1) return {
					firstPage: page,
					pages: [p, ...d.pages]
				};
				return d;
			});
		}, (err) => !ctrl.signal.aborted && !isCancel(err) && setMoreError(err)).finally(() => {
			if (inFlight.current === ctrl) {
				inFlight.current = null;
				setBusy(false);
			}
		});
	};
	const posts = (0, import_react.useMemo)(() => data ? data.pages.flatMap((p) => p.list) : [], [data]);
	return {
		status: data ? "ok" : error ? "error" : "loading",
		posts,
		firstPage: data?.firstPage ?? startPage,
		lastPage,
		total,
		pageSize,
		done,
		busy,
		moreError,
		error,
		restoreIndex: restored?.topIndex,
		loadMore: () => !done && load(lastPage + 1, "append"),
		loadEarlier: () => data && data.firstPage > 1 && load(data.firstPage - 1, "prepend"),
		reload: () => {
			setError(null);
			setData(null);
			setTick((t) => t + 1);
		},
		noteTopIndex: (index) => {
			topIndex.current = index;
			if (data) saveSession(key, {
				...data,
				topIndex: index
			});
		}
	};
}
// src/screens/Home/messages.ts
var useHomeScreenMessages = defineMessages({
	zh: {
		latest: "最新发布",
		filtered: "筛选结果",
		reset: "清除筛选",
		pastEnd: "没有更多了",
		pastEndHint: "这一页已经超出结果范围",
		firstPage: "回到第一页",
		total: (n) => `共 ${n} 条`,
		loadEarlier: (page) => `加载第 ${page} 页`,
		loadingMore: "加载中…",
		end: "没有更多了",
		moreFailed: "加载失败，点击重试"
	},
	en: {
		latest: "Latest listings",
		filtered: "Filtered listings",
		reset: "Clear filters",
		pastEnd: "No more posts",
		pastEndHint: "This page is past the last result",
		firstPage: "Back to page 1",
		total: (n) => `${n} posts`,
		loadEarlier: (page) => `Load page ${page}`,
		loadingMore: "Loading…",
		end: "That is everything",
		moreFailed: "Could not load, tap to retry"
	}
});
var HomeScreen_module_default = {
	screen: "_screen_1a1xf_1",
	filters: "_filters_1a1xf_8",
	heading: "_heading_1a1xf_11",
	count: "_count_1a1xf_23",
	reset: "_reset_1a1xf_30",
	firstPage: "_firstPage_1a1xf_49",
	infinite: "_infinite_1a1xf_58",
	footer: "_footer_1a1xf_63",
	more: "_more_1a1xf_70"
};
// src/screens/Home/HomeInfinite.tsx
/** Ask for the next page when the last card in view is this close to the end (about two rows on a phone). */
var LOAD_AHEAD_ITEMS = 4;
/**
* The phone's home list: one endless, virtualised list from the route's page on. The page in view is kept
* in the address bar (quietly replaced), so a reload or browser back lands where the reader was.
*/
function HomeInfinite({ state, onTotal }) {
	const m = useHomeScreenMessages();
	const list = useInfinitePosts(state, state.page);
	const [inView, setInView] = (0, import_react.useState)(state.page);
	const total = list.status === "ok" ? list.total : void 0;
	(0, import_react.useEffect)(() => onTotal(total), [onTotal, total]);
	const onView = ({ topIndex, lastIndex }) => {
		list.noteTopIndex(topIndex);
		const page = pageOfIndex(topIndex, list.pageSize, list.firstPage);
		setInView(page);
		replaceUrlQuietly(homePath({
			...state,
			page
		}));
		if (lastIndex >= list.posts.length - LOAD_AHEAD_ITEMS && !list.moreError) list.loadMore();
	};
	if (list.status === "loading") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GridSkeleton, {});
	if (list.status === "error") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GridError, {
		error: list.error,
		onRetry: list.reload
	});
	if (list.posts.length === 0) {
		const past = state.page > 1;
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GridEmpty, { ...past && {
			title: m.pastEnd,
			hint: m.pastEndHint,
			action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppLink, {
				to: homePath({
					...state,
					page: 1
				}),
				className: HomeScreen_module_default.firstPage,
				children: m.firstPage
			})
		} });
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: HomeScreen_module_default.infinite,
		"data-testid": "home-list",
		"data-page-in-view": inView,
		"data-first-page": list.firstPage,
		"data-last-page": list.lastPage,
		children: [
			list.firstPage > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: HomeScreen_module_default.more,
				onClick: list.loadEarlier,
				disabled: list.busy,
				"data-testid": "load-earlier",
				children: list.busy ? m.loadingMore : m.loadEarlier(list.firstPage - 1)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(VirtualPostGrid, {
				posts: list.posts,
				onView,
				initialIndex: list.restoreIndex
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: HomeScreen_module_default.footer,
				children: list.moreError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: HomeScreen_module_default.more,
					onClick: list.loadMore,
					"data-testid": "load-more-retry",
					children: m.moreFailed
				}) : list.done ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					"data-testid": "list-end",
					children: m.end
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					"data-testid": "list-more",
					"aria-busy": "true",
					children: m.loadingMore
				})
			})
		]
	});
}
// src/screens/Home/HomePaged.tsx
/** Desktop home: one page at a time with numbered pagination; the URL carries the page. */
function HomePaged({ state, onTotal }) {
	const m = useHomeScreenMessages();
	const result = usePostList(state);
	const data = result.data;
	const pages = data ? pageCount(data.total, data.pageSize) : 1;
	const pastEnd = !!data && data.list.length === 0 && state.page > 1;
	const pathFor = (page) => homePath({
		...state,
		page
	});
	const total = data?.total;
	(0, import_react.useEffect)(() => onTotal(total), [onTotal, total]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostGrid, {
		result,
		...pastEnd && {
			emptyTitle: m.pastEnd,
			emptyHint: m.pastEndHint,
			emptyAction: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppLink, {
				to: pathFor(1),
				className: HomeScreen_module_default.firstPage,
				children: m.firstPage
			})
		}
	}), data && data.list.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pager, {
		page: state.page,
		pages,
		total: data.total,
		pathFor
	})] });
}
// src/screens/Home/HomeScreen.tsx
/**
* Home listing: the URL (/:city/:type/:mode/:page) is the state; every filter change navigates. Desktop
* pages through numbered pages; a phone scrolls one endless list that keeps the page in view in the URL.
*/
function HomeScreen() {
	const m = useHomeScreenMessages();
	const { isDesktop } = useGlobal();
	const state = listStateFromParams(useRouteParams());
	const filtered = state.cityCode + state.typeCode + state.modeCode > 0;
	const [total, setTotal] = (0, import_react.useState)();
	const top = (0, import_react.useRef)(null);
	const lastPage = (0, import_react.useRef)(state.page);
	(0, import_react.useEffect)(() => {
		if (lastPage.current !== state.page && isDesktop) top.current?.scrollIntoView({ block: "start" });
		lastPage.current = state.page;
	}, [state.page, isDesktop]);
	const change = (next) => go(homePath(next));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: HomeScreen_module_default.screen,
		"data-testid": "home-screen",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppDownTip, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdBanner, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BuyNotice, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: HomeScreen_module_default.filters,
				ref: top,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FilterBar, {
					state,
					onChange: change
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: HomeScreen_module_default.heading,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: filtered ? m.filtered : m.latest }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: HomeScreen_module_default.count,
					children: [total !== void 0 && m.total(total), filtered && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: HomeScreen_module_default.reset,
						onClick: () => go("/"),
						children: m.reset
					})]
				})]
			}),
			isDesktop ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HomePaged, {
				state,
				onTotal: setTotal
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HomeInfinite, {
				state,
				onTotal: setTotal
			})
		]
	});
}
export { HomeScreen };

//# sourceMappingURL=HomeScreen-CIIS-jN3.js.map