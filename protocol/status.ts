/** Envelope statuses (the `status` of `{status, msg, data}`); the HTTP status stays 200 for all of them. */
export const STATUS = {
  OK: 1,
  /** Not logged in, or the token was revoked. */
  NOT_LOGGED_IN: 420,
  /** Needs an annual card or higher (online booking). */
  NEEDS_ANNUAL_VIP: 421,
  /** Needs any VIP membership: the client goes to /group. */
  NEEDS_VIP: 422,
  /** A payload field failed validation; msg names the field. */
  BAD_PAYLOAD: 400,
  /** Logged in, but the resource belongs to someone else. */
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** Unique value taken (username…). */
  CONFLICT: 409,
  /** Too many attempts; msg says when to retry. */
  RATE_LIMITED: 429,
  /** The server is saturated (password checks): retry after the reply's Retry-After seconds. */
  BUSY: 503,
  /** Credentials did not match. */
  BAD_CREDENTIALS: 401,
} as const;

export type StatusCode = (typeof STATUS)[keyof typeof STATUS];

/** Post status codes of the spec (§3). */
export const POST_STATUS = {
  PENDING: 1,
  VERIFIED: 2,
  FAILED: 3,
  DELETED: 4,
  TAKEN_DOWN: 5,
  PROCESSING: 6,
  /** The owner marked it sold or rented: out of lists and search, its page still shows it as sold. */
  SOLD: 7,
  /** Its lifetime ran out unrenewed: out of lists; the owner renews it back without a new review. */
  EXPIRED: 8,
  CANCELLED: 44,
  BANNED: 98,
  VERIFICATION_BANNED: 99,
} as const;

export type PostStatus = (typeof POST_STATUS)[keyof typeof POST_STATUS];
