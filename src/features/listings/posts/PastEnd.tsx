import type { ReactNode } from 'react';
import { AppLink } from '../../../nav/AppLink';
import { useListingMessages } from './messages';
import styles from './PostGrid.module.css';

/**
 * What an empty page past the last result says (an old link, a shorter list since): that it is past the end,
 * with a way back to page 1 — not "nothing found" beside a total that says otherwise.
 */
export function usePastEnd(firstPagePath: string): { title: string; hint: string; action: ReactNode } {
  const m = useListingMessages();
  return {
    title: m.pastEnd,
    hint: m.pastEndHint,
    action: (
      <AppLink to={firstPagePath} className={styles.firstPage} data-testid="first-page-link">
        {m.firstPage}
      </AppLink>
    ),
  };
}
