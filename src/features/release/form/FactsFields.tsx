import { FACT_FIELDS, FACT_VALUE_MAX } from '../../../../protocol/release';
import { useLang } from '../../../i18n';
import { TextField } from '../../../ui/TextField';
import type { FieldProps } from './field-props';
import { useReleaseMessages } from './messages';
import styles from './ReleaseForm.module.css';

/** The kind's own facts (licence for certification, agency for brokers…), from the protocol's table. */
export function FactsFields({ draft, set, errorOf }: FieldProps) {
  const m = useReleaseMessages();
  const lang = useLang();
  const fields = FACT_FIELDS[draft.kind];
  return (
    <div className={styles.pair}>
      {fields.map((f) => (
        <TextField
          key={f.key}
          name={`fact.${f.key}`}
          testId={`release-fact-${f.key}`}
          label={lang === 'en' ? f.labelEn : f.label}
          optional={f.required ? undefined : m.optional}
          maxLength={FACT_VALUE_MAX}
          value={draft.facts[f.key] ?? ''}
          error={errorOf(`fact.${f.key}`)}
          onValue={(v) => set({ facts: { ...draft.facts, [f.key]: v } })}
        />
      ))}
    </div>
  );
}
