import { REFUSAL_TEXT } from './refusal-texts';
import type { ConsoleAreaRefusal } from './refusals-console';
import type { RawRefusalCode } from './refusals-raw';

export type { FormRefusal, ImageRefusal, MediaRefusal, RawRefusalCode, TransferRefusal } from './refusals-raw';
export type {
  AdminRefusal,
  ConsoleAreaRefusal,
  CurationRefusal,
  ModerationRefusal,
  TrustRefusal,
} from './refusals-console';

// Every refusal the server can answer carries one of these codes (per area, like kysely's example
// util/errors.ts). The envelope reply adds it as `code` beside status and msg, so a client can bind a refusal
// to a form field; the binary upload endpoints answer `reason` = the code without its area. The text a
// person reads comes from REFUSAL_TEXT (refusal-texts.ts), in the request's language.

/** An interface language of the product. */
export type Language = 'zh' | 'en';

/** A request's `language` (the common field, or the upload form field): 'en' is English, anything else Chinese. */
export function languageOf(value: unknown): Language {
  return value === 'en' ? 'en' : 'zh';
}

/** A text in both interface languages. */
export interface LocalText {
  zh: string;
  en: string;
}

export type ApiRefusal = 'api.not_found';

/** Payload fields that fail their schema, described from the schema's own rule; `{field}` names the field. */
export type PayloadRefusal =
  | 'payload.required'
  | 'payload.wrong_type'
  | 'payload.too_short'
  | 'payload.too_long'
  | 'payload.too_small'
  | 'payload.too_big'
  | 'payload.not_one_of'
  | 'payload.bad_format'
  | 'payload.blank'
  | 'payload.invalid';

export type AccountRefusal =
  | 'account.login_required'
  | 'account.wrong_password'
  | 'account.username_taken'
  | 'account.invite_unknown'
  | 'account.too_many_attempts'
  | 'account.too_many_registrations'
  | 'account.username_invalid'
  | 'account.username_reserved'
  | 'account.password_length'
  | 'account.password_common'
  | 'account.password_like_username'
  | 'account.password_unchanged'
  | 'account.current_password_wrong'
  | 'account.session_not_found'
  | 'account.phone_invalid'
  | 'account.phone_taken'
  | 'account.reset_code_wrong'
  | 'account.too_many_codes';

export type UserRefusal =
  | 'user.not_found'
  | 'user.not_yours'
  | 'user.avatar_unknown'
  | 'user.avatar_invalid'
  | 'user.too_many_requests'
  | 'user.area_unknown'
  | 'user.nickname_reserved';

export type HomeRefusal = 'home.ad_not_found';

export type PostRefusal = 'post.not_found' | 'post.vip_required';

/** The owner's posts: what the database says about a draft or a post (the draft's shape is ReleaseFieldRefusal). */
export type ReleaseRefusal =
  | 'release.not_found'
  | 'release.wrong_endpoint'
  | 'release.status_changed'
  | 'release.cannot_take_down'
  | 'release.cannot_restore'
  | 'release.banned'
  | 'release.banned_kept'
  | 'release.kind_fixed'
  | 'release.no_current_video'
  | 'release.city_unknown'
  | 'release.type_unknown'
  | 'release.mode_unknown'
  | 'release.image_unknown'
  | 'release.poster_unknown'
  | 'release.video_unknown'
  | 'release.cert_type_required'
  | 'release.cert_banned'
  | 'release.cert_needs_personal'
  | 'release.cert_needs_store'
  | 'release.cert_duplicate';

/** A release payload field that breaks a rule; `{field}` is the wire path, `{label}` its name in words. */
export type ReleaseFieldRefusal =
  | 'release.kind_invalid'
  | 'release.required'
  | 'release.too_short'
  | 'release.too_long'
  | 'release.not_text'
  | 'release.choose'
  | 'release.not_code'
  | 'release.not_integer'
  | 'release.negative'
  | 'release.price_too_high'
  | 'release.price_order'
  | 'release.address_required'
  | 'release.tags_not_list'
  | 'release.tags_too_many'
  | 'release.tags_repeated'
  | 'release.tag_not_text'
  | 'release.tag_empty'
  | 'release.tag_too_long'
  | 'release.images_missing'
  | 'release.images_not_list'
  | 'release.images_too_few'
  | 'release.images_too_many'
  | 'release.images_repeated'
  | 'release.image_not_text'
  | 'release.image_path_invalid'
  | 'release.video_id_invalid'
  | 'release.video_id_empty'
  | 'release.poster_not_text'
  | 'release.poster_path_invalid'
  | 'release.cert_type_invalid'
  | 'release.fact_not_text'
  | 'release.fact_too_long'
  | 'release.fact_unknown'
  | 'release.phone_invalid'
  | 'release.check_type_invalid'
  | 'release.status_invalid'
  | 'release.action_invalid';

/** The operator command line (npm run admin). */
export type ReviewRefusal =
  | 'review.not_found'
  | 'review.approve_not_pending'
  | 'review.reject_not_pending'
  | 'review.already'
  | 'review.reason_required';

/** Envelope calls of the video upload (/api/article/*). */
export type UploadRefusal =
  | 'upload.not_found'
  | 'upload.not_yours'
  | 'upload.video_missing'
  | 'upload.failed'
  | 'upload.hash_differs'
  | 'upload.not_slices'
  | 'upload.not_pieces'
  | 'upload.info_mismatch'
  | 'upload.hash_missing'
  | 'upload.md5_mismatch'
  | 'upload.too_many_slices'
  | 'upload.md5_invalid'
  | 'upload.too_many_open'
  | 'upload.too_many_bytes'
  | 'upload.too_many_logs';

/** The wallet, orders, VIP, contact unlocks and withdrawals. */
export type MoneyRefusal =
  | 'money.insufficient'
  | 'money.key_reused'
  | 'money.conflict'
  | 'money.goods_unknown'
  | 'money.pay_way_unknown'
  | 'money.too_many_orders'
  | 'money.order_not_found'
  | 'money.vip_lower'
  | 'money.vip_annual_required'
  | 'money.vip_too_far'
  | 'money.account_not_found'
  | 'money.account_invalid'
  | 'money.account_busy'
  | 'money.accounts_too_many'
  | 'money.withdraw_below_min'
  | 'money.withdraw_over_cap'
  | 'money.withdrawal_not_found'
  | 'money.withdrawal_decided'
  | 'money.reason_required';

/** Chat: who may write to whom, and how often. */
export type ChatRefusal =
  'chat.self' | 'chat.peer_not_found' | 'chat.blocked' | 'chat.image_unknown' | 'chat.text_empty' | 'chat.rate_limited';

/** Favourites, notices, feedback and contact details. */
export type PeopleRefusal =
  | 'people.feedback_too_many'
  | 'people.phone_invalid'
  | 'people.wechat_invalid'
  | 'people.qq_invalid'
  | 'people.telegram_invalid'
  | 'people.not_store';

/** Appointments: booking a slot, who may move a booking on, ratings, and the provider's offer. */
export type AppointmentRefusal =
  | 'appointment.post_not_found'
  | 'appointment.not_offered'
  | 'appointment.own_post'
  | 'appointment.blocked'
  | 'appointment.slot_taken'
  | 'appointment.slot_unknown'
  | 'appointment.too_far'
  | 'appointment.too_soon'
  | 'appointment.service_unknown'
  | 'appointment.rate_limited'
  | 'appointment.too_many_open'
  | 'appointment.not_found'
  | 'appointment.not_allowed'
  | 'appointment.state_changed'
  | 'appointment.started'
  | 'appointment.reason_required'
  | 'appointment.not_rateable'
  | 'appointment.already_rated'
  | 'appointment.not_your_post'
  | 'appointment.kind_not_bookable'
  | 'appointment.slot_repeated'
  | 'appointment.slots_overlap';

/** Explore: themes, tags and the search's price range. */
export type ExploreRefusal = 'explore.theme_not_found' | 'explore.tag_not_found' | 'explore.price_range';

/** Public pages: the area nearby posts are measured from, and reports of fake posts. */
export type PublicRefusal =
  | 'area.required'
  | 'area.point_incomplete'
  | 'area.city_unknown'
  | 'report.duplicate'
  | 'report.too_many'
  | 'report.own_post';

/** The people side of the product: chat, favourites and notices, appointments, explore. */
export type PeopleAreaRefusal = ChatRefusal | PeopleRefusal | AppointmentRefusal | ExploreRefusal;

/** Refusals of envelope calls: sealed `{status, msg, data: null, code}` with HTTP 200. */
export type EnvelopeRefusalCode =
  | ApiRefusal
  | PayloadRefusal
  | AccountRefusal
  | UserRefusal
  | HomeRefusal
  | PostRefusal
  | ReleaseRefusal
  | ReleaseFieldRefusal
  | ReviewRefusal
  | UploadRefusal
  | MoneyRefusal
  | PeopleAreaRefusal
  | PublicRefusal
  | ConsoleAreaRefusal;

export type RefusalCode = EnvelopeRefusalCode | RawRefusalCode;

/** Values of a text's `{name}` placeholders; a LocalText is read in the text's language. */
export type RefusalParams = Readonly<Record<string, string | number | LocalText>>;

export function isRefusalCode(value: string): value is RefusalCode {
  return Object.hasOwn(REFUSAL_TEXT, value);
}

/** The text of a refusal in a language, placeholders filled (an unknown placeholder stays as written). */
export function refusalText(code: RefusalCode, language: Language, params: RefusalParams = {}): string {
  return REFUSAL_TEXT[code][language].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? value[language] : String(value);
  });
}

/** `reason` of a binary endpoint's refusal: the code without its area (`image.bad_sign` → `bad_sign`). */
export function refusalReason(code: RawRefusalCode): string {
  return code.slice(code.indexOf('.') + 1);
}
