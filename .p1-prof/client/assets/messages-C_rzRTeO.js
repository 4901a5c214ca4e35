import { t as defineMessages } from "./i18n-C3XVg8G-.js";
// src/lib/format.ts
/**
* Spec §9 number shortening: 1000–9999 as K, 10000 and above as W (万), one decimal. The decimal is cut,
* not rounded, so a count never reads higher than it is (9999 → 9.9K rather than 10.0K, which would also
* jump units), and a zero decimal is dropped (1000 → 1K, 20000 → 2W).
*/
function shortenNumber(value) {
	if (!Number.isFinite(value)) return "0";
	const sign = value < 0 ? "-" : "";
	const n = Math.trunc(Math.abs(value));
	if (n < 1e3) return `${sign}${n}`;
	const [unit, divisor] = n < 1e4 ? ["K", 1e3] : ["W", 1e4];
	const tenths = Math.floor(n * 10 / divisor);
	const whole = Math.floor(tenths / 10);
	const decimal = tenths % 10;
	return `${sign}${whole}${decimal ? `.${decimal}` : ""}${unit}`;
}
// src/features/listing/price.ts
var numbers = new Intl.NumberFormat("en-US");
var num = (n) => numbers.format(n);
/** A price range as one short string: "¥200–500", "from ¥200", or the negotiable label. */
function formatPrice(min, max, l) {
	if (min != null && max != null) return min === max ? `${l.currency}${num(min)}` : `${l.currency}${num(min)}–${num(max)}`;
	if (min != null) return l.from.replace("{n}", `${l.currency}${num(min)}`);
	if (max != null) return l.upTo.replace("{n}", `${l.currency}${num(max)}`);
	return l.negotiable;
}
// src/features/listing/messages.ts
var useListingMessages = defineMessages({
	zh: {
		kind_personal: "个人",
		kind_store: "商家",
		kind_certification: "认证",
		kind_broker: "经纪人",
		vip: "VIP",
		currency: "¥",
		negotiable: "面议",
		from: "{n} 起",
		upTo: "最高 {n}",
		views: "浏览",
		favorites: "收藏",
		photos: "张图片",
		emptyTitle: "暂无信息",
		emptyHint: "换个城市或分类试试",
		errorTitle: "加载失败",
		errorFallback: "网络开小差了，请稍后重试",
		retry: "重试",
		prev: "上一页",
		next: "下一页",
		total: "共 {total} 条"
	},
	en: {
		kind_personal: "Personal",
		kind_store: "Store",
		kind_certification: "Certified",
		kind_broker: "Broker",
		vip: "VIP",
		currency: "¥",
		negotiable: "Ask for price",
		from: "from {n}",
		upTo: "up to {n}",
		views: "views",
		favorites: "saves",
		photos: "photos",
		emptyTitle: "Nothing here yet",
		emptyHint: "Try another city or category",
		errorTitle: "Could not load",
		errorFallback: "The network hiccuped, please try again",
		retry: "Retry",
		prev: "Previous",
		next: "Next",
		total: "{total} posts"
	}
});
export { formatPrice as n, shortenNumber as r, useListingMessages as t };

//# sourceMappingURL=messages-C_rzRTeO.js.map