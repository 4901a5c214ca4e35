import { groupCities, localName } from '../taxonomy/taxonomy-names';
import { useTaxonomy } from '../taxonomy/useTaxonomy';
import { Select } from '../../ui/Select';
import type { SelectGroup } from '../../ui/Select';
import type { FieldProps } from './field-props';
import { useReleaseMessages } from './messages';
import styles from './ReleaseForm.module.css';

/** City (domestic / abroad groups), type and mode pickers. */
export function TaxonomyFields({ draft, set, errorOf }: FieldProps) {
  const m = useReleaseMessages();
  const { taxonomy, lang } = useTaxonomy();
  const { domestic, abroad } = groupCities(taxonomy?.cities ?? []);
  const cityGroups: SelectGroup[] = [
    { label: m.domestic, options: domestic.map((c) => ({ value: String(c.code), label: localName(c, lang) })) },
    { label: m.abroad, options: abroad.map((c) => ({ value: String(c.code), label: `${localName(c, lang)}${c.region ? ` · ${c.region}` : ''}` })) },
  ].filter((g) => g.options.length > 0);
  const flat = (list: readonly { code: number; name: string; nameEn: string }[] | undefined): SelectGroup[] => [
    { label: '', options: (list ?? []).map((i) => ({ value: String(i.code), label: localName(i, lang) })) },
  ];
  return (
    <>
      <Select
        name="cityCode"
        testId="release-city"
        label={m.city}
        placeholder={m.cityPh}
        value={draft.cityCode}
        groups={cityGroups.length ? cityGroups : flat([])}
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
          groups={flat(taxonomy?.types)}
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
          groups={flat(taxonomy?.modes)}
          error={errorOf('modeCode')}
          onChange={(modeCode) => set({ modeCode })}
        />
      </div>
    </>
  );
}
