import { ACCOUNT_ACCESS } from './accounts';
import { ADMIN_ACCESS } from './console';
import type { AdminEndpoints } from './console';
import { ADMIN_MONEY_ACCESS } from './console-money';
import type { AdminMoneyEndpoints } from './console-money';
import { ADMIN_REVIEW_ACCESS } from './console-review';
import type { AdminReviewEndpoints } from './console-review';
import { ADMIN_CONTENT_ACCESS } from './console-content';
import type { AdminContentEndpoints } from './console-content';
import { ADMIN_USERS_ACCESS } from './console-users';
import type { AdminUsersEndpoints } from './console-users';
import { ADMIN_CURATION_ACCESS } from './console-curation';
import { ADMIN_JOBS_ACCESS } from './console-jobs';
import type { AdminJobsEndpoints } from './console-jobs';
import type { AdminCurationEndpoints } from './console-curation';
import type { AccountEndpoints } from './accounts';
import type { Access } from './access';
import { APPOINTMENT_ACCESS } from './appointments';
import type { AppointmentEndpoints } from './appointments';
import { EXPLORE_ACCESS } from './explore';
import type { ExploreEndpoints } from './explore';
import { LISTINGS_ACCESS } from './listings';
import type { ListingsEndpoints } from './listings';
import { CHAT_ACCESS } from './chat';
import type { ChatEndpoints } from './chat';
import { INVITE_ACCESS } from './invite';
import type { InviteEndpoints } from './invite';
import { MONEY_ACCESS } from './money';
import type { MoneyEndpoints } from './money';
import { PEOPLE_ACCESS } from './people';
import type { PeopleEndpoints } from './people';
import { PUBLIC_ACCESS } from './public-pages';
import type { PublicEndpoints } from './public-pages';
import { RECOVERY_ACCESS } from './accounts-recovery';
import type { RecoveryEndpoints } from './accounts-recovery';
import { RELEASE_ACCESS } from './release';
import type { ReleaseEndpoints } from './release';
import { TRUST_ACCESS } from './public-pages-reports';
import type { TrustEndpoints } from './public-pages-reports';
import { UPLOAD_ACCESS } from './upload';
import type { UploadEndpoints } from './upload';

export type { Access } from './access';

/**
 * The wire contract: spec §7 path → payload and reply `data` types, merged from each capability's table
 * (`protocol/<cap>.ts`). Both sides import it, so renaming a field breaks the build rather than production.
 * docs/protocol.md describes each entry for people.
 */
export interface Endpoints
  extends
    ListingsEndpoints,
    AccountEndpoints,
    RecoveryEndpoints,
    InviteEndpoints,
    ReleaseEndpoints,
    UploadEndpoints,
    MoneyEndpoints,
    ChatEndpoints,
    PeopleEndpoints,
    AppointmentEndpoints,
    ExploreEndpoints,
    PublicEndpoints,
    AdminEndpoints,
    AdminReviewEndpoints,
    AdminMoneyEndpoints,
    AdminContentEndpoints,
    AdminUsersEndpoints,
    AdminCurationEndpoints,
    AdminJobsEndpoints,
    TrustEndpoints {}

export type EndpointPath = keyof Endpoints;
export type PayloadOf<P extends EndpointPath> = Endpoints[P]['payload'];
export type ReplyOf<P extends EndpointPath> = Endpoints[P]['reply'];

export const ENDPOINT_ACCESS = {
  ...LISTINGS_ACCESS,
  ...ACCOUNT_ACCESS,
  ...RELEASE_ACCESS,
  ...UPLOAD_ACCESS,
  ...MONEY_ACCESS,
  ...CHAT_ACCESS,
  ...PEOPLE_ACCESS,
  ...APPOINTMENT_ACCESS,
  ...EXPLORE_ACCESS,
  ...RECOVERY_ACCESS,
  ...INVITE_ACCESS,
  ...PUBLIC_ACCESS,
  ...ADMIN_ACCESS,
  ...ADMIN_REVIEW_ACCESS,
  ...ADMIN_MONEY_ACCESS,
  ...ADMIN_CONTENT_ACCESS,
  ...ADMIN_USERS_ACCESS,
  ...ADMIN_CURATION_ACCESS,
  ...ADMIN_JOBS_ACCESS,
  ...TRUST_ACCESS,
} as const satisfies Record<EndpointPath, Access>;
