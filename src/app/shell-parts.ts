import { lazyScreen } from '../ui/Lazy';

// Parts of the shell the first phone screen does not draw, each its own chunk (see lazy-screen.ts): the
// dialog (an alert, a confirm, the login popup), the login form (once a guest asks to log in on a desktop),
// the top menu's list (once opened), the messaging invitation (once due). The desktop frame is in
// desktop-layout-part.ts, since its top menu imports this file.

export const dialog = lazyScreen(
  () => import('../ui/Dialog'),
  (m) => m.Dialog,
);

export const topMenuList = lazyScreen(
  () => import('../features/accounts/profile/TopMenuList'),
  (m) => m.TopMenuList,
);

export const loginForm = lazyScreen(
  () => import('../features/accounts/auth/LoginForm'),
  (m) => m.LoginForm,
);

export const inviteDialog = lazyScreen(
  () => import('../features/shell/messaging/InviteDialog'),
  (m) => m.InviteDialog,
);
