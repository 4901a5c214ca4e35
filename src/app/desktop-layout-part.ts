import { lazyScreen } from '../ui/Lazy';

// The desktop frame, its own chunk: the first phone screen never draws it, and start.tsx starts loading it at
// once on a desktop. Apart from the other lazy shell parts because the frame's top menu imports those.

export const desktopLayout = lazyScreen(
  () => import('./DesktopLayout'),
  (m) => m.DesktopLayout,
);
