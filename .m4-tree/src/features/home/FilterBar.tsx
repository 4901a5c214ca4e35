import type { ChangeEvent } from 'react';
import type { NamedCode } from '../../../protocol/types';
import type { ListState } from '../listing/list-query';
import { groupCities, localName } from '../taxonomy/taxonomy-names';
import { useTaxonomy } from '../taxonomy/useTaxonomy';
import { useHomeMessages } from './messages';
import styles from './FilterBar.module.css';

interface Props {
  state: ListState;
  /** Called with the new state; a filter change always returns to page 1. */
  onChange: (next: ListState) => void;
}

/** City / type / mode pickers: native selects whose value is the code ('0' = all). */
export function FilterBar({ state, onChange }: Props) {
  const m = useHomeMessages();
  const { taxonomy, lang } = useTaxonomy();
  const cities = groupCities(taxonomy?.cities ?? []);
  const pick = (field: 'cityCode' | 'typeCode' | 'modeCode') => (e: ChangeEvent<HTMLSelectElement>) =>
    onChange({ ...state, [field]: Number(e.target.value) || 0, page: 1 });
  const options = (list: readonly NamedCode[] | undefined) =>
    (list ?? []).map((i) => (
      <option key={i.code} value={String(i.code)}>
        {localName(i, lang)}
      </option>
    ));

  return (
    <div className={styles.bar}>
      <label className={`${styles.field} ${state.cityCode ? styles.active : ''}`}>
        <span className={styles.label}>{m.city}</span>
        <select data-testid="city-picker" value={String(state.cityCode)} onChange={pick('cityCode')} className={styles.select}>
          <option value="0">{m.allCities}</option>
          {cities.domestic.length > 0 && <optgroup label={m.domestic}>{options(cities.domestic)}</optgroup>}
          {cities.abroad.length > 0 && (
            <optgroup label={m.abroad}>
              {cities.abroad.map((c) => (
                <option key={c.code} value={String(c.code)}>
                  {localName(c, lang)}
                  {c.region ? ` · ${c.region}` : ''}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      </label>
      <label className={`${styles.field} ${state.typeCode ? styles.active : ''}`}>
        <span className={styles.label}>{m.type}</span>
        <select data-testid="type-picker" value={String(state.typeCode)} onChange={pick('typeCode')} className={styles.select}>
          <option value="0">{m.allTypes}</option>
          {options(taxonomy?.types)}
        </select>
      </label>
      <label className={`${styles.field} ${state.modeCode ? styles.active : ''}`}>
        <span className={styles.label}>{m.mode}</span>
        <select data-testid="mode-picker" value={String(state.modeCode)} onChange={pick('modeCode')} className={styles.select}>
          <option value="0">{m.allModes}</option>
          {options(taxonomy?.modes)}
        </select>
      </label>
    </div>
  );
}
