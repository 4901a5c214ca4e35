import { StrictMode, useEffect } from 'react';
import type { ReactNode } from 'react';
import { setHydrating } from '../features/media/boot-image';
import { Root } from './Root';

/**
 * Once the first commit is in: the hydration's own rules end (features/media/boot-image.ts), and `#root`
 * no longer says its markup is the server's, waiting for the app (server/http/client.ts marks it).
 */
function FirstCommit({ children }: { children: ReactNode }) {
  useEffect(() => {
    setHydrating(false);
    document.getElementById('root')?.removeAttribute('data-rendered');
  }, []);
  return children;
}

/** The whole app, one tree for the server's render and the browser's (a hydrated tree must be the same). */
export function AppTree() {
  return (
    <StrictMode>
      <FirstCommit>
        <Root />
      </FirstCommit>
    </StrictMode>
  );
}
