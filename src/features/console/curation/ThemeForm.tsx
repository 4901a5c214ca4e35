import { useState } from 'react';
import { request } from '../../../api/request';
import type { FormEvent } from 'react';
import { showToast } from '../../../state/overlay';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import { useTaxonomy } from '../../common/taxonomy/useTaxonomy';
import { ImageField } from '../ImageField';
import { useConsoleAction } from '../useConsoleAction';
import { errorText } from '../useConsoleData';
import { THEME_INTRO_MAX, THEME_TITLE_MAX } from '../../../../protocol/console-curation';
import type { ThemeInput } from '../../../../protocol/console-curation';
import { POST_KINDS } from '../../../../protocol/types';
import type { PostKind } from '../../../../protocol/types';
import { useCurationMessages } from './messages';
import styles from '../ConsoleContent.module.css';

export const BLANK_THEME: ThemeInput = {
  title: '',
  titleEn: '',
  intro: '',
  introEn: '',
  cover: null,
  tag: null,
  typeCode: null,
  modeCode: null,
  kind: null,
  recentDays: null,
  sort: 0,
  active: true,
};

const codeOf = (v: string) => (v ? Number(v) : null);

/** Create or edit one theme: texts, cover (the product's image upload), the rule of its posts, order, on/off. */
export function ThemeForm({
  initial,
  onSaved,
  onCancel,
}: {
  initial: ThemeInput;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const m = useCurationMessages();
  const { taxonomy, lang } = useTaxonomy();
  const [theme, setTheme] = useState<ThemeInput>(initial);
  const [uploading, setUploading] = useState(false);
  const { busy: saving, error, setError, run } = useConsoleAction(m.loadFailed);
  const set = (patch: Partial<ThemeInput>) => setTheme((t) => ({ ...t, ...patch }));
  const named = (c: { code: number; name: string; nameEn: string }) => ({
    value: String(c.code),
    label: lang === 'en' ? c.nameEn : c.name,
  });

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!(await run(() => request('/api/admin/themeSave', theme)))) return;
    showToast(m.saved);
    onSaved();
  }

  return (
    <form className={styles.form} onSubmit={(e) => void save(e)} data-testid="theme-form">
      <TextField
        label={m.title}
        value={theme.title}
        onValue={(title) => set({ title })}
        maxLength={THEME_TITLE_MAX}
        testId="theme-title"
      />
      <TextField
        label={m.titleEn}
        value={theme.titleEn}
        onValue={(titleEn) => set({ titleEn })}
        maxLength={THEME_TITLE_MAX}
        testId="theme-title-en"
      />
      <TextField
        label={m.intro}
        value={theme.intro}
        onValue={(intro) => set({ intro })}
        maxLength={THEME_INTRO_MAX}
        multiline
        rows={2}
        testId="theme-intro"
      />
      <TextField
        label={m.introEn}
        value={theme.introEn}
        onValue={(introEn) => set({ introEn })}
        maxLength={THEME_INTRO_MAX}
        multiline
        rows={2}
      />
      <h3 className={`${styles.wide} ${styles.muted}`}>{m.rule}</h3>
      <TextField
        label={m.tag}
        value={theme.tag ?? ''}
        onValue={(v) => set({ tag: v.trim() ? v : null })}
        placeholder={m.any}
        testId="theme-tag"
      />
      <Select
        label={m.kind}
        value={theme.kind ?? ''}
        onChange={(v) => set({ kind: v ? (v as PostKind) : null })}
        placeholder={m.any}
        options={POST_KINDS.map((k) => ({ value: k, label: m.kindName(k) }))}
        testId="theme-kind"
      />
      <Select
        label={m.type}
        value={theme.typeCode === null ? '' : String(theme.typeCode)}
        onChange={(v) => set({ typeCode: codeOf(v) })}
        placeholder={m.any}
        options={(taxonomy?.types ?? []).map(named)}
        testId="theme-type"
      />
      <Select
        label={m.mode}
        value={theme.modeCode === null ? '' : String(theme.modeCode)}
        onChange={(v) => set({ modeCode: codeOf(v) })}
        placeholder={m.any}
        options={(taxonomy?.modes ?? []).map(named)}
        testId="theme-mode"
      />
      <TextField
        label={m.recentDays}
        type="number"
        min={1}
        value={theme.recentDays === null ? '' : String(theme.recentDays)}
        onValue={(v) => set({ recentDays: v ? Math.max(1, Math.floor(Number(v) || 1)) : null })}
        hint={m.recentDaysHint}
        testId="theme-recent"
      />
      <TextField
        label={m.sort}
        type="number"
        value={String(theme.sort)}
        onValue={(v) => set({ sort: Math.max(0, Math.floor(Number(v) || 0)) })}
        testId="theme-sort"
      />
      <Select
        label={m.stateLabel}
        value={theme.active ? '1' : '0'}
        onChange={(v) => set({ active: v === '1' })}
        options={[
          { value: '1', label: m.on },
          { value: '0', label: m.off },
        ]}
        testId="theme-active"
      />
      <ImageField
        label={m.cover}
        chooseLabel={m.chooseCover}
        uploadingLabel={m.uploading}
        value={theme.cover}
        alt={theme.title}
        ratio={1.5}
        testId="theme-cover"
        onValue={(cover) => set({ cover })}
        onBusy={setUploading}
        onError={(err) => setError(err ? errorText(err, m.loadFailed) : '')}
      >
        {theme.cover ? (
          <Button type="button" size="sm" variant="secondary" onClick={() => set({ cover: null })}>
            {m.removeCover}
          </Button>
        ) : (
          <span className={styles.muted}> {m.coverAuto}</span>
        )}
      </ImageField>
      {error && (
        <div className={styles.wide}>
          <Notice tone="danger" testId="theme-error">
            {error}
          </Notice>
        </div>
      )}
      <div className={`${styles.wide} ${styles.actions}`}>
        <Button type="submit" loading={saving} disabled={uploading} testId="theme-save">
          {m.save}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}
