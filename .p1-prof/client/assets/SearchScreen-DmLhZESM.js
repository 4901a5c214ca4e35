import { g as __toESM, m as require_react, t as require_jsx_runtime } from "./jsx-runtime-EQXuroYZ.js";
import { _ as addHistory, b as useSearch, c as go, p as useRouteParams, s as AppLink, v as clearHistory, x as normalizeKey, y as setKey } from "./index-z8szgiez.js";
import { h as searchStateFromParams, i as Pager, m as searchPath, n as useSearchResults, p as pageCount, r as PostGrid, u as homePath } from "./usePostList-BbJPY0P7.js";
import { _ as TrashIcon, g as TagIcon, i as CloseIcon, m as SearchIcon, r as ClockIcon } from "./icons-Aqvlm-N7.js";
import { a as localName, r as useTaxonomy } from "./paths-BzNakcJl.js";
import { p as showToast, t as defineMessages } from "./i18n-C3XVg8G-.js";
import "./scale-CeJ8TK70.js";
// src/features/search/messages.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var useSearchMessages = defineMessages({
	zh: {
		placeholder: "搜索店铺、服务、城市…",
		submit: "搜索",
		emptyKey: "请输入搜索关键词",
		history: "搜索历史",
		clear: "清空",
		cleared: "已清空搜索历史",
		noHistory: "还没有搜索记录",
		hot: "热门分类",
		resultsFor: (key) => `“${key}” 的搜索结果`,
		total: (n) => `共 ${n} 条`,
		noResults: "没有找到相关信息",
		noResultsHint: "换个关键词，或试试更短的词"
	},
	en: {
		placeholder: "Search shops, services, cities…",
		submit: "Search",
		emptyKey: "Type something to search for",
		history: "Recent searches",
		clear: "Clear",
		cleared: "Search history cleared",
		noHistory: "No searches yet",
		hot: "Popular categories",
		resultsFor: (key) => `Results for “${key}”`,
		total: (n) => `${n} posts`,
		noResults: "No matching posts",
		noResultsHint: "Try another or a shorter keyword"
	}
});
var SearchChips_module_default = {
	section: "_section_1sdwp_1",
	head: "_head_1sdwp_6",
	clear: "_clear_1sdwp_22",
	chips: "_chips_1sdwp_34",
	chip: "_chip_1sdwp_34",
	hot: "_hot_1sdwp_58",
	none: "_none_1sdwp_62"
};
// src/features/search/HotTypes.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The listing types as shortcuts into the filtered home listing. */
function HotTypes() {
	const { taxonomy, lang } = useTaxonomy();
	const m = useSearchMessages();
	const types = taxonomy?.types ?? [];
	if (!types.length) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: SearchChips_module_default.section,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("header", {
			className: SearchChips_module_default.head,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h3", { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TagIcon, {}),
				" ",
				m.hot
			] })
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: SearchChips_module_default.chips,
			children: types.map((t) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppLink, {
				to: homePath({
					cityCode: 0,
					typeCode: t.code,
					modeCode: 0,
					page: 1
				}),
				className: `${SearchChips_module_default.chip} ${SearchChips_module_default.hot}`,
				children: localName(t, lang)
			}, t.code))
		})]
	});
}
var SearchBar_module_default = {
	bar: "_bar_1w59z_1",
	field: "_field_1w59z_5",
	icon: "_icon_1w59z_22",
	input: "_input_1w59z_28",
	clear: "_clear_1w59z_45",
	submit: "_submit_1w59z_57"
};
// src/features/search/SearchBar.tsx
function SearchBar({ value, onSubmit, autoFocus }) {
	const m = useSearchMessages();
	const [text, setText] = (0, import_react.useState)(value);
	const [seen, setSeen] = (0, import_react.useState)(value);
	if (seen !== value) {
		setSeen(value);
		setText(value);
	}
	const submit = (e) => {
		e.preventDefault();
		onSubmit(text);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: SearchBar_module_default.bar,
		role: "search",
		onSubmit: submit,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
			className: SearchBar_module_default.field,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchIcon, { className: SearchBar_module_default.icon }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					"data-testid": "search-input",
					className: SearchBar_module_default.input,
					type: "search",
					enterKeyHint: "search",
					maxLength: 30,
					placeholder: m.placeholder,
					value: text,
					autoFocus,
					onChange: (e) => setText(e.target.value),
					"aria-label": m.placeholder
				}),
				text && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: SearchBar_module_default.clear,
					onClick: () => setText(""),
					"aria-label": m.clear,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseIcon, {})
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "submit",
			"data-testid": "search-submit",
			className: SearchBar_module_default.submit,
			children: m.submit
		})]
	});
}
// src/features/search/SearchHistory.tsx
/** Recent keys as chips; a chip searches again. */
function SearchHistory({ onPick }) {
	const { history } = useSearch();
	const m = useSearchMessages();
	const clear = () => {
		clearHistory();
		showToast(m.cleared);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: SearchChips_module_default.section,
		"data-testid": "search-history",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
			className: SearchChips_module_default.head,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h3", { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ClockIcon, {}),
				" ",
				m.history
			] }), history.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
				type: "button",
				className: SearchChips_module_default.clear,
				onClick: clear,
				"data-testid": "search-history-clear",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TrashIcon, {}),
					" ",
					m.clear
				]
			})]
		}), history.length ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: SearchChips_module_default.chips,
			children: history.map((key) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: SearchChips_module_default.chip,
				"data-testid": "search-history-item",
				onClick: () => onPick(key),
				children: key
			}, key))
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: SearchChips_module_default.none,
			children: m.noHistory
		})]
	});
}
// src/features/search/search-target.ts
/**
* Where a submitted key leads (spec §5): the key is trimmed and cut to the maximum; an empty key goes to the
* bare /search page. A new search starts on page 1 and keeps the current city and type.
*/
function searchTarget(raw, current) {
	const key = normalizeKey(raw);
	return {
		key,
		path: searchPath({
			cityCode: current.cityCode,
			typeCode: current.typeCode,
			keyword: key,
			page: 1
		})
	};
}
// src/features/search/useSubmitSearch.ts
/** Submit handler: records history, then navigates (an empty key → /search with a toast). */
function useSubmitSearch(current) {
	const m = useSearchMessages();
	const { cityCode, typeCode } = current;
	return (0, import_react.useCallback)((raw) => {
		const { key, path } = searchTarget(raw, {
			cityCode,
			typeCode
		});
		setKey(key);
		if (!key) showToast(m.emptyKey);
		else addHistory(key);
		go(path);
	}, [
		cityCode,
		typeCode,
		m
	]);
}
var SearchScreen_module_default = {
	screen: "_screen_fgwib_1",
	results: "_results_fgwib_8",
	heading: "_heading_fgwib_13"
};
// src/screens/Search/SearchScreen.tsx
/** Search: /search/:city/:type/:keyword/:page; history and shortcuts while there is no keyword. */
function SearchScreen() {
	const m = useSearchMessages();
	const state = searchStateFromParams(useRouteParams());
	const result = useSearchResults(state);
	const submit = useSubmitSearch(state);
	const data = result.data;
	(0, import_react.useEffect)(() => setKey(state.keyword), [state.keyword]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: SearchScreen_module_default.screen,
		"data-testid": "search-screen",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchBar, {
			value: state.keyword,
			onSubmit: submit,
			autoFocus: !state.keyword
		}), state.keyword ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: SearchScreen_module_default.results,
			"data-testid": "search-result",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: SearchScreen_module_default.heading,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: m.resultsFor(state.keyword) }), data && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: m.total(data.total) })]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostGrid, {
					result,
					emptyTitle: m.noResults,
					emptyHint: m.noResultsHint
				}),
				data && data.list.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pager, {
					page: state.page,
					pages: pageCount(data.total, data.pageSize),
					total: data.total,
					pathFor: (page) => searchPath({
						...state,
						page
					})
				})
			]
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchHistory, { onPick: submit }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HotTypes, {})] })]
	});
}
export { SearchScreen };

//# sourceMappingURL=SearchScreen-DmLhZESM.js.map