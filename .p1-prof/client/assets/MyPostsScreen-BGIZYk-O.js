import { g as __toESM, m as require_react, t as require_jsx_runtime } from "./jsx-runtime-EQXuroYZ.js";
import { c as go, r as Dialog, s as AppLink } from "./index-z8szgiez.js";
import { f as showConfirm, n as useLang, p as showToast, t as defineMessages } from "./i18n-C3XVg8G-.js";
import { c as POST_STATUS, n as errorText, r as isCancel } from "./scale-CeJ8TK70.js";
import { t as useWindowVirtualizer } from "./esm-BznLOiFS.js";
import { n as formatPrice, r as shortenNumber, t as useListingMessages } from "./messages-C_rzRTeO.js";
import { r as useTaxonomy, t as detailPath } from "./paths-BzNakcJl.js";
import { n as statusTone, t as statusLabel } from "./status-label-Eg9qljr7.js";
import { t as EncryptedImage } from "./EncryptedImage-BvnAkxA9.js";
import { d as myPost, g as DELETE_ENDPOINT, i as deleteInfo, r as deleteBroker, t as changeStatus } from "./release-DFrSEJI7.js";
// src/features/my-posts/messages.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var useMyPostsMessages = defineMessages({
	zh: {
		title: "我的发布",
		subtitle: (n) => `共 ${n} 条`,
		all: "全部",
		pending: "审核中",
		verified: "已通过",
		failed: "未通过",
		takenDown: "已下架",
		edit: "编辑",
		takeDown: "下架",
		restore: "重新上架",
		delete: "删除",
		deleteTitle: "删除这条信息？",
		deleteMessage: "删除后无法恢复。",
		deleteConfirm: "删除",
		takeDownTitle: "下架这条信息？",
		takeDownMessage: "下架后其他人将看不到它，之后可以重新上架。",
		takeDownConfirm: "下架",
		deleted: "已删除",
		takenDownToast: "已下架",
		restored: "已重新上架",
		actionFailed: "操作失败",
		reviewNote: "未通过原因：",
		updated: (d) => `更新于 ${d}`,
		views: (n) => `${n} 浏览`,
		emptyTitle: "还没有发布过信息",
		emptyFiltered: "这个分类下没有信息",
		emptyHint: "发布店铺、个人服务或经纪信息，审核通过后公开展示",
		publish: "发布",
		publishFirst: "发布第一条",
		chooseKind: "发布什么？",
		kind_personal: "个人信息",
		kind_store: "店铺",
		kind_broker: "经纪信息",
		kind_certification: "申请认证",
		kindHint_personal: "个人服务者，如家教、维修、按摩师",
		kindHint_store: "有门店的商家，如咖啡馆、诊所、学校",
		kindHint_broker: "房产、留学等中介经纪人",
		kindHint_certification: "提交执照，获得官方认证标识",
		loadFailed: "加载失败",
		retry: "重试",
		loadingMore: "加载中…",
		close: "关闭",
		cancel: "取消"
	},
	en: {
		title: "My posts",
		subtitle: (n) => `${n} posts`,
		all: "All",
		pending: "In review",
		verified: "Approved",
		failed: "Rejected",
		takenDown: "Taken down",
		edit: "Edit",
		takeDown: "Take down",
		restore: "Restore",
		delete: "Delete",
		deleteTitle: "Delete this post?",
		deleteMessage: "This cannot be undone.",
		deleteConfirm: "Delete",
		takeDownTitle: "Take this post down?",
		takeDownMessage: "Others will no longer see it; you can restore it later.",
		takeDownConfirm: "Take down",
		deleted: "Deleted",
		takenDownToast: "Taken down",
		restored: "Restored",
		actionFailed: "Action failed",
		reviewNote: "Why it was rejected: ",
		updated: (d) => `Updated ${d}`,
		views: (n) => `${n} views`,
		emptyTitle: "You have not posted anything yet",
		emptyFiltered: "Nothing in this tab",
		emptyHint: "Post a store, a personal service or a broker listing; it goes public once reviewed",
		publish: "Post",
		publishFirst: "Post your first",
		chooseKind: "What would you like to post?",
		kind_personal: "Personal listing",
		kind_store: "Store",
		kind_broker: "Broker listing",
		kind_certification: "Certification",
		kindHint_personal: "Tutors, repair people, massage therapists…",
		kindHint_store: "Places with a door: cafés, clinics, schools…",
		kindHint_broker: "Estate, study-abroad and other agents",
		kindHint_certification: "Send your licence for the verified badge",
		loadFailed: "Could not load",
		retry: "Retry",
		loadingMore: "Loading…",
		close: "Close",
		cancel: "Cancel"
	}
});
var MyPosts_module_default = {
	screen: "_screen_fdvcj_1",
	head: "_head_fdvcj_15",
	headPublish: "_headPublish_fdvcj_32",
	tabs: "_tabs_fdvcj_51",
	tab: "_tab_fdvcj_51",
	listWrap: "_listWrap_fdvcj_80",
	list: "_list_fdvcj_80",
	slot: "_slot_fdvcj_88",
	more: "_more_fdvcj_94",
	skeletons: "_skeletons_fdvcj_100",
	skRow: "_skRow_fdvcj_105",
	shimmer: "_shimmer_fdvcj_1",
	cta: "_cta_fdvcj_120",
	fab: "_fab_fdvcj_131",
	kinds: "_kinds_fdvcj_160",
	kindCard: "_kindCard_fdvcj_166",
	kindDot: "_kindDot_fdvcj_195"
};
// src/features/my-posts/KindChooser.tsx
var import_jsx_runtime = require_jsx_runtime();
var KINDS = [
	{
		kind: "store",
		path: "/release/store",
		tint: "#5db8ff"
	},
	{
		kind: "personal",
		path: "/release/personal",
		tint: "#ff6f9f"
	},
	{
		kind: "broker",
		path: "/release/broker",
		tint: "#f5b841"
	},
	{
		kind: "certification",
		path: "/release/certification",
		tint: "#3ecf8e"
	}
];
/** "What would you like to post?": one card per kind, each opening its release form. */
function KindChooser({ open, onClose }) {
	const m = useMyPostsMessages();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open,
		title: m.chooseKind,
		closeLabel: m.close,
		onCancel: onClose,
		testId: "kind-chooser",
		size: "md",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: MyPosts_module_default.kinds,
			children: KINDS.map((k) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
				type: "button",
				className: MyPosts_module_default.kindCard,
				"data-testid": `kind-${k.kind}`,
				style: { ["--tint"]: k.tint },
				onClick: () => {
					onClose();
					go(k.path);
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: MyPosts_module_default.kindDot,
						"aria-hidden": "true"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: m[`kind_${k.kind}`] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("small", { children: m[`kindHint_${k.kind}`] })
				]
			}, k.kind))
		})
	});
}
// src/features/my-posts/my-post-rules.ts
/** The status tabs of my posts; `status` undefined = every status but deleted. */
var MY_POST_TABS = [
	{
		key: "all",
		status: void 0
	},
	{
		key: "pending",
		status: POST_STATUS.PENDING
	},
	{
		key: "verified",
		status: POST_STATUS.VERIFIED
	},
	{
		key: "failed",
		status: POST_STATUS.FAILED
	},
	{
		key: "takenDown",
		status: POST_STATUS.TAKEN_DOWN
	}
];
/**
* What the owner may do per status: take down what is public or waiting (1, 2), restore what they took
* down (5), edit anything an operator has not banned, delete anything not already deleted.
*/
function actionsFor(status) {
	return {
		edit: !(status === POST_STATUS.BANNED || status === POST_STATUS.VERIFICATION_BANNED) && status !== POST_STATUS.DELETED,
		takeDown: status === POST_STATUS.PENDING || status === POST_STATUS.VERIFIED,
		restore: status === POST_STATUS.TAKEN_DOWN,
		delete: status !== POST_STATUS.DELETED
	};
}
/** Desktop path of a post's edit form (certification has no id segment in the spec: it goes in the query). */
function editPath(kind, id) {
	return kind === "certification" ? `/release/certification?id=${id}` : `/release/${kind}/${id}`;
}
var MyPostItem_module_default = {
	row: "_row_1wxac_1",
	main: "_main_1wxac_13",
	thumb: "_thumb_1wxac_20",
	info: "_info_1wxac_36",
	topLine: "_topLine_1wxac_43",
	kind: "_kind_1wxac_49",
	personal: "_personal_1wxac_57",
	store: "_store_1wxac_60",
	certification: "_certification_1wxac_63",
	broker: "_broker_1wxac_66",
	status: "_status_1wxac_69",
	ok: "_ok_1wxac_76",
	pending: "_pending_1wxac_80",
	bad: "_bad_1wxac_84",
	title: "_title_1wxac_88",
	meta: "_meta_1wxac_98",
	note: "_note_1wxac_109",
	actions: "_actions_1wxac_117",
	action: "_action_1wxac_117",
	primary: "_primary_1wxac_139",
	danger: "_danger_1wxac_144"
};
// src/features/my-posts/MyPostItem.tsx
function Row({ post, labels, busy, onEdit, onTakeDown, onRestore, onDelete }) {
	const m = useMyPostsMessages();
	const can = actionsFor(post.status);
	const body = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: MyPostItem_module_default.thumb,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EncryptedImage, {
			src: post.cover,
			alt: post.title,
			ratio: 1
		})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: MyPostItem_module_default.info,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: MyPostItem_module_default.topLine,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: `${MyPostItem_module_default.kind} ${MyPostItem_module_default[post.kind]}`,
					children: labels.kind
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: `${MyPostItem_module_default.status} ${MyPostItem_module_default[statusTone(post.status)]}`,
					"data-testid": "my-post-status",
					"data-status": post.status,
					children: statusLabel(post.status, labels.lang)
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
				className: MyPostItem_module_default.title,
				children: post.title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: MyPostItem_module_default.meta,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: labels.price }),
					labels.city && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: labels.city }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: m.views(shortenNumber(post.views)) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: m.updated(labels.date) })
				]
			})
		]
	})] });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: MyPostItem_module_default.row,
		"data-testid": "my-post",
		"data-id": post.id,
		"data-status": post.status,
		"aria-busy": busy,
		children: [
			post.status === POST_STATUS.VERIFIED ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppLink, {
				to: detailPath(post.kind, post.id),
				className: MyPostItem_module_default.main,
				children: body
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: MyPostItem_module_default.main,
				children: body
			}),
			post.status === POST_STATUS.FAILED && post.reviewNote && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: MyPostItem_module_default.note,
				"data-testid": "my-post-review-note",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: m.reviewNote }), post.reviewNote]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: MyPostItem_module_default.actions,
				children: [
					can.edit && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: MyPostItem_module_default.action,
						"data-testid": "my-post-edit",
						disabled: busy,
						onClick: () => onEdit(post),
						children: m.edit
					}),
					can.takeDown && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: MyPostItem_module_default.action,
						"data-testid": "my-post-takedown",
						disabled: busy,
						onClick: () => onTakeDown(post),
						children: m.takeDown
					}),
					can.restore && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: `${MyPostItem_module_default.action} ${MyPostItem_module_default.primary}`,
						"data-testid": "my-post-restore",
						disabled: busy,
						onClick: () => onRestore(post),
						children: m.restore
					}),
					can.delete && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: `${MyPostItem_module_default.action} ${MyPostItem_module_default.danger}`,
						"data-testid": "my-post-delete",
						disabled: busy,
						onClick: () => onDelete(post),
						children: m.delete
					})
				]
			})
		]
	});
}
var MyPostItem = (0, import_react.memo)(Row);
// src/features/my-posts/use-post-actions.ts
/** Edit, take down, restore and delete one post; the caller updates its row from the result. */
function usePostActions(onChanged) {
	const m = useMyPostsMessages();
	const [busyId, setBusyId] = (0, import_react.useState)(null);
	const run = async (post, work, done) => {
		setBusyId(post.id);
		try {
			onChanged(post.id, await work());
			showToast(done);
		} catch (err) {
			showToast(errorText(err, m.actionFailed));
		} finally {
			setBusyId(null);
		}
	};
	return {
		busyId,
		edit: (post) => go(editPath(post.kind, post.id)),
		takeDown: async (post) => {
			if (!await showConfirm({
				title: m.takeDownTitle,
				message: m.takeDownMessage,
				confirmText: m.takeDownConfirm,
				cancelText: m.cancel
			})) return;
			await run(post, async () => ({
				...post,
				...await changeStatus({
					id: post.id,
					action: "takeDown"
				})
			}), m.takenDownToast);
		},
		restore: (post) => run(post, async () => ({
			...post,
			...await changeStatus({
				id: post.id,
				action: "restore"
			})
		}), m.restored),
		remove: async (post) => {
			if (!await showConfirm({
				title: m.deleteTitle,
				message: m.deleteMessage,
				confirmText: m.deleteConfirm,
				cancelText: m.cancel
			})) return;
			const del = DELETE_ENDPOINT[post.kind] === "/api/info/deleteBroker" ? deleteBroker : deleteInfo;
			await run(post, async () => (await del({ id: post.id }), null), m.deleted);
		}
	};
}
// src/features/my-posts/MyPostsList.tsx
var ESTIMATE_PX = 150;
/** Ask for the next page when the last rendered row is this close to the end. */
var PREFETCH_ROWS = 6;
/** The owner's posts, virtualised against the window scroll (the page scrolls, not a box). */
function MyPostsList({ items, hasMore, loadingMore, loadMore, onChanged }) {
	const m = useMyPostsMessages();
	const lm = useListingMessages();
	const lang = useLang();
	const { names } = useTaxonomy();
	const actions = usePostActions(onChanged);
	const date = (0, import_react.useMemo)(() => new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "zh-CN", {
		year: "numeric",
		month: "2-digit",
		day: "2-digit"
	}), [lang]);
	const labels = (0, import_react.useMemo)(() => {
		const out = /* @__PURE__ */ new Map();
		for (const p of items) out.set(p.id, {
			lang,
			kind: lm[`kind_${p.kind}`],
			city: names.city.get(p.cityCode) ?? "",
			price: formatPrice(p.priceMin, p.priceMax, lm),
			date: date.format(/* @__PURE__ */ new Date(p.updatedAt * 1e3))
		});
		return out;
	}, [
		items,
		lang,
		lm,
		names,
		date
	]);
	const listRef = (0, import_react.useRef)(null);
	const [margin, setMargin] = (0, import_react.useState)(0);
	(0, import_react.useLayoutEffect)(() => {
		const el = listRef.current;
		if (!el) return;
		const measure = () => setMargin(Math.round(el.getBoundingClientRect().top + window.scrollY));
		measure();
		const ro = new ResizeObserver(measure);
		ro.observe(document.body);
		return () => ro.disconnect();
	}, []);
	const virtual = useWindowVirtualizer({
		count: items.length,
		scrollMargin: margin,
		estimateSize: () => ESTIMATE_PX,
		overscan: 6,
		gap: 10,
		getItemKey: (i) => items[i]?.id ?? i
	});
	const rows = virtual.getVirtualItems();
	const last = rows[rows.length - 1]?.index ?? -1;
	(0, import_react.useEffect)(() => {
		if (hasMore && !loadingMore && last >= items.length - PREFETCH_ROWS) loadMore();
	}, [
		last,
		items.length,
		hasMore,
		loadingMore,
		loadMore
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: MyPosts_module_default.listWrap,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			ref: listRef,
			className: MyPosts_module_default.list,
			style: { height: virtual.getTotalSize() },
			children: rows.map((r) => {
				const post = items[r.index];
				const l = post && labels.get(post.id);
				if (!post || !l) return null;
				return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					ref: virtual.measureElement,
					"data-index": r.index,
					className: MyPosts_module_default.slot,
					style: { transform: `translateY(${r.start - virtual.options.scrollMargin}px)` },
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MyPostItem, {
						post,
						labels: l,
						busy: actions.busyId === post.id,
						onEdit: actions.edit,
						onTakeDown: actions.takeDown,
						onRestore: actions.restore,
						onDelete: actions.remove
					})
				}, r.key);
			})
		}), loadingMore && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: MyPosts_module_default.more,
			children: m.loadingMore
		})]
	});
}
// src/features/my-posts/StatusTabs.tsx
function StatusTabs({ value, onChange }) {
	const m = useMyPostsMessages();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: MyPosts_module_default.tabs,
		role: "tablist",
		children: MY_POST_TABS.map((t) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "button",
			role: "tab",
			"aria-selected": value === t.key,
			className: MyPosts_module_default.tab,
			"data-testid": `my-posts-tab-${t.key}`,
			onClick: () => onChange(t.key),
			children: m[t.key]
		}, t.key))
	});
}
// src/features/my-posts/useMyPosts.ts
var INITIAL = {
	items: [],
	total: 0,
	page: 0,
	status: "loading",
	error: void 0,
	loadingMore: false
};
/**
* The owner's posts under one status filter, page by page as the list scrolls. Re-fetches page 1 whenever
* the screen shows again (a kept-alive screen re-runs its effects), keeping the old rows until it arrives.
*/
function useMyPosts(status) {
	const [state, setState] = (0, import_react.useState)(INITIAL);
	const [shownFor, setShownFor] = (0, import_react.useState)(status);
	if (shownFor !== status) {
		setShownFor(status);
		setState(INITIAL);
	}
	const ctrl = (0, import_react.useRef)(null);
	const [tick, setTick] = (0, import_react.useState)(0);
	(0, import_react.useEffect)(() => {
		const c = new AbortController();
		ctrl.current?.abort();
		ctrl.current = c;
		myPost({
			page: 1,
			pageSize: 50,
			...status ? { status } : {}
		}, { signal: c.signal }).then((p) => !c.signal.aborted && setState({
			items: p.list,
			total: p.total,
			page: 1,
			status: "ok",
			error: void 0,
			loadingMore: false
		}), (error) => !c.signal.aborted && !isCancel(error) && setState({
			...INITIAL,
			status: "error",
			error
		}));
		return () => c.abort();
	}, [status, tick]);
	const current = (0, import_react.useRef)(state);
	(0, import_react.useLayoutEffect)(() => {
		current.current = state;
	});
	const loadMore = (0, import_react.useCallback)(() => {
		const s = current.current;
		const c = ctrl.current;
		if (!c || s.status !== "ok" || s.loadingMore || s.items.length >= s.total) return;
		const next = s.page + 1;
		current.current = {
			...s,
			loadingMore: true
		};
		setState((cur) => ({
			...cur,
			loadingMore: true
		}));
		myPost({
			page: next,
			pageSize: 50,
			...status ? { status } : {}
		}, { signal: c.signal }).then((p) => !c.signal.aborted && setState((cur) => ({
			...cur,
			items: mergeById(cur.items, p.list),
			total: p.total,
			page: next,
			loadingMore: false
		})), () => !c.signal.aborted && setState((cur) => ({
			...cur,
			loadingMore: false
		})));
	}, [status]);
	/** After an action: replace the row, or drop it when it left this tab (or was deleted). */
	const update = (0, import_react.useCallback)((id, next) => setState((s) => {
		const items = next && (status === void 0 || next.status === status) ? s.items.map((p) => p.id === id ? next : p) : s.items.filter((p) => p.id !== id);
		return {
			...s,
			items,
			total: s.total - (s.items.length - items.length)
		};
	}), [status]);
	const reload = (0, import_react.useCallback)(() => setTick((t) => t + 1), []);
	return {
		...state,
		loadMore,
		update,
		reload
	};
}
/** Appends a page, skipping rows already shown (a row may shift pages when another changed status). */
function mergeById(a, b) {
	const seen = new Set(a.map((p) => p.id));
	return [...a, ...b.filter((p) => !seen.has(p.id))];
}
var EmptyState_module_default = {
	empty: "_empty_11ci0_1",
	icon: "_icon_11ci0_11",
	title: "_title_11ci0_27",
	text: "_text_11ci0_33",
	action: "_action_11ci0_38"
};
// src/ui/EmptyState/EmptyState.tsx
function EmptyState({ title, text, action, icon, testId }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: EmptyState_module_default.empty,
		"data-testid": testId,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: EmptyState_module_default.icon,
				"aria-hidden": "true",
				children: icon ?? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("svg", {
					viewBox: "0 0 48 48",
					fill: "none",
					stroke: "currentColor",
					strokeWidth: "2.5",
					strokeLinecap: "round",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
						x: "8",
						y: "10",
						width: "32",
						height: "28",
						rx: "5"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M8 30h9l3 4h8l3-4h9" })]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				className: EmptyState_module_default.title,
				children: title
			}),
			text && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: EmptyState_module_default.text,
				children: text
			}),
			action && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: EmptyState_module_default.action,
				children: action
			})
		]
	});
}
// src/screens/MyPosts/MyPostsScreen.tsx
/** /user/my-posts: the owner's posts by status, with their actions and the "发布" entry. */
function MyPostsScreen() {
	const m = useMyPostsMessages();
	const [tab, setTab] = (0, import_react.useState)("all");
	const [choosing, setChoosing] = (0, import_react.useState)(false);
	const status = MY_POST_TABS.find((t) => t.key === tab)?.status;
	const posts = useMyPosts(status);
	const publish = () => setChoosing(true);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: MyPosts_module_default.screen,
		"data-testid": "my-posts",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
				className: MyPosts_module_default.head,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: m.title }), posts.status === "ok" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: m.subtitle(posts.total) })] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
					type: "button",
					className: MyPosts_module_default.headPublish,
					onClick: publish,
					"data-testid": "my-posts-publish-top",
					children: ["+ ", m.publish]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatusTabs, {
				value: tab,
				onChange: setTab
			}),
			posts.status === "loading" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: MyPosts_module_default.skeletons,
				"aria-busy": "true",
				children: Array.from({ length: 4 }, (_, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: MyPosts_module_default.skRow }, i))
			}),
			posts.status === "error" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
				testId: "my-posts-error",
				title: m.loadFailed,
				text: errorText(posts.error, m.loadFailed),
				action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: MyPosts_module_default.cta,
					onClick: posts.reload,
					children: m.retry
				})
			}),
			posts.status === "ok" && posts.items.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
				testId: "my-posts-empty",
				title: tab === "all" ? m.emptyTitle : m.emptyFiltered,
				text: m.emptyHint,
				action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: MyPosts_module_default.cta,
					onClick: publish,
					children: m.publishFirst
				})
			}),
			posts.status === "ok" && posts.items.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MyPostsList, {
				items: posts.items,
				hasMore: posts.items.length < posts.total,
				loadingMore: posts.loadingMore,
				loadMore: posts.loadMore,
				onChanged: posts.update
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
				type: "button",
				className: MyPosts_module_default.fab,
				onClick: publish,
				"data-testid": "my-posts-publish",
				"aria-label": m.publish,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("svg", {
					viewBox: "0 0 24 24",
					fill: "none",
					stroke: "currentColor",
					strokeWidth: "2.4",
					strokeLinecap: "round",
					"aria-hidden": "true",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M12 5v14M5 12h14" })
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: m.publish })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(KindChooser, {
				open: choosing,
				onClose: () => setChoosing(false)
			})
		]
	});
}
export { MyPostsScreen };

//# sourceMappingURL=MyPostsScreen-BGIZYk-O.js.map