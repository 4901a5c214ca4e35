import { groupCities, localName } from '../taxonomy/taxonomy-names';
import { useTaxonomy } from '../taxonomy/useTaxonomy';
import { SelectField } from './FormControls';
import type { OptionGroup } from './FormControls';
import type { FieldProps } from './field-props';
import { useReleaseMessages } from './messages';
import styles from './ReleaseForm.module.css';

/** City (domestic / abroad groups), type and mode pickers. */
export function TaxonomyFields({ draft, set, errorOf }: FieldProps) {
  const m = useReleaseMessages();
  const { taxonomy, lang } = useTaxonomy();
  const { domestic, abroad } = groupCities(taxonomy?.cities ?? []);
  const cityGroups: OptionGroup[] = [
    { label: m.domestic, options: domestic.map((c) => ({ value: String(c.code), label: localName(c, lang) })) },
    { label: m.abroad, options: abroad.map((c) => ({ value: String(c.code), label: `${localName(c, lang)}${c.region ? ` · ${c.region}` : ''}` })) },
  ].filter((g) => g.options.length > 0);
  const flat = (list: readonly { code: number; name: string; nameEn: string }[] | undefined): OptionGroup[] => [
    { label: '', options: (list ?? []).map((i) => ({ value: String(i.code), label: localName(i, lang) })) },
  ];
  return (
    <>
      <SelectField
        name="cityCode"
        testId="release-city"
        label={m.city}
        placeholder={m.cityPh}
        value={draft.cityCode}
        groups={cityGroups.length ? cityGroups : flat([])}
        error={errorOf('cityCode')}
        onValue={(cityCode) => set({ cityCode })}
      />
      <div className={styles.pair}>
        <SelectField
          name="typeCode"
          testId="release-type"
          label={m.type}
          placeholder={m.typePh}
          value={draft.typeCode}
          groups={flat(taxonomy?.types)}
          error={errorOf('typeCode')}
          // Suggested tags depend on the type; chosen ones stay (they are the user's words).
          onValue={(typeCode) => set({ typeCode })}
        />
        <SelectField
          name="modeCode"
          testId="release-mode"
          label={m.mode}
          placeholder={m.modePh}
          value={draft.modeCode}
          groups={flat(taxonomy?.modes)}
          error={errorOf('modeCode')}
          onValue={(modeCode) => set({ modeCode })}
        />
      </div>
    </>
  );
}
