import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { Taxonomy } from '../../../../protocol/types';
import { global } from '../../../state/global';
import { locale } from '../../../state/locale';
import { loadTaxonomy } from '../global-config';
import type { Lang } from './taxonomy-names';
import { nameMaps } from './taxonomy-names';

/** The taxonomy (loaded once, shared through global state) plus name lookups in the current language. */
export function useTaxonomy() {
  const { taxonomy } = useSnapshot(global);
  const { lang } = useSnapshot(locale);
  useEffect(() => {
    if (taxonomy) return;
    // loadTaxonomy fills global state. A failure leaves names blank; the pickers still offer "all" and the
    // next mount retries.
    loadTaxonomy().catch(() => undefined);
  }, [taxonomy]);
  const names = useMemo(() => nameMaps(taxonomy as Taxonomy | null, lang as Lang), [taxonomy, lang]);
  return { taxonomy: taxonomy as Taxonomy | null, lang: lang as Lang, names };
}
