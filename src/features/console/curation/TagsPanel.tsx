import { useCallback, useState } from 'react';
import { request } from '../../../api/request';
import type { FormEvent } from 'react';
import { showToast } from '../../../state/overlay';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { TextField } from '../../../ui/TextField';
import { listFallback } from '../listFallback';
import { useConsoleAction } from '../useConsoleAction';
import { errorText, useConsoleData } from '../useConsoleData';
import type { TagInput, TagRow } from '../../../../protocol/console-curation';
import { useCurationMessages } from './messages';
import styles from '../ConsoleContent.module.css';

const BLANK_TAG: TagInput = { name: '', nameEn: '', hot: 0, sort: 0, active: true };
const whole = (v: string) => Math.max(0, Math.floor(Number(v) || 0));
const inputOf = ({ count: _count, ...t }: TagRow): TagInput => t;

function TagForm({ initial, onDone }: { initial: TagInput; onDone: (saved: boolean) => void }) {
  const m = useCurationMessages();
  const [tag, setTag] = useState(initial);
  const { busy, error, run } = useConsoleAction(m.loadFailed);
  const set = (patch: Partial<TagInput>) => setTag((t) => ({ ...t, ...patch }));

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!(await run(() => request('/api/admin/tagSave', tag)))) return;
    showToast(m.saved);
    onDone(true);
  }

  return (
    <form className={styles.form} onSubmit={(e) => void save(e)} data-testid="tag-form">
      {/* A tag's name changes only by renaming it on every post (the form beside). */}
      <TextField
        label={m.name}
        value={tag.name}
        onValue={(name) => set({ name })}
        disabled={tag.id !== undefined}
        testId="tag-name"
      />
      <TextField label={m.nameEn} value={tag.nameEn} onValue={(nameEn) => set({ nameEn })} testId="tag-name-en" />
      <TextField
        label={m.hot}
        type="number"
        value={String(tag.hot)}
        onValue={(v) => set({ hot: whole(v) })}
        hint={m.hotHint}
        testId="tag-hot"
      />
      <TextField label={m.sort} type="number" value={String(tag.sort)} onValue={(v) => set({ sort: whole(v) })} />
      {error && (
        <div className={styles.wide}>
          <Notice tone="danger">{error}</Notice>
        </div>
      )}
      <div className={`${styles.wide} ${styles.actions}`}>
        <Button type="submit" loading={busy} disabled={!tag.name.trim() || !tag.nameEn.trim()} testId="tag-save">
          {m.save}
        </Button>
        <Button type="button" variant="secondary" onClick={() => onDone(false)}>
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}

function RenameForm({ onDone }: { onDone: () => void }) {
  const m = useCurationMessages();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { busy, error, run } = useConsoleAction(m.loadFailed);

  async function rename(e: FormEvent) {
    e.preventDefault();
    const done = await run(async () => {
      const r = await request('/api/admin/tagRename', { from: from.trim(), to: to.trim() });
      showToast(m.renamed(r.posts, r.merged));
    });
    if (!done) return;
    setFrom('');
    setTo('');
    onDone();
  }

  return (
    <form className={styles.form} onSubmit={(e) => void rename(e)} data-testid="tag-rename">
      <TextField label={m.renameFrom} value={from} onValue={setFrom} testId="tag-rename-from" />
      <TextField label={m.renameTo} value={to} onValue={setTo} hint={m.renameHint} testId="tag-rename-to" />
      {error && (
        <div className={styles.wide}>
          <Notice tone="danger">{error}</Notice>
        </div>
      )}
      <div className={styles.wide}>
        <Button type="submit" loading={busy} disabled={!from.trim() || !to.trim()} testId="tag-rename-go">
          {m.rename}
        </Button>
      </div>
    </form>
  );
}

/** The curated tags (shown and hidden) with their counts; hide or show one, edit it, rename or merge tags. */
export function TagsPanel() {
  const m = useCurationMessages();
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<TagInput | null>(null);
  const fetch = useCallback(
    (signal: AbortSignal) =>
      request('/api/admin/tagList', q.trim() ? { q: q.trim() } : {}, { signal, background: true }),
    [q],
  );
  const tags = useConsoleData(fetch, m.loadFailed);
  const { data, reload } = tags;

  async function toggle(t: TagRow) {
    try {
      await request('/api/admin/tagSave', { ...inputOf(t), active: !t.active });
      showToast(m.saved);
      reload();
    } catch (err) {
      showToast(errorText(err, m.loadFailed));
    }
  }

  const list =
    listFallback(tags, (d) => d.list.length === 0, { ...m, empty: m.noTags }) ??
    (data && (
      <table className={styles.table} data-testid="tags-table">
        <thead>
          <tr>
            <th>{m.name}</th>
            <th>{m.nameEn}</th>
            <th>{m.hot}</th>
            <th>{m.sort}</th>
            <th>{m.posts}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {data.list.map((t) => (
            <tr key={t.id} data-testid={`tag-row-${t.name}`}>
              <td>
                {t.name} {!t.active && <Badge tone="warning">{m.hidden}</Badge>}
              </td>
              <td>{t.nameEn}</td>
              <td>{t.hot}</td>
              <td>{t.sort}</td>
              <td>{t.count}</td>
              <td>
                <div className={styles.actions}>
                  <Button size="sm" variant="secondary" onClick={() => setEditing(inputOf(t))}>
                    {m.edit}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => void toggle(t)} testId={`tag-toggle-${t.name}`}>
                    {t.active ? m.hide : m.show}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    ));

  return (
    <section className={styles.panel} aria-label={m.tags}>
      <h2>{m.tags}</h2>
      {editing ? (
        <TagForm
          key={editing.id ?? 'new'}
          initial={editing}
          onDone={(saved) => {
            setEditing(null);
            if (saved) reload();
          }}
        />
      ) : (
        <div className={styles.toolbar}>
          <TextField label={m.filterTags} value={q} onValue={setQ} size="sm" testId="tag-filter" />
          <span className={styles.spacer} />
          <Button onClick={() => setEditing(BLANK_TAG)} testId="tag-new">
            {m.newTag}
          </Button>
        </div>
      )}
      {list}
      <RenameForm onDone={reload} />
    </section>
  );
}
