import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { navigate, syncLocaleUrl, useRoutedPage } from '../nav/location';
import { useLocale } from '../state/locale';
import { recordVisit } from '../state/history';
import { setLoginPopup } from '../state/global';
import { useUser } from '../state/user';
import { showAlert } from '../state/overlay';
import { paramsKey } from '../nav/routes';
import { backDepth } from '../nav/back-depth';
import { ErrorBoundary } from './ErrorBoundary';
import { NotFoundScreen } from './ErrorScreen';
import { MobileLayout } from './MobileLayout';
import { Overlays } from './Overlays';
import { ScreenStack } from './ScreenStack';
import { decide, homeFor } from '../nav/guard';
import { useShellMessages } from './messages';
import { setAfterLogin } from '../nav/nav';
import { useNavMessages } from '../nav/messages';
import { viewOf } from './screens';
import { desktopLayout } from './desktop-layout-part';
import { inviteDialog } from './shell-parts';
import { useDeviceMode } from './useDeviceMode';
import { useChatSync } from '../features/chat/useChatSync';
import { useMessagingInvite } from '../features/shell/messaging/useMessagingInvite';
import type { ScreenEntry } from '../nav/screen-entry';
import { decodeSegment } from '../../protocol/list-url';
import { searchPageTitle } from '../../protocol/listings-texts';

const InviteDialog = inviteDialog.Component;

export function App() {
  const mode = useDeviceMode();
  const { path, search } = useRoutedPage();
  const { isLogin, u } = useUser();
  const vip = (u?.is_vip ?? 0) > 0;
  const m = useShellMessages();
  const navText = useNavMessages();
  const { lang } = useLocale();
  useChatSync();
  useEffect(() => syncLocaleUrl(), [lang]);

  const decision = useMemo(
    () => decide(path, search, mode, { isLogin, isVip: vip }),
    [path, search, mode, isLogin, vip],
  );
  const entry = useMemo<ScreenEntry | null>(
    () =>
      decision.type === 'render'
        ? {
            key: `${decision.route.name}?${paramsKey(decision.params)}`,
            route: decision.route,
            params: decision.params,
            url: path + search,
          }
        : null,
    [decision, path, search],
  );
  // While a redirect is pending, keep showing the last screen rather than unmounting the kept-alive stack.
  const [shown, setShown] = useState<ScreenEntry | null>(entry);
  if (entry && entry !== shown) setShown(entry);
  const active = entry ?? (decision.type === 'redirect' ? shown : null);

  const lastLocation = useRef('');
  useEffect(() => {
    const where = `${mode} ${path}${search}`;
    const sameLocation = lastLocation.current === where;
    lastLocation.current = where;
    if (decision.type === 'render') {
      recordVisit({ name: decision.route.name, path: path + search, depth: backDepth() });
      return;
    }
    if (decision.type !== 'redirect') return;
    // Logging out on a login-only page: leave for home quietly instead of asking to log in again.
    if (decision.reason === 'login' && sameLocation) return navigate(homeFor(mode), { replace: true });
    if (decision.afterLogin) setAfterLogin(decision.afterLogin);
    if (decision.loginPopup) setLoginPopup(true);
    if (decision.reason === 'vip') void showAlert(navText.needsVip);
    navigate(decision.to, { replace: true });
  }, [decision, mode, path, search, navText]);

  const title = active ? m[viewOf(active.route).titleKey] : m.notFoundTitle;
  const siteName = m.siteName;
  // A search with a keyword is titled by it, as the server's page head is (a tab, a bookmark, history).
  const keyword = active?.route.name === 'search' ? decodeSegment(active.params.keyword).trim() : '';
  useEffect(() => {
    if (active?.route.name === 'home') document.title = `${siteName} · ${m.siteTagline}`;
    else if (keyword) document.title = searchPageTitle(keyword, lang);
    else document.title = `${title} · ${siteName}`;
  }, [title, siteName, active, m, keyword, lang]);

  // Only over home: on any other page the visitor is doing something the invitation would interrupt.
  const invite = useMessagingInvite(active?.route.name !== 'home');

  const Layout = mode === 'desktop' ? desktopLayout.Component : MobileLayout;
  return (
    <ErrorBoundary resetKey={path}>
      <Layout route={active?.route ?? null} title={title}>
        {decision.type === 'not-found' ? (
          <NotFoundScreen path={path} />
        ) : (
          active && <ScreenStack active={active} isLogin={isLogin} />
        )}
      </Layout>
      <Overlays />
      {invite && (
        <Suspense fallback={null}>
          <InviteDialog {...invite} />
        </Suspense>
      )}
    </ErrorBoundary>
  );
}
