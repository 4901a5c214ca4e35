import { useSnapshot } from 'valtio';
import { navHistory } from '../../../state/history';
import { matchRoute } from '../../../nav/routes';
import { parseCode } from '../../common/list-query';

/** The city last chosen on home (0 = all): the search tab searches there until another is picked. */
export function lastHomeCity(records: readonly { name: string; path: string }[] = navHistory.records): number {
  for (let i = records.length - 1; i >= 0; i--) {
    const r = records[i]!;
    if (r.name !== 'home') continue;
    return parseCode(matchRoute(r.path)?.params.cityCode);
  }
  return 0;
}

/** lastHomeCity, kept current as the navigation history grows (the search screen stays mounted). */
export function useHomeCity(): number {
  return lastHomeCity(useSnapshot(navHistory).records);
}
