import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Root } from './app/Root';
import { isConsolePath } from './nav/console-routes';
import { decide } from './nav/guard';
import { matchRoute } from './nav/routes';
import { viewOf } from './app/screens';
import { startFirstScreenData } from './app/first-data';
import { useShellMessages } from './app/messages';
import { applyMode, currentMode } from './app/useDeviceMode';
import { fetchBuildId } from './api/build';
import { startBuildCheck } from './lib/build-check';
import { runtimeConfig } from './lib/runtime-config';
import { showToast } from './state/overlay';
import { isVip, setIncode, user } from './state/user';

// An invite link carries `incode`, kept for registration (spec §3). `code` and `c` are channel parameters
// that only the config call reports (spec §7), never an invite.
const incode = new URLSearchParams(location.search).get('incode');
if (incode) setIncode(incode.slice(0, 64));

// The console is desktop-only: no /h redirect, and none of the product's landing work.
const inConsole = isConsolePath(location.pathname);
const mode = inConsole ? 'desktop' : currentMode();
applyMode(mode);
// The kept-alive stack restores scroll itself; the browser's own restoration would fight it.
history.scrollRestoration = 'manual';

// Fix the layout prefix before the first render so a phone landing on `/` never paints the desktop route.
const first = decide(location.pathname, location.search, mode, { isLogin: user.isLogin, isVip: isVip() });
if (!inConsole && first.type === 'redirect' && first.reason === 'mode')
  history.replaceState(history.state, '', first.to + location.hash);
// Start the landing screen's chunk now, in parallel with React's start-up.
const landing = inConsole ? null : matchRoute(location.pathname);
if (landing)
  void viewOf(landing.route)
    .screen.preload()
    .catch(() => undefined);
startFirstScreenData(landing, mode === 'mobile');

try {
  startBuildCheck({
    current: runtimeConfig().buildId,
    fetchBuildId: () => fetchBuildId(),
    onUpdate: () => {
      const m = useShellMessages.current();
      showToast(m.newBuild, 0, { label: m.reload, run: () => location.reload() });
    },
  });
} catch (err) {
  console.error(err);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// The boot shell in index.html is already on screen, so the first render need not be urgent: as a
// transition React renders in slices and yields between them, instead of one long task on a slow phone.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
});
