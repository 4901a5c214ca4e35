import { startTransition } from 'react';
import { isConsolePath } from '../protocol/console-path';
import { decide } from './nav/guard';
import { matchRoute } from './nav/routes';
import { preloadLaterScreens, viewOf } from './app/screens';
import { desktopLayout } from './app/desktop-layout-part';
import { startFirstScreenData } from './app/first-data';
import { applyMode, currentMode, setFirstMode } from './app/useDeviceMode';
import { registerServiceWorker } from './app/service-worker';
import { afterLoad, nextTask } from './lib/page-timing';
import { localeHref } from './nav/location';
import { stripLocale } from '../protocol/locale-path';
import { locale, setLang } from './state/locale';
import { isVip, setIncode, user } from './state/user';
import { setHydrating } from './features/media/boot-image';

// An invite link carries `incode`, kept for registration (spec §3). `code` and `c` are channel parameters
// that only the config call reports (spec §7), never an invite.
const incode = new URLSearchParams(location.search).get('incode');
if (incode) setIncode(incode.slice(0, 64));

// Locale routing (docs/decisions/platform.md): a /en or /zh prefix picks the language (and remembers it in the
// cookie); the address bar then shows the chosen language's form, so links and reloads keep it.
const bare = stripLocale(location.pathname);
if (bare.lang && bare.lang !== locale.lang) setLang(bare.lang);

// The console is desktop-only: no /h redirect, and none of the product's landing work.
const inConsole = isConsolePath(bare.path);
const mode = inConsole ? 'desktop' : currentMode();
applyMode(mode);
// The kept-alive stack restores scroll itself; the browser's own restoration would fight it.
history.scrollRestoration = 'manual';

// Fix the layout prefix before the first render so a phone landing on `/` never paints the desktop route.
const first = decide(bare.path, location.search, mode, { isLogin: user.isLogin, isVip: isVip() });
const landingUrl =
  !inConsole && first.type === 'redirect' && first.reason === 'mode' ? first.to : bare.path + location.search;
const wanted = localeHref(landingUrl);
if (wanted !== location.pathname + location.search) history.replaceState(history.state, '', wanted + location.hash);
// Start the landing screen's chunk now, in parallel with React's start-up.
const landing = inConsole ? null : matchRoute(stripLocale(location.pathname).path);
if (landing)
  void viewOf(landing.route)
    .screen.preload()
    .catch(() => undefined);
if (mode === 'desktop' && !inConsole) void desktopLayout.preload().catch(() => undefined);
const firstData = startFirstScreenData(landing, mode === 'mobile');

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// The server rendered the first screen as a guest sees it in its layout (server/http/app-render.ts): hydrated
// when this device sees the same, once the same replies have settled; otherwise rendered afresh.
const hydrate = !!landing && root.dataset.rendered === mode && !user.isLogin;
setFirstMode(mode);

// The build check (spec §4/§7) has nothing to do before the page has loaded: its code comes after.
// Nor has the table of the screens a visitor goes to next.
afterLoad(() => {
  preloadLaterScreens();
  void import('./app/build-update').then(
    (m) => m.watchForNewBuild(),
    (err: unknown) => console.error(err),
  );
});
registerServiceWorker();

startApp(root).catch((err: unknown) => console.error(err));

/**
 * React's renderer and the app's shell are chunks of their own, fetched beside the entry (vite.config.ts,
 * START_CHUNKS): each is evaluated in a task of its own here, instead of the whole bundle in one long task
 * on a slow phone. The first render need not be urgent either: as a transition React renders in slices and
 * yields between them.
 */
async function startApp(container: HTMLElement): Promise<void> {
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const { AppTree } = await import('./app/AppTree');
  await nextTask();
  if (hydrate && landing) {
    // The frame too: the desktop's is a part of its own, which the server's markup already draws.
    const frame = mode === 'desktop' ? desktopLayout.preload() : null;
    await Promise.all([
      firstData,
      viewOf(landing.route)
        .screen.preload()
        .catch(() => undefined),
      frame?.catch(() => undefined),
    ]);
    setHydrating(true);
    startTransition(() => {
      hydrateRoot(container, <AppTree />);
    });
    return;
  }
  startTransition(() => {
    createRoot(container).render(<AppTree />);
  });
}
