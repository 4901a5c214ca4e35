import { useState } from 'react';
import type { FormEvent } from 'react';
import { PRICE_FILTER_MAX } from '../../../../protocol/explore';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { useSearchMessages } from './messages';
import styles from './SearchFilters.module.css';

type Range = { priceMin?: number; priceMax?: number };

const parse = (text: string): number | undefined | null => {
  const t = text.trim();
  if (t === '') return undefined;
  if (!/^\d{1,8}$/.test(t) || Number(t) > PRICE_FILTER_MAX) return null;
  return Number(t);
};

/**
 * Lowest and highest price, applied together; an upside-down or malformed range is explained, not sent.
 * Keyed by the applied range where used, so a chip removed or a link followed starts it afresh.
 */
export function PriceRange({ value, onApply }: { value: Range; onApply: (next: Range) => void }) {
  const m = useSearchMessages();
  const [min, setMin] = useState(value.priceMin?.toString() ?? '');
  const [max, setMax] = useState(value.priceMax?.toString() ?? '');
  const [error, setError] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const lo = parse(min);
    const hi = parse(max);
    if (lo === null || hi === null) return setError(m.priceInvalid);
    if (lo !== undefined && hi !== undefined && lo > hi) return setError(m.priceUpsideDown);
    setError('');
    onApply({ priceMin: lo, priceMax: hi });
  };
  return (
    <form className={styles.price} onSubmit={submit} data-testid="price-range" noValidate>
      <TextField
        label={m.priceMin}
        size="sm"
        inputMode="numeric"
        value={min}
        onValue={setMin}
        error={error || undefined}
        testId="price-min"
      />
      <TextField label={m.priceMax} size="sm" inputMode="numeric" value={max} onValue={setMax} testId="price-max" />
      <Button type="submit" size="sm" variant="secondary" testId="price-apply">
        {m.applyPrice}
      </Button>
    </form>
  );
}
