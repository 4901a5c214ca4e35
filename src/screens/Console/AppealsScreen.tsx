import { AppealQueue } from '../../features/console/AppealQueue';

/** /console/appeals: owners' appeals of banned posts, upheld or restored one by one. */
export function AppealsScreen() {
  return <AppealQueue />;
}
