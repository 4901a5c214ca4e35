import { cityGroups, codeOptions } from '../../common/taxonomy/taxonomy-options';
import { useTaxonomy } from '../../common/taxonomy/useTaxonomy';
import { Select } from '../../../ui/Select';
import type { FieldProps } from './field-props';
import { useReleaseMessages } from './messages';
import styles from './ReleaseForm.module.css';

/** City (domestic / abroad groups), type and mode pickers. */
export function TaxonomyFields({ draft, set, errorOf }: FieldProps) {
  const m = useReleaseMessages();
  const { taxonomy, lang } = useTaxonomy();
  const cities = cityGroups(taxonomy?.cities, lang, m);
  return (
    <>
      <Select
        name="cityCode"
        testId="release-city"
        label={m.city}
        placeholder={m.cityPh}
        value={draft.cityCode}
        groups={cities}
        error={errorOf('cityCode')}
        onChange={(cityCode) => set({ cityCode })}
      />
      <div className={styles.pair}>
        <Select
          name="typeCode"
          testId="release-type"
          label={m.type}
          placeholder={m.typePh}
          value={draft.typeCode}
          options={codeOptions(taxonomy?.types, lang)}
          error={errorOf('typeCode')}
          // Suggested tags depend on the type; chosen ones stay (they are the user's words).
          onChange={(typeCode) => set({ typeCode })}
        />
        <Select
          name="modeCode"
          testId="release-mode"
          label={m.mode}
          placeholder={m.modePh}
          value={draft.modeCode}
          options={codeOptions(taxonomy?.modes, lang)}
          error={errorOf('modeCode')}
          onChange={(modeCode) => set({ modeCode })}
        />
      </div>
    </>
  );
}
