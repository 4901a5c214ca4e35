import { g as __toESM, m as require_react, t as require_jsx_runtime } from "./jsx-runtime-EQXuroYZ.js";
import { c as go, d as requireLogin, o as LangSwitch, s as AppLink } from "./index-z8szgiez.js";
import { a as updateProfile, o as errorTips, r as logoutUser, t as fetchProfile } from "./session-DhVd_YBD.js";
import { a as CrownIcon, c as HeartIcon, f as PhoneIcon, g as TagIcon, l as ImagesIcon, n as ChevronRightIcon, o as DownloadIcon, r as ClockIcon, u as LockIcon, v as UserIcon } from "./icons-Aqvlm-N7.js";
import { n as useLang, p as showToast, t as defineMessages, x as useUser } from "./i18n-C3XVg8G-.js";
import { r as isCancel } from "./scale-CeJ8TK70.js";
import { n as useImageUploadMessages, t as uploadImage } from "./upload-image-CyRccvM7.js";
import { t as EncryptedImage } from "./EncryptedImage-BvnAkxA9.js";
// src/features/user/messages.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var useUserMessages = defineMessages({
	zh: {
		vipOn: "VIP 会员",
		vipUntil: (d) => `有效期至 ${d}`,
		openVip: "开通 VIP",
		openVipHint: "解锁联系方式、在线预约等会员特权",
		invite: "邀请码",
		copy: "复制",
		copied: "已复制",
		edit: "编辑资料",
		cancel: "取消",
		save: "保存",
		saving: "保存中…",
		nickname: "昵称",
		bio: "个人简介",
		bioPh: "介绍一下自己吧",
		bioEmpty: "这个人很懒，还没有写简介",
		nicknameRequired: "昵称不能为空",
		account: "我的账户",
		services: "我的服务",
		settings: "设置",
		wallet: "金币钱包",
		vip: "我的会员",
		share: "分享推广",
		myPosts: "我的发布",
		orders: "我的订单",
		favourites: "我的收藏",
		appointments: "我的预约",
		contact: "联系方式",
		password: "修改密码",
		language: "语言",
		logout: "退出登录",
		guestTitle: "登录后查看个人中心",
		guestHint: "管理发布、收藏、预约和金币钱包",
		login: "登录 / 注册",
		joined: (d) => `${d} 加入`
	},
	en: {
		vipOn: "VIP member",
		vipUntil: (d) => `Valid until ${d}`,
		openVip: "Get VIP",
		openVipHint: "Unlock contacts, online booking and more",
		invite: "Invite code",
		copy: "Copy",
		copied: "Copied",
		edit: "Edit profile",
		cancel: "Cancel",
		save: "Save",
		saving: "Saving…",
		nickname: "Nickname",
		bio: "Bio",
		bioPh: "Tell people about yourself",
		bioEmpty: "No bio yet",
		nicknameRequired: "Nickname cannot be empty",
		account: "My account",
		services: "My services",
		settings: "Settings",
		wallet: "Gold wallet",
		vip: "My membership",
		share: "Share & invite",
		myPosts: "My posts",
		orders: "My orders",
		favourites: "My favourites",
		appointments: "My appointments",
		contact: "Contact information",
		password: "Change password",
		language: "Language",
		logout: "Log out",
		guestTitle: "Log in to see your account",
		guestHint: "Manage posts, favourites, bookings and your gold wallet",
		login: "Log in / Sign up",
		joined: (d) => `Joined ${d}`
	}
});
var AccountMenu_module_default = {
	chev: "_chev_1to88_1",
	menu: "_menu_1to88_7",
	menuTitle: "_menuTitle_1to88_13",
	menuItem: "_menuItem_1to88_26",
	menuIcon: "_menuIcon_1to88_42",
	menuLabel: "_menuLabel_1to88_51",
	settingRow: "_settingRow_1to88_54"
};
// src/features/user/AccountMenu.tsx
var import_jsx_runtime = require_jsx_runtime();
var GROUPS = [{
	title: "account",
	items: [
		{
			key: "wallet",
			to: "/user/manage-gold",
			icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TagIcon, {}),
			tint: "#f5b841"
		},
		{
			key: "vip",
			to: "/user/user-vip",
			icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CrownIcon, {}),
			tint: "#e7c16b"
		},
		{
			key: "share",
			to: "/user/user-share",
			icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DownloadIcon, {}),
			tint: "#3ecf8e"
		}
	]
}, {
	title: "services",
	items: [
		{
			key: "myPosts",
			to: "/user/my-posts",
			icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImagesIcon, {}),
			tint: "#8677ff"
		},
		{
			key: "orders",
			to: "/user/my-order",
			icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TagIcon, {}),
			tint: "#5db8ff"
		},
		{
			key: "favourites",
			to: "/user/my-collection",
			icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HeartIcon, {}),
			tint: "#ff6f9f"
		},
		{
			key: "appointments",
			to: "/user/workbench-reserve",
			icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ClockIcon, {}),
			tint: "#ffa05d"
		},
		{
			key: "contact",
			to: "/user/contact-information",
			icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PhoneIcon, {}),
			tint: "#7fe0c8"
		},
		{
			key: "password",
			to: "/user/user-password",
			icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LockIcon, {}),
			tint: "#a09eb0"
		}
	]
}];
/** Links to the account pages (placeholders until their issues land). */
function AccountMenu() {
	const m = useUserMessages();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: GROUPS.map((g) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: AccountMenu_module_default.menu,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
			className: AccountMenu_module_default.menuTitle,
			children: m[g.title]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", { children: g.items.map((it) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AppLink, {
			to: it.to,
			className: AccountMenu_module_default.menuItem,
			"data-testid": `menu-${it.key}`,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: AccountMenu_module_default.menuIcon,
					style: { color: it.tint },
					children: it.icon
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: AccountMenu_module_default.menuLabel,
					children: m[it.key]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronRightIcon, { className: AccountMenu_module_default.chev })
			]
		}) }, it.key)) })]
	}, g.title)) });
}
var Profile_module_default = {
	profile: "_profile_1gpfk_1",
	identity: "_identity_1gpfk_10",
	avatar: "_avatar_1gpfk_15",
	avatarImg: "_avatarImg_1gpfk_29",
	names: "_names_1gpfk_34",
	username: "_username_1gpfk_46",
	bio: "_bio_1gpfk_50",
	vipCard: "_vipCard_1gpfk_56",
	vipOn: "_vipOn_1gpfk_81",
	invite: "_invite_1gpfk_88",
	edit: "_edit_1gpfk_103",
	editField: "_editField_1gpfk_112",
	editError: "_editError_1gpfk_136",
	counter: "_counter_1gpfk_139",
	editActions: "_editActions_1gpfk_143",
	chev: "_chev_1gpfk_148",
	ghost: "_ghost_1gpfk_154",
	primary: "_primary_1gpfk_164"
};
/** Nickname and bio; session.updateProfile toasts the result and refreshes the stored profile. */
function ProfileEditForm({ u, onClose }) {
	const m = useUserMessages();
	const [nickname, setNickname] = (0, import_react.useState)(u.nickname);
	const [bio, setBio] = (0, import_react.useState)(u.bio);
	const [busy, setBusy] = (0, import_react.useState)(false);
	const [error, setError] = (0, import_react.useState)("");
	const submit = async (e) => {
		e.preventDefault();
		if (!nickname.trim()) return setError(m.nicknameRequired);
		setError("");
		setBusy(true);
		try {
			await updateProfile({
				id: u.id,
				nickname: nickname.trim(),
				bio: bio.trim()
			});
			onClose();
		} catch {} finally {
			setBusy(false);
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: Profile_module_default.edit,
		onSubmit: submit,
		"data-testid": "profile-form",
		noValidate: true,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
				className: Profile_module_default.editField,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: m.nickname }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						"data-testid": "profile-nickname",
						value: nickname,
						maxLength: 20,
						onChange: (e) => setNickname(e.target.value),
						"aria-invalid": error ? true : void 0
					}),
					error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("small", {
						className: Profile_module_default.editError,
						children: error
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
				className: Profile_module_default.editField,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: m.bio }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("textarea", {
						"data-testid": "profile-bio",
						value: bio,
						maxLength: 200,
						rows: 3,
						placeholder: m.bioPh,
						onChange: (e) => setBio(e.target.value)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("small", {
						className: Profile_module_default.counter,
						children: [
							Array.from(bio).length,
							" / ",
							200
						]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: Profile_module_default.editActions,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: Profile_module_default.ghost,
					onClick: onClose,
					disabled: busy,
					children: m.cancel
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "submit",
					className: Profile_module_default.primary,
					"data-testid": "profile-save",
					disabled: busy,
					children: busy ? m.saving : m.save
				})]
			})
		]
	});
}
var AvatarUpload_module_default = {
	wrap: "_wrap_1hmdw_1",
	input: "_input_1hmdw_12",
	badge: "_badge_1hmdw_20",
	busy: "_busy_1hmdw_34"
};
// src/features/image-upload/AvatarUpload.tsx
/** Tap the avatar → pick a picture → compressed and uploaded with progress → handed to onUploaded. */
function AvatarUpload({ children, onUploaded, className }) {
	const m = useImageUploadMessages();
	const [progress, setProgress] = (0, import_react.useState)(void 0);
	const ctrl = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => () => ctrl.current?.abort(), []);
	const pick = async (e) => {
		const file = e.currentTarget.files?.[0];
		e.currentTarget.value = "";
		if (!file) return;
		ctrl.current?.abort();
		const mine = new AbortController();
		ctrl.current = mine;
		setProgress(null);
		try {
			await onUploaded(await uploadImage(file, {
				signal: mine.signal,
				onProgress: setProgress
			})).catch(() => void 0);
		} catch (err) {
			if (!mine.signal.aborted && !isCancel(err)) errorTips(err);
		} finally {
			if (ctrl.current === mine) setProgress(void 0);
		}
	};
	const busy = progress !== void 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
		className: `${AvatarUpload_module_default.wrap} ${className ?? ""}`,
		"data-testid": "avatar-upload",
		"aria-busy": busy,
		title: m.changeAvatar,
		children: [
			children,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				type: "file",
				accept: "image/*",
				className: AvatarUpload_module_default.input,
				onChange: pick,
				disabled: busy,
				"aria-label": m.changeAvatar,
				"data-testid": "avatar-input"
			}),
			busy ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: AvatarUpload_module_default.busy,
				"data-testid": "avatar-progress",
				children: progress === null ? "…" : `${Math.round(progress * 100)}%`
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: AvatarUpload_module_default.badge,
				"aria-hidden": "true",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("svg", {
					viewBox: "0 0 24 24",
					width: "1em",
					height: "1em",
					fill: "none",
					stroke: "currentColor",
					strokeWidth: 2,
					strokeLinecap: "round",
					strokeLinejoin: "round",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z" })
				})
			})
		]
	});
}
// src/features/user/ProfileHeader.tsx
var day = (s, lang) => (/* @__PURE__ */ new Date(s * 1e3)).toLocaleDateString(lang === "en" ? "en-GB" : "zh-CN");
function ProfileHeader({ u }) {
	const m = useUserMessages();
	const lang = useLang();
	const initial = (Array.from((u.nickname || u.username).trim())[0] ?? "?").toUpperCase();
	const copy = () => {
		navigator.clipboard?.writeText(u.incode).then(() => showToast(m.copied), () => void 0);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: Profile_module_default.profile,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: Profile_module_default.identity,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AvatarUpload, {
					onUploaded: (avatar) => updateProfile({
						id: u.id,
						avatar
					}),
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: Profile_module_default.avatar,
						"data-testid": "user-avatar",
						children: u.avatar ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EncryptedImage, {
							src: u.avatar,
							alt: u.nickname || u.username,
							className: Profile_module_default.avatarImg
						}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							"aria-hidden": "true",
							children: initial
						})
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: Profile_module_default.names,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
							"data-testid": "user-nickname",
							children: u.nickname || u.username
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: Profile_module_default.username,
							"data-testid": "user-username",
							children: [
								"@",
								u.username,
								" · ",
								m.joined(day(u.createdAt, lang))
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: Profile_module_default.bio,
							children: u.bio || m.bioEmpty
						})
					]
				})]
			}),
			u.is_vip > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: `${Profile_module_default.vipCard} ${Profile_module_default.vipOn}`,
				"data-testid": "user-vip",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CrownIcon, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("b", { children: [
					m.vipOn,
					" · Lv.",
					u.is_vip
				] }), u.vipExpiresAt && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("small", { children: m.vipUntil(day(u.vipExpiresAt, lang)) })] })]
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AppLink, {
				to: "/group",
				className: Profile_module_default.vipCard,
				"data-testid": "open-vip",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CrownIcon, {}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("b", { children: m.openVip }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("small", { children: m.openVipHint })] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronRightIcon, { className: Profile_module_default.chev })
				]
			}),
			u.incode && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: Profile_module_default.invite,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: m.invite }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("code", {
						"data-testid": "user-incode",
						children: u.incode
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						onClick: copy,
						children: m.copy
					})
				]
			})
		]
	});
}
// src/features/user/SettingsCard.tsx
function SettingsCard() {
	const m = useUserMessages();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: AccountMenu_module_default.menu,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
			className: AccountMenu_module_default.menuTitle,
			children: m.settings
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: AccountMenu_module_default.settingRow,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: m.language }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LangSwitch, {})]
		})]
	});
}
var UserCenterScreen_module_default = {
	screen: "_screen_17wai_1",
	col: "_col_17wai_8",
	editToggle: "_editToggle_17wai_21",
	primary: "_primary_17wai_38",
	logout: "_logout_17wai_52",
	guest: "_guest_17wai_67",
	guestIcon: "_guestIcon_17wai_82"
};
// src/screens/User/UserCenterScreen.tsx
/** The account page: profile, edit form, menu of account pages, language, logout. */
function UserCenterScreen() {
	const m = useUserMessages();
	const { isLogin, u } = useUser();
	const [editing, setEditing] = (0, import_react.useState)(false);
	const [leaving, setLeaving] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(() => {
		if (isLogin) fetchProfile().catch(() => void 0);
	}, [isLogin]);
	const logout = async () => {
		setLeaving(true);
		await logoutUser();
		setLeaving(false);
		go("/");
	};
	if (!isLogin) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: UserCenterScreen_module_default.guest,
		"data-testid": "user-guest",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: UserCenterScreen_module_default.guestIcon,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserIcon, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: m.guestTitle }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: m.guestHint }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: UserCenterScreen_module_default.primary,
				"data-testid": "user-login",
				onClick: () => requireLogin("/user/user-center"),
				children: m.login
			})
		]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: UserCenterScreen_module_default.screen,
		"data-testid": "user-center",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: UserCenterScreen_module_default.col,
			children: [u && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileHeader, { u }), u && (editing ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileEditForm, {
				u,
				onClose: () => setEditing(false)
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: UserCenterScreen_module_default.editToggle,
				"data-testid": "profile-edit",
				onClick: () => setEditing(true),
				children: m.edit
			}))]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: UserCenterScreen_module_default.col,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccountMenu, {}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SettingsCard, {}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: UserCenterScreen_module_default.logout,
					"data-testid": "logout",
					onClick: logout,
					disabled: leaving,
					children: m.logout
				})
			]
		})]
	});
}
export { UserCenterScreen };

//# sourceMappingURL=UserCenterScreen-C00t5tkn.js.map