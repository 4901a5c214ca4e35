import { g as __toESM, m as require_react, t as require_jsx_runtime } from "./jsx-runtime-EQXuroYZ.js";
import { s as AppLink } from "./index-z8szgiez.js";
import { n as errorText } from "./scale-CeJ8TK70.js";
import { c as HeartIcon, l as ImagesIcon, n as ChevronRightIcon, p as PinIcon, s as EyeIcon, t as ChevronLeftIcon } from "./icons-Aqvlm-N7.js";
import { n as formatPrice, r as shortenNumber, t as useListingMessages } from "./messages-C_rzRTeO.js";
import { c as getInfoList, l as search, t as EncryptedImage } from "./EncryptedImage-BvnAkxA9.js";
import { r as useTaxonomy, t as detailPath } from "./paths-BzNakcJl.js";
import { t as PlayIcon } from "./PlayIcon-FVdNT0au.js";
import { t as useAsync } from "./useAsync-ZvSS0EoT.js";
import { n as defaultRangeExtractor, t as useWindowVirtualizer } from "./esm-BznLOiFS.js";
// src/features/listing/list-query.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** A digits-only route segment as a code; anything else (missing, empty, non-digit) reads as 0 = all. */
function parseCode(raw) {
	if (!raw || !/^\d{1,12}$/.test(raw)) return 0;
	return Number(raw);
}
/** A route page segment: missing or 0 is the first page. */
function parsePage(raw) {
	return Math.max(1, parseCode(raw));
}
/** wouter decodes the path with decodeURI, which leaves %2F and friends; finish the job without throwing. */
function decodeSegment(raw) {
	if (!raw) return "";
	try {
		return decodeURIComponent(raw);
	} catch {
		return raw;
	}
}
function listStateFromParams(p) {
	return {
		cityCode: parseCode(p.cityCode),
		typeCode: parseCode(p.typeCode),
		modeCode: parseCode(p.modeCode),
		page: parsePage(p.paginationCode)
	};
}
function searchStateFromParams(p) {
	return {
		cityCode: parseCode(p.cityCode),
		typeCode: parseCode(p.typeCode),
		keyword: decodeSegment(p.keyword).trim(),
		page: parsePage(p.paginationCode)
	};
}
/** The API payload: "all" codes are left out rather than sent as 0. */
function listPayload(s, pageSize = 20) {
	const q = {
		page: s.page,
		pageSize
	};
	if (s.cityCode) q.cityCode = s.cityCode;
	if (s.typeCode) q.typeCode = s.typeCode;
	if (s.modeCode) q.modeCode = s.modeCode;
	return q;
}
function searchPayload(s, pageSize = 20) {
	const q = {
		keyword: s.keyword,
		page: s.page,
		pageSize
	};
	if (s.cityCode) q.cityCode = s.cityCode;
	if (s.typeCode) q.typeCode = s.typeCode;
	return q;
}
/**
* The desktop path of a listing state (the nav helpers add /h on mobile). Trailing default segments are
* dropped so the plain home page stays `/`; inner zeros stay because the segments are positional.
*/
function homePath(s) {
	const segs = [
		s.cityCode,
		s.typeCode,
		s.modeCode,
		s.page > 1 ? s.page : 0
	];
	while (segs.length && segs[segs.length - 1] === 0) segs.pop();
	return "/" + segs.join("/");
}
/** `/search/:cityCode/:typeCode/:keyword/:paginationCode`; the codes stay because the keyword follows them. */
function searchPath(s) {
	if (!s.keyword) return "/search";
	const base = `/search/${s.cityCode}/${s.typeCode}/${encodeURIComponent(s.keyword)}`;
	return s.page > 1 ? `${base}/${s.page}` : base;
}
function pageCount(total, pageSize) {
	return pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;
}
var PostGrid_module_default = {
	grid: "_grid_75wkp_1",
	skeleton: "_skeleton_75wkp_11",
	skMedia: "_skMedia_75wkp_18",
	skLine: "_skLine_75wkp_19",
	shimmer: "_shimmer_75wkp_1",
	short: "_short_75wkp_32",
	state: "_state_75wkp_44",
	stateIcon: "_stateIcon_75wkp_53",
	stateTitle: "_stateTitle_75wkp_65",
	stateHint: "_stateHint_75wkp_70",
	retry: "_retry_75wkp_74"
};
// src/features/listing/GridStates.tsx
var SKELETONS = 10;
function GridSkeleton({ count = SKELETONS }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: PostGrid_module_default.grid,
		"aria-busy": "true",
		children: Array.from({ length: count }, (_, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: PostGrid_module_default.skeleton,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: PostGrid_module_default.skMedia }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: PostGrid_module_default.skLine }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: `${PostGrid_module_default.skLine} ${PostGrid_module_default.short}` })
			]
		}, i))
	});
}
function GridError({ error, onRetry, testId = "list-error" }) {
	const m = useListingMessages();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: PostGrid_module_default.state,
		"data-testid": testId,
		role: "alert",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: PostGrid_module_default.stateIcon,
				children: "!"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: PostGrid_module_default.stateTitle,
				children: m.errorTitle
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: PostGrid_module_default.stateHint,
				children: errorText(error, m.errorFallback)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: PostGrid_module_default.retry,
				onClick: onRetry,
				children: m.retry
			})
		]
	});
}
function GridEmpty({ title, hint, action }) {
	const m = useListingMessages();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: PostGrid_module_default.state,
		"data-testid": "list-empty",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: PostGrid_module_default.stateIcon,
				children: "∅"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: PostGrid_module_default.stateTitle,
				children: title ?? m.emptyTitle
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: PostGrid_module_default.stateHint,
				children: hint ?? m.emptyHint
			}),
			action
		]
	});
}
/** Columns of a grid `width` wide whose cards are at least `minCard` wide with `gap` between them. */
function columnsFor(width, minCard, gap) {
	if (width <= 0 || minCard <= 0) return 1;
	return Math.max(1, Math.floor((width + gap) / (minCard + gap)));
}
function rowCount(items, columns) {
	return columns > 0 ? Math.ceil(items / columns) : 0;
}
/** The row indexes to mount: all of them for a short list, else the visible range plus overscan. */
function rowsToMount(range) {
	if (range.count <= 10) return Array.from({ length: range.count }, (_, i) => i);
	return defaultRangeExtractor(range);
}
/** The row under a point `offset` px below the list's top (clamped to the list). */
function rowAt(offset, rowHeight, rows) {
	if (rows <= 0 || rowHeight <= 0) return 0;
	return Math.min(rows - 1, Math.max(0, Math.floor(offset / rowHeight)));
}
/** The page (1-based, counted from `firstPage`) holding the item at `index` of a list of whole pages. */
function pageOfIndex(index, pageSize, firstPage = 1) {
	return firstPage + Math.floor(Math.max(0, index) / Math.max(1, pageSize));
}
var PostCard_module_default = {
	card: "_card_151qp_1",
	media: "_media_151qp_27",
	img: "_img_151qp_33",
	kind: "_kind_151qp_40",
	vip: "_vip_151qp_41",
	count: "_count_151qp_42",
	personal: "_personal_151qp_63",
	store: "_store_151qp_66",
	certification: "_certification_151qp_69",
	broker: "_broker_151qp_72",
	play: "_play_151qp_89",
	body: "_body_151qp_107",
	title: "_title_151qp_113",
	price: "_price_151qp_125",
	meta: "_meta_151qp_133",
	city: "_city_151qp_141",
	stats: "_stats_151qp_150"
};
// src/features/listing/PostCard.tsx
function PostCardView({ post, labels }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AppLink, {
		to: detailPath(post.kind, post.id),
		className: PostCard_module_default.card,
		"data-testid": "post-card",
		"data-kind": post.kind,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: PostCard_module_default.media,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EncryptedImage, {
					src: post.cover,
					alt: post.title,
					className: PostCard_module_default.img,
					ratio: 4 / 3
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: `${PostCard_module_default.kind} ${PostCard_module_default[post.kind]}`,
					children: labels.kind
				}),
				post.vip && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: PostCard_module_default.vip,
					children: labels.vip
				}),
				post.hasVideo && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: PostCard_module_default.play,
					"data-testid": "video-badge",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlayIcon, {})
				}),
				post.imageCount > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: PostCard_module_default.count,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImagesIcon, {}),
						" ",
						post.imageCount
					]
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: PostCard_module_default.body,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
					className: PostCard_module_default.title,
					children: post.title
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: PostCard_module_default.price,
					children: labels.price
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: PostCard_module_default.meta,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: PostCard_module_default.city,
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PinIcon, {}),
							" ",
							labels.city
						]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: PostCard_module_default.stats,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EyeIcon, {}),
							" ",
							shortenNumber(post.views)
						] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HeartIcon, {}),
							" ",
							shortenNumber(post.favorites)
						] })]
					})]
				})
			]
		})]
	});
}
/** Cards re-render only when their post or resolved labels change (labels are primitives, see PostGrid). */
var PostCard = (0, import_react.memo)(PostCardView, (a, b) => a.post === b.post && a.labels.kind === b.labels.kind && a.labels.vip === b.labels.vip && a.labels.price === b.labels.price && a.labels.city === b.labels.city);
// src/features/listing/usePostLabels.ts
/**
* Resolved card labels per post id (primitives, so memoised cards re-render only on real changes). An
* endless list grows a page at a time: labels already resolved for a post are reused, so an append costs
* its own cards only, not the whole list again.
*/
function usePostLabels(list) {
	const m = useListingMessages();
	const { names } = useTaxonomy();
	const memo = (0, import_react.useRef)(null);
	return (0, import_react.useMemo)(() => {
		if (!memo.current || memo.current.m !== m || memo.current.names !== names) memo.current = {
			m,
			names,
			byPost: /* @__PURE__ */ new WeakMap()
		};
		const { byPost } = memo.current;
		const out = /* @__PURE__ */ new Map();
		for (const p of list ?? []) {
			let labels = byPost.get(p);
			if (!labels) {
				labels = {
					kind: m[`kind_${p.kind}`],
					vip: m.vip,
					price: formatPrice(p.priceMin, p.priceMax, m),
					city: names.city.get(p.cityCode) ?? ""
				};
				byPost.set(p, labels);
			}
			out.set(p.id, labels);
		}
		return out;
	}, [
		list,
		m,
		names
	]);
}
// src/features/listing/useGridMetrics.ts
var INITIAL = {
	columns: 2,
	gap: 10,
	top: 0,
	width: 0
};
function same(a, b) {
	return a.columns === b.columns && a.gap === b.gap && a.top === b.top && a.width === b.width;
}
/**
* Columns, gap and document offset of a grid, from its element and a hidden probe whose CSS size is the
* minimum card width × the gap (so the layout's rem scaling and breakpoints stay in CSS). Re-measured
* whenever the page's layout changes size (an ad banner arriving above the list moves it down).
*/
function useGridMetrics(list, probe) {
	const [metrics, setMetrics] = (0, import_react.useState)(INITIAL);
	(0, import_react.useLayoutEffect)(() => {
		const measure = () => {
			const el = list.current;
			const p = probe.current;
			if (!el || !p) return;
			const rect = el.getBoundingClientRect();
			if (rect.width === 0) return;
			const gap = p.offsetHeight;
			const next = {
				columns: columnsFor(rect.width, p.offsetWidth, gap),
				gap,
				top: Math.round(rect.top + window.scrollY),
				width: Math.round(rect.width)
			};
			setMetrics((m) => same(m, next) ? m : next);
		};
		measure();
		const ro = typeof ResizeObserver === "undefined" ? void 0 : new ResizeObserver(measure);
		ro?.observe(document.body);
		if (list.current) ro?.observe(list.current);
		window.addEventListener("resize", measure);
		return () => {
			ro?.disconnect();
			window.removeEventListener("resize", measure);
		};
	}, [list, probe]);
	return metrics;
}
var VirtualPostGrid_module_default = {
	list: "_list_1thh1_1",
	row: "_row_1thh1_5",
	probe: "_probe_1thh1_14"
};
// src/features/listing/VirtualPostGrid.tsx
/** Where the reader's eye is, as a share of the viewport height: the "page in view" is read there. */
var READING_LINE = .3;
/**
* A card grid virtualised by rows against the window scroll: only rows near the viewport are mounted, so
* images of rows scrolled far away unmount and release their object URLs. Rows are uniform (cards have a
* fixed media ratio and a clamped title), so one measured row sizes them all and positions are exact.
*/
function VirtualPostGrid({ posts, onView, initialIndex }) {
	const list = (0, import_react.useRef)(null);
	const probe = (0, import_react.useRef)(null);
	const metrics = useGridMetrics(list, probe);
	const { columns, gap, top } = metrics;
	const labels = usePostLabels(posts);
	const rows = rowCount(posts.length, columns);
	const cardWidth = metrics.width > 0 ? (metrics.width - gap * (columns - 1)) / columns : 180;
	const [measured, setMeasured] = (0, import_react.useState)(0);
	const rowHeight = measured || Math.round(cardWidth * .75 + 100 + gap);
	const virtualizer = useWindowVirtualizer({
		count: rows,
		estimateSize: () => rowHeight,
		overscan: 3,
		scrollMargin: top,
		rangeExtractor: rowsToMount,
		useFlushSync: false
	});
	(0, import_react.useEffect)(() => virtualizer.measure(), [virtualizer, rowHeight]);
	(0, import_react.useLayoutEffect)(() => {
		const row = list.current?.querySelector("[data-row]");
		if (!row) return;
		const read = () => {
			const h = row.offsetHeight;
			if (h > 0) setMeasured((old) => old === h ? old : h);
		};
		read();
		if (typeof ResizeObserver === "undefined") return;
		const ro = new ResizeObserver(read);
		ro.observe(row);
		return () => ro.disconnect();
	}, [
		rows > 0,
		columns,
		metrics.width
	]);
	const firstId = (0, import_react.useRef)(posts[0]?.id);
	(0, import_react.useLayoutEffect)(() => {
		const before = firstId.current;
		firstId.current = posts[0]?.id;
		if (before === void 0 || before === posts[0]?.id) return;
		const moved = posts.findIndex((p) => p.id === before);
		if (moved > 0) window.scrollBy(0, Math.ceil(moved / columns) * rowHeight);
	}, [
		posts,
		columns,
		rowHeight
	]);
	const restored = (0, import_react.useRef)(initialIndex === void 0);
	(0, import_react.useEffect)(() => {
		if (restored.current || !measured || initialIndex === void 0) return;
		restored.current = true;
		const y = top + Math.floor(initialIndex / columns) * rowHeight - window.innerHeight * READING_LINE + rowHeight / 2;
		window.scrollTo(0, Math.max(0, Math.round(y)));
	}, [
		measured,
		initialIndex,
		top,
		columns,
		rowHeight
	]);
	const offset = (virtualizer.scrollOffset ?? 0) - top;
	const viewport = typeof window === "undefined" ? 0 : window.innerHeight;
	const topIndex = Math.min(posts.length - 1, rowAt(offset + viewport * READING_LINE, rowHeight, rows) * columns);
	const lastIndex = Math.min(posts.length - 1, (rowAt(offset + viewport - 1, rowHeight, rows) + 1) * columns - 1);
	const onViewRef = (0, import_react.useRef)(onView);
	(0, import_react.useLayoutEffect)(() => {
		onViewRef.current = onView;
	});
	(0, import_react.useEffect)(() => {
		if (posts.length > 0 && metrics.width > 0) onViewRef.current?.({
			topIndex,
			lastIndex
		});
	}, [
		topIndex,
		lastIndex,
		posts.length,
		metrics.width
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		ref: list,
		className: VirtualPostGrid_module_default.list,
		style: { height: Math.max(0, virtualizer.getTotalSize() - gap) },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			ref: probe,
			className: VirtualPostGrid_module_default.probe,
			"aria-hidden": "true"
		}), virtualizer.getVirtualItems().map((row) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			"data-row": row.index,
			className: VirtualPostGrid_module_default.row,
			style: {
				transform: `translateY(${row.start - top}px)`,
				gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
				columnGap: gap,
				paddingBottom: gap
			},
			children: posts.slice(row.index * columns, row.index * columns + columns).map((p) => {
				const l = labels.get(p.id);
				return l ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostCard, {
					post: p,
					labels: l
				}, p.id) : null;
			})
		}, row.key))]
	});
}
// src/features/shared/fmt.ts
/** Fills `{name}` placeholders of a message template. */
function fmt(template, vars) {
	return template.replace(/\{(\w+)\}/g, (whole, name) => name in vars ? String(vars[name]) : whole);
}
// src/features/listing/page-window.ts
/** Page numbers to show around the current one: first, last, `radius` either side, gaps between. */
function pageWindow(page, pages, radius = 2) {
	const out = [];
	const lo = Math.max(2, page - radius);
	const hi = Math.min(pages - 1, page + radius);
	out.push(1);
	if (lo > 2) out.push("gap");
	for (let p = lo; p <= hi; p++) out.push(p);
	if (hi < pages - 1) out.push("gap");
	if (pages > 1) out.push(pages);
	return out;
}
var Pager_module_default = {
	pager: "_pager_d8yav_1",
	step: "_step_d8yav_10",
	disabled: "_disabled_d8yav_26",
	numbers: "_numbers_d8yav_30",
	summary: "_summary_d8yav_33",
	num: "_num_d8yav_30",
	gap: "_gap_d8yav_38",
	current: "_current_d8yav_51",
	total: "_total_d8yav_56",
	currentNum: "_currentNum_d8yav_79"
};
// src/features/listing/Pager.tsx
/** Prev / numbers / next, as links so the URL stays the state. */
function Pager({ page, pages, total, pathFor }) {
	const m = useListingMessages();
	const prev = page > 1;
	const next = page < pages;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("nav", {
		className: Pager_module_default.pager,
		"aria-label": "pagination",
		children: [
			prev ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AppLink, {
				to: pathFor(page - 1),
				className: Pager_module_default.step,
				"data-testid": "page-prev",
				"aria-label": m.prev,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronLeftIcon, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: Pager_module_default.stepText,
					children: m.prev
				})]
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: `${Pager_module_default.step} ${Pager_module_default.disabled}`,
				"data-testid": "page-prev",
				"aria-disabled": "true",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronLeftIcon, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: Pager_module_default.stepText,
					children: m.prev
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: Pager_module_default.numbers,
				children: pageWindow(page, pages).map((p, i) => p === "gap" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: Pager_module_default.gap,
					children: "…"
				}, `g${i}`) : p === page ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: `${Pager_module_default.num} ${Pager_module_default.current}`,
					"aria-current": "page",
					children: p
				}, p) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppLink, {
					to: pathFor(p),
					className: Pager_module_default.num,
					children: p
				}, p))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: Pager_module_default.summary,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("b", {
						className: Pager_module_default.currentNum,
						"data-testid": "page-current",
						children: page
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [" / ", pages] }),
					total !== void 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: Pager_module_default.total,
						children: [" · ", fmt(m.total, { total })]
					})
				]
			}),
			next ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AppLink, {
				to: pathFor(page + 1),
				className: Pager_module_default.step,
				"data-testid": "page-next",
				"aria-label": m.next,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: Pager_module_default.stepText,
					children: m.next
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronRightIcon, {})]
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: `${Pager_module_default.step} ${Pager_module_default.disabled}`,
				"data-testid": "page-next",
				"aria-disabled": "true",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: Pager_module_default.stepText,
					children: m.next
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronRightIcon, {})]
			})
		]
	});
}
// src/features/listing/PostGrid.tsx
/** One page of cards with its loading skeletons, empty state and error state (with retry). */
function PostGrid({ result, emptyTitle, emptyHint, emptyAction }) {
	if (result.status === "loading") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GridSkeleton, {});
	if (result.status === "error") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GridError, {
		error: result.error,
		onRetry: result.reload
	});
	const list = result.data.list;
	if (!list.length) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GridEmpty, {
		title: emptyTitle,
		hint: emptyHint,
		action: emptyAction
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VirtualPostGrid, { posts: list });
}
// src/features/listing/usePostList.ts
/** One page of the home listing for a route state. */
function usePostList(state) {
	const payload = listPayload(state);
	return useAsync(JSON.stringify(payload), (signal) => getInfoList(payload, { signal }));
}
/** One page of search results; idle (no request) while the keyword is empty. */
function useSearchResults(state) {
	const payload = searchPayload(state);
	return useAsync(state.keyword ? JSON.stringify(payload) : null, (signal) => search(payload, { signal }));
}
export { VirtualPostGrid as a, GridError as c, listPayload as d, listStateFromParams as f, searchStateFromParams as h, Pager as i, GridSkeleton as l, searchPath as m, useSearchResults as n, pageOfIndex as o, pageCount as p, PostGrid as r, GridEmpty as s, usePostList as t, homePath as u };

//# sourceMappingURL=usePostList-BbJPY0P7.js.map