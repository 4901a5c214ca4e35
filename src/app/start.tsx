import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

/**
 * Renders the app into `root`, replacing the boot shell. The shell is already on screen, so the first
 * render need not be urgent: as a transition React renders in slices and yields between them, instead of
 * one long task on a slow phone.
 */
export function startApp(root: HTMLElement): void {
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
