import { lazyScreen } from '../ui/Lazy';
import type { LazyScreen } from '../ui/Lazy';
import type { TitleKey } from './messages';
import type { RouteDef, RouteName } from '../nav/routes';

/** What the shell shows for a route: its screen (a lazy chunk) and its title. */
export interface RouteView {
  screen: LazyScreen;
  titleKey: TitleKey;
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
const loginScreen = lazyScreen(
  () => import('../screens/Login/LoginScreen'),
  (m) => m.LoginScreen,
);
const userCenter = lazyScreen(
  () => import('../screens/User/UserCenterScreen'),
  (m) => m.UserCenterScreen,
);
const userPassword = lazyScreen(
  () => import('../screens/UserPassword/UserPasswordScreen'),
  (m) => m.UserPasswordScreen,
);
const userResetword = lazyScreen(
  () => import('../screens/UserResetword/UserResetwordScreen'),
  (m) => m.UserResetwordScreen,
);
const userShare = lazyScreen(
  () => import('../screens/UserShare/UserShareScreen'),
  (m) => m.UserShareScreen,
);
const termsScreen = lazyScreen(
  () => import('../screens/Legal/TermsScreen'),
  (m) => m.TermsScreen,
);
const privacyScreen = lazyScreen(
  () => import('../screens/Legal/PrivacyScreen'),
  (m) => m.PrivacyScreen,
);
const releaseScreen = lazyScreen(
  () => import('../screens/Release/ReleaseScreen'),
  (m) => m.ReleaseScreen,
);
const certificationScreen = lazyScreen(
  () => import('../screens/Release/CertificationScreen'),
  (m) => m.CertificationScreen,
);
const myPostsScreen = lazyScreen(
  () => import('../screens/MyPosts/MyPostsScreen'),
  (m) => m.MyPostsScreen,
);
const groupScreen = lazyScreen(
  () => import('../screens/Group/GroupScreen'),
  (m) => m.GroupScreen,
);
const userVipScreen = lazyScreen(
  () => import('../screens/UserVip/UserVipScreen'),
  (m) => m.UserVipScreen,
);
const manageGoldScreen = lazyScreen(
  () => import('../screens/ManageGold/ManageGoldScreen'),
  (m) => m.ManageGoldScreen,
);
const manageWithdrawScreen = lazyScreen(
  () => import('../screens/ManageWithdraw/ManageWithdrawScreen'),
  (m) => m.ManageWithdrawScreen,
);
const myOrderScreen = lazyScreen(
  () => import('../screens/MyOrder/MyOrderScreen'),
  (m) => m.MyOrderScreen,
);
const chatListScreen = lazyScreen(
  () => import('../screens/Chat/ChatListScreen'),
  (m) => m.ChatListScreen,
);
const chatScreen = lazyScreen(
  () => import('../screens/Chat/ChatScreen'),
  (m) => m.ChatScreen,
);
const myCollectionScreen = lazyScreen(
  () => import('../screens/MyCollection/MyCollectionScreen'),
  (m) => m.MyCollectionScreen,
);
const contactInformationScreen = lazyScreen(
  () => import('../screens/ContactInformation/ContactInformationScreen'),
  (m) => m.ContactInformationScreen,
);
const noticesScreen = lazyScreen(
  () => import('../screens/Notices/NoticesScreen'),
  (m) => m.NoticesScreen,
);
const workbenchManageScreen = lazyScreen(
  () => import('../screens/Workbench/WorkbenchManageScreen'),
  (m) => m.WorkbenchManageScreen,
);
const workbenchReserveScreen = lazyScreen(
  () => import('../screens/Workbench/WorkbenchReserveScreen'),
  (m) => m.WorkbenchReserveScreen,
);
const girlWorkbenchScreen = lazyScreen(
  () => import('../screens/Workbench/GirlWorkbenchScreen'),
  (m) => m.GirlWorkbenchScreen,
);
const myAppointmentsScreen = lazyScreen(
  () => import('../screens/Workbench/MyAppointmentsScreen'),
  (m) => m.MyAppointmentsScreen,
);
const tagScreen = lazyScreen(
  () => import('../screens/Explore/TagScreen'),
  (m) => m.TagScreen,
);
const themeScreen = lazyScreen(
  () => import('../screens/Explore/ThemeScreen'),
  (m) => m.ThemeScreen,
);
const videoScreen = lazyScreen(
  () => import('../screens/Video/VideoScreen'),
  (m) => m.VideoScreen,
);
const makeScreen = lazyScreen(
  () => import('../screens/Make/MakeScreen'),
  (m) => m.MakeScreen,
);
const personalDetailScreen = lazyScreen(
  () => import('../screens/PersonalDetail/PersonalDetailScreen'),
  (m) => m.PersonalDetailScreen,
);
const certificationDetailsScreen = lazyScreen(
  () => import('../screens/CertificationDetails/CertificationDetailsScreen'),
  (m) => m.CertificationDetailsScreen,
);
const peripheralDetailsScreen = lazyScreen(
  () => import('../screens/PeripheralDetails/PeripheralDetailsScreen'),
  (m) => m.PeripheralDetailsScreen,
);
const storeDetailScreen = lazyScreen(
  () => import('../screens/StoreDetail/StoreDetailScreen'),
  (m) => m.StoreDetailScreen,
);
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
