import { lazyScreen } from '../ui/Lazy';
import type { LazyScreen } from '../ui/Lazy';
import type { TitleKey } from './messages';
import type { LaterScreen } from './later-screens';
import type { RouteDef, RouteName } from '../nav/routes';

/** What the shell shows for a route: its screen (a lazy chunk) and its title. */
export interface RouteView {
  screen: LazyScreen;
  titleKey: TitleKey;
}

/**
 * A screen no landing route shows. Its import (and the list of files it needs) lives in later-screens.ts, a
 * chunk of its own the shell fetches once the page has loaded, so the entry does not carry every screen's.
 */
function later(name: LaterScreen): LazyScreen {
  return lazyScreen(
    () => import('./later-screens').then((m) => m.LATER_SCREENS[name]()),
    (screen) => screen,
  );
}

/** Starts fetching the other screens' table, so the first navigation away from the landing waits for one chunk. */
export function preloadLaterScreens(): void {
  void import('./later-screens').catch(() => undefined);
}

const home = lazyScreen(
  () => import('../screens/Home/HomeScreen'),
  (m) => m.HomeScreen,
);
const searchScreen = lazyScreen(
  () => import('../screens/Search/SearchScreen'),
  (m) => m.SearchScreen,
);
const detail = lazyScreen(
  () => import('../screens/Details/DetailScreen'),
  (m) => m.DetailScreen,
);
const loginScreen = later('loginScreen');
const userCenter = later('userCenter');
const userPassword = later('userPassword');
const userResetword = later('userResetword');
const userShare = later('userShare');
const termsScreen = later('termsScreen');
const privacyScreen = later('privacyScreen');
const releaseScreen = later('releaseScreen');
const certificationScreen = later('certificationScreen');
const myPostsScreen = later('myPostsScreen');
const groupScreen = later('groupScreen');
const userVipScreen = later('userVipScreen');
const manageGoldScreen = later('manageGoldScreen');
const manageWithdrawScreen = later('manageWithdrawScreen');
const myOrderScreen = later('myOrderScreen');
const chatListScreen = later('chatListScreen');
const chatScreen = later('chatScreen');
const myCollectionScreen = later('myCollectionScreen');
const savedSearchesScreen = later('savedSearchesScreen');
const contactInformationScreen = later('contactInformationScreen');
const noticesScreen = later('noticesScreen');
const workbenchManageScreen = later('workbenchManageScreen');
const workbenchReserveScreen = later('workbenchReserveScreen');
const girlWorkbenchScreen = later('girlWorkbenchScreen');
const myAppointmentsScreen = later('myAppointmentsScreen');
const tagScreen = later('tagScreen');
const themeScreen = later('themeScreen');
const videoScreen = later('videoScreen');
const makeScreen = later('makeScreen');
const personalDetailScreen = later('personalDetailScreen');
const certificationDetailsScreen = later('certificationDetailsScreen');
const peripheralDetailsScreen = later('peripheralDetailsScreen');
const storeDetailScreen = later('storeDetailScreen');
const errorScreen = lazyScreen(
  () => import('./ErrorRoute'),
  (m) => m.ErrorRouteScreen,
);

const v = (screen: LazyScreen, titleKey: TitleKey): RouteView => ({ screen, titleKey });

/**
 * The screen and title of every route in nav/routes.ts (which holds paths and access rules, so navigation
 * functions below the shell never load screens). Keyed by route name: a route without a view fails the build.
 */
export const ROUTE_VIEWS: Readonly<Record<RouteName, RouteView>> = {
  home: v(home, 'tHome'),
  search: v(searchScreen, 'tSearch'),
  'details-personal': v(detail, 'tDetailPersonal'),
  'details-store': v(detail, 'tDetailStore'),
  'details-certification': v(detail, 'tDetailCertification'),
  'details-broker': v(detail, 'tDetailBroker'),
  'release-personal': v(releaseScreen, 'tReleasePersonal'),
  'release-store': v(releaseScreen, 'tReleaseStore'),
  'release-broker': v(releaseScreen, 'tReleaseBroker'),
  'release-certification': v(certificationScreen, 'tReleaseCertification'),
  login: v(loginScreen, 'tLogin'),
  group: v(groupScreen, 'tGroup'),
  'user-center': v(userCenter, 'tUserCenter'),
  'user-vip': v(userVipScreen, 'tUserVip'),
  'user-share': v(userShare, 'tUserShare'),
  'workbench-manage': v(workbenchManageScreen, 'tWorkbenchManage'),
  'workbench-reserve': v(workbenchReserveScreen, 'tWorkbenchReserve'),
  'contact-information': v(contactInformationScreen, 'tContactInformation'),
  'girl-workbench': v(girlWorkbenchScreen, 'tGirlWorkbench'),
  'my-appointments': v(myAppointmentsScreen, 'tMyAppointments'),
  'my-posts': v(myPostsScreen, 'tMyPosts'),
  'my-order': v(myOrderScreen, 'tMyOrder'),
  'my-collection': v(myCollectionScreen, 'tMyCollection'),
  'saved-searches': v(savedSearchesScreen, 'tSavedSearches'),
  notices: v(noticesScreen, 'tNotices'),
  'manage-gold': v(manageGoldScreen, 'tManageGold'),
  'manage-withdraw': v(manageWithdrawScreen, 'tManageWithdraw'),
  'user-password': v(userPassword, 'tUserPassword'),
  'user-resetword': v(userResetword, 'tUserResetword'),
  'personal-detail': v(personalDetailScreen, 'tPersonalDetail'),
  'certification-details': v(certificationDetailsScreen, 'tCertificationDetails'),
  'peripheral-details': v(peripheralDetailsScreen, 'tPeripheralDetails'),
  'store-detail': v(storeDetailScreen, 'tStoreDetail'),
  'chat-list': v(chatListScreen, 'tChatList'),
  chat: v(chatScreen, 'tChat'),
  error: v(errorScreen, 'tError'),
  make: v(makeScreen, 'tMake'),
  video: v(videoScreen, 'tVideo'),
  'explore-tag': v(tagScreen, 'tExploreTag'),
  'explore-theme': v(themeScreen, 'tExploreTheme'),
  terms: v(termsScreen, 'tTerms'),
  privacy: v(privacyScreen, 'tPrivacy'),
};

export function viewOf(route: RouteDef): RouteView {
  return ROUTE_VIEWS[route.name];
}
