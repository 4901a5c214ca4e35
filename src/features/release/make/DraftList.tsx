import { useLang } from '../../../i18n';
import { go } from '../../../nav/nav';
import { showToast } from '../../../state/overlay';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { KIND_TONE } from '../../common/kind-tone';
import { useReleaseKinds } from '../messages';
import { RELEASE_KINDS } from '../my-posts/KindCards';
import type { DeviceDraft } from '../form/device-drafts';
import { formatDateTime } from '../../common/money-format';
import { useMakeMessages } from './messages';
import styles from './Make.module.css';

/** The form a draft continues in: its kind's release path with the draft named. */
export function draftPath(d: Pick<DeviceDraft, 'id' | 'kind'>): string {
  const base = RELEASE_KINDS.find((k) => k.kind === d.kind)?.path ?? '/release/personal';
  return `${base}?draft=${encodeURIComponent(d.id)}`;
}

export function DraftList({ drafts, onDiscard }: { drafts: DeviceDraft[]; onDiscard: (id: string) => void }) {
  const m = useMakeMessages();
  const pm = useReleaseKinds();
  const lang = useLang();
  if (drafts.length === 0) return <p className={styles.none}>{m.noDrafts}</p>;
  return (
    <ul className={styles.rows} data-testid="draft-list">
      {drafts.map((d) => (
        <li key={d.id} className={styles.row} data-testid="draft-row" data-kind={d.kind}>
          <div className={styles.rowText}>
            <div className={styles.rowTop}>
              <Badge look="outline" tone={KIND_TONE[d.kind]}>
                {pm[`kind_${d.kind}`]}
              </Badge>
              <strong className={styles.rowTitle}>{d.draft.title.trim() || m.untitled}</strong>
            </div>
            <small>{m.editedAt(formatDateTime(Math.floor(d.updatedAt / 1000), lang))}</small>
          </div>
          <div className={styles.rowActions}>
            <Button size="sm" variant="primary" testId="draft-continue" onClick={() => go(draftPath(d))}>
              {m.continue}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              testId="draft-discard"
              onClick={() => {
                onDiscard(d.id);
                showToast(m.discarded);
              }}
            >
              {m.discard}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
