import { Field } from '../../../ui/Field';
import { TextField } from '../../../ui/TextField';
import type { FieldProps } from './field-props';
import { examplesOf, useReleaseMessages } from './messages';
import extras from './ReleaseExtras.module.css';
import styles from './ReleaseForm.module.css';

/** Min/max in whole yuan, or "面议" (negotiable), which sends no range. */
export function PriceFields({ draft, set, errorOf }: FieldProps) {
  const m = useReleaseMessages();
  const ex = examplesOf(m, draft.kind);
  const digits = (v: string) => v.replace(/[^\d]/g, '');
  return (
    <Field
      id="release-price"
      labelFor={null}
      name="price"
      label={m.price}
      counter={
        <label className={extras.toggle}>
          <input
            type="checkbox"
            data-testid="release-negotiable"
            checked={draft.negotiable}
            onChange={(e) => set({ negotiable: e.target.checked })}
          />
          <span className={extras.switch} aria-hidden="true" />
          {m.negotiable}
        </label>
      }
    >
      {!draft.negotiable && (
        <div className={styles.pair}>
          <TextField
            name="priceMin"
            testId="release-price-min"
            label={m.priceMin}
            placeholder={ex.priceMin}
            inputMode="numeric"
            value={draft.priceMin}
            error={errorOf('priceMin')}
            onValue={(v) => set({ priceMin: digits(v) })}
          />
          <TextField
            name="priceMax"
            testId="release-price-max"
            label={m.priceMax}
            placeholder={ex.priceMax}
            inputMode="numeric"
            value={draft.priceMax}
            error={errorOf('priceMax')}
            onValue={(v) => set({ priceMax: digits(v) })}
          />
        </div>
      )}
    </Field>
  );
}
