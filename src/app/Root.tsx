import { Suspense } from 'react';
import { isConsolePath } from '../../protocol/console-path';
import { App } from './App';
import { useAddressPath } from '../nav/location';
import { lazyScreen } from '../ui/Lazy';
import { RouteFallback } from './RouteFallback';

// On a console path the operator check (and, for an operator, the console) loads; nowhere else does any
// of it reach the browser.
const ConsoleGate = lazyScreen(
  () => import('./ConsoleGate'),
  (m) => m.ConsoleGate,
).Component;

export function Root() {
  const path = useAddressPath();
  if (!isConsolePath(path)) return <App />;
  return (
    <Suspense fallback={<RouteFallback />}>
      <ConsoleGate />
    </Suspense>
  );
}
