// The spec's business constants (§9) and wire constants (DESIGN §2), in one place for both sides.

export const CLIENT_VERSION = '3.3.1';
export const CLIENT_LABEL = 'ios';
export const LANGUAGE = 'zh';
export const OAUTH_TYPE = 'web';
export const VIA = 'pch';
export const BUNDLE_ID = 'web';
/** Every API call is POST <API_ENTRY>/<area>/<action>. */
export const API_ENTRY = '/api.php';

export const TIMESTAMP_WINDOW_S = 300;
/** Largest request body the envelope accepts (decoded data bytes). */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;
/**
 * The largest whole number a payload field may carry unless it names its own bound: ids, codes, counts and
 * Unix seconds live in 32-bit integer columns on PostgreSQL, which refuses anything larger in a query.
 */
export const INT_FIELD_MAX = 2_147_483_647;

export const API_TIMEOUT_MS = 50_000;
export const AUTH_TIMEOUT_MS = 50_000;
export const UPLOAD_TIMEOUT_MS = 50_000;
export const PIECE_UPLOAD_TIMEOUT_MS = 60 * 60 * 1000;

export const VIDEO_PIECE_BYTES = 104 * 1024 * 1024;
export const BIG_VIDEO_SLICE_BYTES = 2 * 1024 * 1024;
export const IMAGE_BOX_PX = 1024;

/** Password length at registration (login checks only presence, so older passwords keep working). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

export const SEARCH_KEY_MAX = 30;
export const SEARCH_HISTORY_MAX = 10;
export const NAV_HISTORY_MAX = 100;
export const DEFAULT_SEARCH_MODEL = 'postmain';

export const LAYOUT_BASE = 10;
export const MOBILE_DESIGN_WIDTH = 750;
export const DESKTOP_DESIGN_WIDTH = 940;
export const FONT_SCALE_CAP = 2;
export const RESIZE_REFRESH_MS = 50;
/** Viewport width (CSS px) below which the device counts as mobile, unless the runtime config says otherwise. */
export const DEFAULT_ADAPTATION_THRESHOLD = 768;

export const BUILD_CHECK_MS = 60 * 60 * 1000;
export const LOCALE_COOKIE_DAYS = 365;

export const TOAST_MS = 2000;
export const DOUBLE_TAP_MS = 250;
export const PREVIEW_ZOOM_MIN = 1 / 3;
export const PREVIEW_ZOOM_MAX = 3;
export const PREVIEW_SWIPE_MS = 300;
export const LONG_SCREENSHOT_RATIO = 2.6;

export const LOADING_BAR = {
  durationMs: 2000,
  throttleMs: 200,
  heightPx: 3,
  hideDelayMs: 500,
  resetDelayMs: 400,
} as const;

/** Delay before the 421 dialog's confirm opens /group. */
export const GROUP_REDIRECT_DELAY_MS = 500;

export const RANDOM_STRING_LENGTH = 5;
/** Device id: this many random letters/digits, then a millisecond timestamp. */
export const DEVICE_ID_RANDOM_LENGTH = 19;
export const DEVICE_ID_NEW_SUFFIX = '123';

/** Page size of every listing call unless the payload asks for less. */
export const PAGE_SIZE = 20;
export const PAGE_SIZE_MAX = 50;
/** The last page a public list or search serves; a link past it reads as past the end. */
export const LIST_PAGE_MAX = 10_000;
