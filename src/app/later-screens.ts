import type { ComponentType } from 'react';

/**
 * The screens of every route but the landing ones (src/app/screens.ts keeps those, and the routes' titles):
 * fetched after the page has loaded, or by the first visit of such a route.
 */
export const LATER_SCREENS = {
  loginScreen: () => import('../screens/Login/LoginScreen').then((m) => m.LoginScreen),
  userCenter: () => import('../screens/User/UserCenterScreen').then((m) => m.UserCenterScreen),
  userPassword: () => import('../screens/UserPassword/UserPasswordScreen').then((m) => m.UserPasswordScreen),
  userResetword: () => import('../screens/UserResetword/UserResetwordScreen').then((m) => m.UserResetwordScreen),
  userShare: () => import('../screens/UserShare/UserShareScreen').then((m) => m.UserShareScreen),
  termsScreen: () => import('../screens/Legal/TermsScreen').then((m) => m.TermsScreen),
  privacyScreen: () => import('../screens/Legal/PrivacyScreen').then((m) => m.PrivacyScreen),
  releaseScreen: () => import('../screens/Release/ReleaseScreen').then((m) => m.ReleaseScreen),
  certificationScreen: () => import('../screens/Release/CertificationScreen').then((m) => m.CertificationScreen),
  myPostsScreen: () => import('../screens/MyPosts/MyPostsScreen').then((m) => m.MyPostsScreen),
  groupScreen: () => import('../screens/Group/GroupScreen').then((m) => m.GroupScreen),
  userVipScreen: () => import('../screens/UserVip/UserVipScreen').then((m) => m.UserVipScreen),
  manageGoldScreen: () => import('../screens/ManageGold/ManageGoldScreen').then((m) => m.ManageGoldScreen),
  manageWithdrawScreen: () =>
    import('../screens/ManageWithdraw/ManageWithdrawScreen').then((m) => m.ManageWithdrawScreen),
  myOrderScreen: () => import('../screens/MyOrder/MyOrderScreen').then((m) => m.MyOrderScreen),
  chatListScreen: () => import('../screens/Chat/ChatListScreen').then((m) => m.ChatListScreen),
  chatScreen: () => import('../screens/Chat/ChatScreen').then((m) => m.ChatScreen),
  myCollectionScreen: () => import('../screens/MyCollection/MyCollectionScreen').then((m) => m.MyCollectionScreen),
  savedSearchesScreen: () => import('../screens/SavedSearches/SavedSearchesScreen').then((m) => m.SavedSearchesScreen),
  contactInformationScreen: () =>
    import('../screens/ContactInformation/ContactInformationScreen').then((m) => m.ContactInformationScreen),
  noticesScreen: () => import('../screens/Notices/NoticesScreen').then((m) => m.NoticesScreen),
  workbenchManageScreen: () =>
    import('../screens/Workbench/WorkbenchManageScreen').then((m) => m.WorkbenchManageScreen),
  workbenchReserveScreen: () =>
    import('../screens/Workbench/WorkbenchReserveScreen').then((m) => m.WorkbenchReserveScreen),
  girlWorkbenchScreen: () => import('../screens/Workbench/GirlWorkbenchScreen').then((m) => m.GirlWorkbenchScreen),
  myAppointmentsScreen: () => import('../screens/Workbench/MyAppointmentsScreen').then((m) => m.MyAppointmentsScreen),
  tagScreen: () => import('../screens/Explore/TagScreen').then((m) => m.TagScreen),
  themeScreen: () => import('../screens/Explore/ThemeScreen').then((m) => m.ThemeScreen),
  videoScreen: () => import('../screens/Video/VideoScreen').then((m) => m.VideoScreen),
  makeScreen: () => import('../screens/Make/MakeScreen').then((m) => m.MakeScreen),
  personalDetailScreen: () =>
    import('../screens/PersonalDetail/PersonalDetailScreen').then((m) => m.PersonalDetailScreen),
  certificationDetailsScreen: () =>
    import('../screens/CertificationDetails/CertificationDetailsScreen').then((m) => m.CertificationDetailsScreen),
  peripheralDetailsScreen: () =>
    import('../screens/PeripheralDetails/PeripheralDetailsScreen').then((m) => m.PeripheralDetailsScreen),
  storeDetailScreen: () => import('../screens/StoreDetail/StoreDetailScreen').then((m) => m.StoreDetailScreen),
} satisfies Record<string, () => Promise<ComponentType>>;

export type LaterScreen = keyof typeof LATER_SCREENS;
