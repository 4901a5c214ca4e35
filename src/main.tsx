import './styles/global.css';
import { bootImageShown } from './features/media/boot-image';
import { captureInstallPrompt } from './features/shell/install/install-prompt';
import { reloadOnStaleChunks } from './ui/Lazy';
import { afterNextPaint } from './lib/page-timing';

// The entry is small on purpose: the boot shell in index.html paints, and its picture (the screen's
// largest) with it, before the app's start-up work takes the main thread. That work is in chunks fetched
// beside this one (vite.config.ts, START_CHUNKS) and evaluated one task at a time (./start.tsx); evaluating
// it all at once would be one long task that holds those paints back on a slow phone.

/** How long the app's start waits for the boot shell's picture to show. */
const BOOT_PICTURE_WAIT_MS = 1000;

// Ask for the install prompt before the browser offers it (it fires once, early).
captureInstallPrompt();
reloadOnStaleChunks();

afterNextPaint()
  .then(() => bootImageShown(BOOT_PICTURE_WAIT_MS))
  .then(() => import('./start'))
  .catch((err: unknown) => console.error(err));
