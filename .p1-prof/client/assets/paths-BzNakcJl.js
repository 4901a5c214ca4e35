import { g as __toESM, m as require_react } from "./jsx-runtime-EQXuroYZ.js";
import { D as global, P as useSnapshot, r as locale } from "./i18n-C3XVg8G-.js";
import { a as loadTaxonomy } from "./EncryptedImage-BvnAkxA9.js";
// src/features/taxonomy/taxonomy-names.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function localName(item, lang) {
	return lang === "en" && item.nameEn ? item.nameEn : item.name;
}
/** code → name maps, built once per taxonomy/language so a grid of cards does no searching. */
function nameMaps(t, lang) {
	const map = (list) => new Map((list ?? []).map((i) => [i.code, localName(i, lang)]));
	return {
		city: map(t?.cities),
		type: map(t?.types),
		mode: map(t?.modes)
	};
}
/** Cities split for the picker's <optgroup>s, each group in its given order. */
function groupCities(cities) {
	return {
		domestic: cities.filter((c) => !c.abroad),
		abroad: cities.filter((c) => c.abroad)
	};
}
// src/features/taxonomy/useTaxonomy.ts
/** The taxonomy (loaded once, shared through global state) plus name lookups in the current language. */
function useTaxonomy() {
	const { taxonomy } = useSnapshot(global);
	const { lang } = useSnapshot(locale);
	(0, import_react.useEffect)(() => {
		if (taxonomy) return;
		loadTaxonomy().catch(() => void 0);
	}, [taxonomy]);
	return {
		taxonomy,
		lang,
		names: (0, import_react.useMemo)(() => nameMaps(taxonomy, lang), [taxonomy, lang])
	};
}
// protocol/types.ts
var POST_KINDS = [
	"personal",
	"store",
	"certification",
	"broker"
];
// src/features/listing/paths.ts
/** Desktop path of a post's detail page; the nav helpers add the /h prefix on mobile. */
function detailPath(kind, id) {
	return `/details/${kind}/${id}`;
}
function isPostKind(value) {
	return POST_KINDS.includes(value ?? "");
}
export { localName as a, groupCities as i, isPostKind as n, useTaxonomy as r, detailPath as t };

//# sourceMappingURL=paths-BzNakcJl.js.map