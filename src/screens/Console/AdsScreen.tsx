import { AdsEditor } from '../../features/console/content/AdsEditor';

/** /console/ads. */
export function AdsScreen() {
  return <AdsEditor />;
}
