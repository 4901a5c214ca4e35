import type {
  Ad,
  City,
  GlobalConfig,
  Notice,
  Page,
  PostCard,
  PostDetail,
  PostKind,
  PublicUser,
  Taxonomy,
  UserProfile,
} from './types';

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
import type { AdminCurationEndpoints } from './console-curation';
import type { AccountEndpoints } from './accounts';
import type { Access } from './access';
import { APPOINTMENT_ACCESS } from './appointments';
import type { AppointmentEndpoints } from './appointments';
import { EXPLORE_ACCESS } from './explore';
import type { ExploreEndpoints, PostSort } from './explore';
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

export interface ListQuery {
  cityCode?: number;
  typeCode?: number;
  modeCode?: number;
  kind?: PostKind;
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

export interface SearchQuery {
  keyword: string;
  cityCode?: number;
  typeCode?: number;
  modeCode?: number;
  /** A post matches a price range when its own range overlaps it; posts without a price then drop out. */
  priceMin?: number;
  priceMax?: number;
  /** Default newest. */
  sort?: PostSort;
  page?: number;
  pageSize?: number;
}

export interface Credentials {
  username: string;
  password: string;
}

export interface ProfileUpdate {
  /** When given it must be the caller's own id: editing someone else's profile is refused (403). */
  id?: number;
  nickname?: string;
  bio?: string;
  avatar?: string | null;
  /** A city code from getInfoType's cities; null clears it. */
  area?: number | null;
}

/**
 * The wire contract: spec §7 path → payload and reply `data` types. Both sides import it, so renaming a
 * field breaks the build rather than production. docs/protocol.md describes each entry for people.
 */
export interface Endpoints
  extends
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
    TrustEndpoints {
  '/api/home/config': { payload: { code?: string; c?: string }; reply: GlobalConfig };
  /** Ads grouped by slot key (e.g. `home_banner`); a missing key reads as an empty list. */
  '/api/home/getAds': { payload: Record<string, never>; reply: Record<string, Ad[]> };
  '/api/home/adsClick': { payload: { id: number }; reply: null };
  '/api/home/buyNotice': { payload: Record<string, never>; reply: Notice[] };

  '/api/info/getInfoList': { payload: ListQuery; reply: Page<PostCard> };
  '/api/info/getInfoVipList': { payload: ListQuery; reply: Page<PostCard> };
  '/api/info/getInfo': { payload: { id: number; kind?: PostKind }; reply: PostDetail };
  '/api/info/getInfoVip': { payload: { id: number }; reply: PostDetail };
  '/api/info/getInfoType': { payload: Record<string, never>; reply: Taxonomy };
  /** The abroad cities, in display order (spec §7 lists it with the home calls, under /api/info). */
  '/api/info/getAbroadCity': { payload: Record<string, never>; reply: City[] };
  '/api/info/search': { payload: SearchQuery; reply: Page<PostCard> };

  /** Reply data is the new session token. */
  '/api/account/registerByPassword': { payload: Credentials & { incode?: string }; reply: string };
  /** Reply data is the new session token. */
  '/api/account/loginByPassword': { payload: Credentials; reply: string };
  /** Revokes the caller's token. */
  '/api/account/logout': { payload: Record<string, never>; reply: null };

  '/api/user/userinfo': { payload: Record<string, never>; reply: UserProfile };
  /** A publisher's public profile; any other id (missing, or no public post) answers user.not_found alike. */
  '/api/user/getUserInfo': { payload: { id: number }; reply: PublicUser };
  '/api/user/updateUserinfo': { payload: ProfileUpdate; reply: UserProfile };
}

export type EndpointPath = keyof Endpoints;
export type PayloadOf<P extends EndpointPath> = Endpoints[P]['payload'];
export type ReplyOf<P extends EndpointPath> = Endpoints[P]['reply'];

export const ENDPOINT_ACCESS = {
  '/api/home/config': 'public',
  '/api/home/getAds': 'public',
  '/api/home/adsClick': 'optional',
  '/api/home/buyNotice': 'public',
  '/api/info/getInfoList': 'public',
  '/api/info/getInfoVipList': 'public',
  '/api/info/getInfo': 'optional',
  '/api/info/getInfoVip': 'user',
  '/api/info/getInfoType': 'public',
  '/api/info/getAbroadCity': 'public',
  // The caller decides what a keyword may match in VIP posts.
  '/api/info/search': 'optional',
  '/api/account/registerByPassword': 'public',
  '/api/account/loginByPassword': 'public',
  '/api/account/logout': 'user',
  '/api/user/userinfo': 'user',
  '/api/user/getUserInfo': 'optional',
  '/api/user/updateUserinfo': 'user',
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
  ...TRUST_ACCESS,
} as const satisfies Record<EndpointPath, Access>;
