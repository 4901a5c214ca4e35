import { useCallback, useState } from 'react';
import { request } from '../../../api/request';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { EncryptedImage } from '../../media/EncryptedImage';
import { useTaxonomy } from '../../common/taxonomy/useTaxonomy';
import { listFallback } from '../listFallback';
import { useConsoleData } from '../useConsoleData';
import type { ThemeInput, ThemeRow } from '../../../../protocol/console-curation';
import { BLANK_THEME, ThemeForm } from './ThemeForm';
import { useCurationMessages } from './messages';
import styles from '../ConsoleContent.module.css';

/** The rule of a theme in words: "tag · kind · type · mode · N days", or "any". */
function useRuleText() {
  const m = useCurationMessages();
  const { names } = useTaxonomy();
  return (t: ThemeRow) =>
    [
      t.tag && `#${t.tag}`,
      t.kind && m.kindName(t.kind),
      t.typeCode !== null && (names.type.get(t.typeCode) ?? String(t.typeCode)),
      t.modeCode !== null && (names.mode.get(t.modeCode) ?? String(t.modeCode)),
      t.recentDays !== null && `≤ ${String(t.recentDays)} d`,
    ]
      .filter(Boolean)
      .join(' · ') || m.any;
}

const inputOf = ({ count: _count, createdAt: _created, ...t }: ThemeRow): ThemeInput => t;

/** Every theme in explore's order, on or off, with what its rule holds now; one form for new and edited. */
export function ThemesEditor() {
  const m = useCurationMessages();
  const rule = useRuleText();
  const fetch = useCallback(
    (signal: AbortSignal) => request('/api/admin/themeList', {}, { signal, background: true }),
    [],
  );
  const themes = useConsoleData(fetch, m.loadFailed);
  const { data, reload } = themes;
  const [editing, setEditing] = useState<ThemeInput | null>(null);
  const fallback = listFallback(themes, (d) => d.length === 0, { ...m, empty: m.noThemes });

  return (
    <section className={styles.panel} aria-label={m.themes}>
      {editing ? (
        <ThemeForm
          key={editing.id ?? 'new'}
          initial={editing}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div className={styles.toolbar}>
          <Button onClick={() => setEditing(BLANK_THEME)} testId="theme-new">
            {m.newTheme}
          </Button>
        </div>
      )}
      {fallback ?? (
        <table className={styles.table} data-testid="themes-table">
          <thead>
            <tr>
              <th>{m.cover}</th>
              <th>{m.title}</th>
              <th>{m.rule}</th>
              <th>{m.posts}</th>
              <th>{m.sort}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {data?.map((t) => (
              <tr key={t.id} data-testid={`theme-row-${String(t.id)}`}>
                <td className={styles.thumb}>
                  {t.cover ? (
                    <EncryptedImage src={t.cover} alt={t.title} ratio={1.5} />
                  ) : (
                    <span className={styles.muted}>{m.coverNone}</span>
                  )}
                </td>
                <td>
                  {t.title} <Badge tone={t.active ? 'success' : 'neutral'}>{t.active ? m.on : m.off}</Badge>
                  <br />
                  <span className={styles.muted}>{t.titleEn}</span>
                </td>
                <td>{rule(t)}</td>
                <td>{t.count}</td>
                <td>{t.sort}</td>
                <td>
                  <Button size="sm" variant="secondary" onClick={() => setEditing(inputOf(t))}>
                    {m.edit}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
