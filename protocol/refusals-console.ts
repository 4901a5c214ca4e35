// Refusal codes of the operators' console and of the trust rules it enforces (see refusals.ts).

/** The operators' console (/api/admin/*). */
export type AdminRefusal =
  | 'admin.forbidden'
  | 'admin.user_not_found'
  | 'admin.role_held'
  | 'admin.role_not_held'
  | 'admin.last_admin'
  | 'admin.reason_required'
  | 'admin.post_not_found'
  | 'admin.post_decided'
  | 'admin.transition_invalid';

/** The console's moderation: reports, bans, ads, notices; and a banned account's login. */
export type ModerationRefusal =
  | 'account.banned'
  | 'admin.report_not_found'
  | 'admin.report_handled'
  | 'admin.user_banned'
  | 'admin.user_not_banned'
  | 'admin.operator_target'
  | 'admin.own_request'
  | 'admin.ad_not_found'
  | 'admin.ad_window'
  | 'admin.report_action_invalid'
  | 'admin.session_not_found';

/** The console's curation: themes, tags, feedback, scheduled notices. */
export type CurationRefusal =
  | 'admin.theme_not_found'
  | 'admin.tag_not_found'
  | 'admin.tag_exists'
  | 'admin.tag_same'
  | 'admin.feedback_not_found'
  | 'admin.feedback_handled'
  | 'admin.reply_required'
  | 'admin.notice_not_found'
  | 'admin.notice_published'
  | 'admin.notice_time_past'
  | 'admin.notice_window';

/** Trust: how much one account may post, and reports of a person. */
export type TrustRefusal =
  | 'release.daily_limit'
  | 'release.pending_limit'
  | 'report.user_self'
  | 'report.user_not_found'
  | 'report.user_too_many';

/** Everything the console side can refuse. */
export type ConsoleAreaRefusal = AdminRefusal | ModerationRefusal | CurationRefusal | TrustRefusal;
