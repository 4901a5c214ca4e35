import { useState } from 'react';
import { TAG_MAX_CHARS, TAGS_MAX } from '../../../protocol/release';
import { getTags } from '../../api/release';
import { useQuery } from '../shared/useQuery';
import type { FieldProps } from './field-props';
import { useReleaseMessages } from './messages';
import extras from './ReleaseExtras.module.css';
import styles from './ReleaseForm.module.css';

/** Suggestions shown before "more": the whole list can run to dozens when no type is chosen. */
const SUGGESTIONS_SHOWN = 12;

/** Suggested tags of the chosen type as chips (getTags), plus the user's own; at most TAGS_MAX chosen. */
export function TagPicker({ draft, set, errorOf }: FieldProps) {
  const m = useReleaseMessages();
  const [custom, setCustom] = useState('');
  const typeCode = Number(draft.typeCode) || 0;
  const suggested = useQuery(`tags:${typeCode}`, (signal) => getTags({ typeCode }, { signal }));
  const chosen = draft.tags;
  const full = chosen.length >= TAGS_MAX;
  const [expanded, setExpanded] = useState(false);
  const rest = (suggested.data ?? []).filter((t) => !chosen.includes(t));
  const hidden = expanded ? 0 : Math.max(0, rest.length - SUGGESTIONS_SHOWN);
  const chips = [...chosen, ...rest.slice(0, rest.length - hidden)];
  const toggle = (tag: string) => set({ tags: chosen.includes(tag) ? chosen.filter((t) => t !== tag) : full ? chosen : [...chosen, tag] });
  const add = () => {
    const t = custom.trim();
    if (!t || full || chosen.includes(t)) return;
    set({ tags: [...chosen, t] });
    setCustom('');
  };
  const error = errorOf('tags');
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''}`} data-field="tags">
      <div className={styles.labelRow}>
        <span className={styles.label}>
          {m.tags}
          <span className={styles.optional}>{m.tagsHint}</span>
        </span>
        <span className={styles.counter}>{m.counter(chosen.length, TAGS_MAX)}</span>
      </div>
      <div className={extras.chips} role="group" aria-label={m.tags}>
        {suggested.status === 'loading' && chips.length === 0 && <span className={styles.hint}>{m.tagsLoading}</span>}
        {chips.map((t) => {
          const on = chosen.includes(t);
          return (
            <button key={t} type="button" className={`${extras.chip} ${on ? extras.chipOn : ''}`} aria-pressed={on} disabled={!on && full} data-testid="release-tag" onClick={() => toggle(t)}>
              {on ? '✓ ' : '+ '}
              {t}
            </button>
          );
        })}
        {hidden > 0 && (
          <button type="button" className={extras.moreTags} onClick={() => setExpanded(true)}>
            {m.moreTags(hidden)}
          </button>
        )}
      </div>
      <div className={extras.tagAdd}>
        <input
          className={styles.input}
          value={custom}
          maxLength={TAG_MAX_CHARS}
          placeholder={m.tagPh}
          disabled={full}
          data-testid="release-tag-input"
          aria-label={m.tagPh}
          onChange={(e) => setCustom(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className={extras.tagAddBtn} disabled={full || !custom.trim()} onClick={add}>
          {m.tagAdd}
        </button>
      </div>
      {error && (
        <p className={styles.error} data-testid="release-tags-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
