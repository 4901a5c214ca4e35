import { useState } from 'react';
import { TAG_MAX_CHARS, TAGS_MAX } from '../../../../protocol/release';
import { useQuery } from '../../common/useQuery';
import type { FieldProps } from './field-props';
import { useReleaseMessages } from './messages';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { TextField } from '../../../ui/TextField';
import extras from './ReleaseExtras.module.css';
import { request } from '../../../api/request';

/** Suggestions shown before "more": the whole list can run to dozens when no type is chosen. */
const SUGGESTIONS_SHOWN = 12;

/** Suggested tags of the chosen type as chips (getTags), plus the user's own; at most TAGS_MAX chosen. */
export function TagPicker({ draft, set, errorOf }: FieldProps) {
  const m = useReleaseMessages();
  const [custom, setCustom] = useState('');
  const typeCode = Number(draft.typeCode) || 0;
  const suggested = useQuery(`tags:${typeCode}`, (signal) => request('/api/info/getTags', { typeCode }, { signal }));
  const chosen = draft.tags;
  const full = chosen.length >= TAGS_MAX;
  const [expanded, setExpanded] = useState(false);
  const rest = (suggested.data ?? []).filter((t) => !chosen.includes(t));
  const hidden = expanded ? 0 : Math.max(0, rest.length - SUGGESTIONS_SHOWN);
  const chips = [...chosen, ...rest.slice(0, rest.length - hidden)];
  const toggle = (tag: string) =>
    set({ tags: chosen.includes(tag) ? chosen.filter((t) => t !== tag) : full ? chosen : [...chosen, tag] });
  const add = () => {
    const t = custom.trim();
    if (!t || full || chosen.includes(t)) return;
    set({ tags: [...chosen, t] });
    setCustom('');
  };
  const error = errorOf('tags');
  return (
    <Field
      id="release-tags"
      labelFor={null}
      name="tags"
      testId="release-tags"
      label={m.tags}
      optional={m.tagsHint}
      counter={m.counter(chosen.length, TAGS_MAX)}
      error={error}
    >
      <div className={extras.chips} role="group" aria-label={m.tags}>
        {suggested.status === 'loading' && chips.length === 0 && (
          <span className={extras.loading}>{m.tagsLoading}</span>
        )}
        {chips.map((t) => {
          const on = chosen.includes(t);
          return (
            <Button
              key={t}
              variant="chip"
              size="sm"
              selected={on}
              aria-pressed={on}
              disabled={!on && full}
              testId="release-tag"
              onClick={() => toggle(t)}
            >
              {on ? '✓ ' : '+ '}
              {t}
            </Button>
          );
        })}
        {hidden > 0 && (
          <Button variant="ghost" size="sm" className={extras.moreTags} onClick={() => setExpanded(true)}>
            {m.moreTags(hidden)}
          </Button>
        )}
      </div>
      <div className={extras.tagAdd}>
        <TextField
          label={m.tagPh}
          hideLabel
          className={extras.tagInput}
          value={custom}
          maxLength={TAG_MAX_CHARS}
          placeholder={m.tagPh}
          disabled={full}
          testId="release-tag-input"
          onValue={setCustom}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button disabled={full || !custom.trim()} onClick={add}>
          {m.tagAdd}
        </Button>
      </div>
    </Field>
  );
}
