import { Suspense } from 'react';
import { useConsoleViewer } from '../features/console/useConsoleViewer';
import { App } from './App';
import { lazyScreen } from '../ui/Lazy';
import { RouteFallback } from './RouteFallback';

// The console is its own chunk, fetched only once the server has confirmed an operator: nobody else ever
// downloads it. Anyone else on a console path gets the product (whose route table has no console, so: 404).
const ConsoleApp = lazyScreen(
  () => import('./console/ConsoleApp'),
  (m) => m.ConsoleApp,
).Component;

/** A console path: the operator check, then the console or the product's 404. */
export function ConsoleGate() {
  const viewer = useConsoleViewer(true);
  if (viewer.state === 'none') return <App />;
  if (viewer.state === 'checking') return <RouteFallback />;
  return (
    <Suspense fallback={<RouteFallback />}>
      <ConsoleApp />
    </Suspense>
  );
}
