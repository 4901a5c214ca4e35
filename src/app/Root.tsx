import { Suspense, lazy } from 'react';
import { usePathname } from 'wouter/use-browser-location';
import { useConsoleViewer } from '../features/console/useConsoleViewer';
import { isConsolePath } from '../nav/console-routes';
import { App } from './App';
import { RouteFallback } from './RouteFallback';

// The console is its own chunk, fetched only once the server has confirmed an operator: nobody else ever
// downloads it. Anyone else on a console path gets the product (whose route table has no console, so: 404).
const ConsoleApp = lazy(() => import('./console/ConsoleApp').then((m) => ({ default: m.ConsoleApp })));

export function Root() {
  const path = usePathname();
  const inConsole = isConsolePath(path);
  const viewer = useConsoleViewer(inConsole);
  if (!inConsole || viewer.state === 'none') return <App />;
  if (viewer.state === 'checking') return <RouteFallback />;
  return (
    <Suspense fallback={<RouteFallback />}>
      <ConsoleApp />
    </Suspense>
  );
}
