import type { SessionInfo } from '../../../../protocol/accounts';
import type { Lang } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { deviceLabel } from './device-label';
import { useUserMessages } from './messages';
import type { SessionsBusy } from './useSessions';
import styles from './Sessions.module.css';

/** Use within this long reads "active now" (the server records use at most once a minute). */
const ACTIVE_NOW_S = 120;

const when = (s: number, lang: Lang): string => formatDateTime(s, lang);

export interface SessionListProps {
  list: readonly SessionInfo[];
  busy: SessionsBusy;
  nowS: number;
  lang: Lang;
  onRevoke: (id: number) => void;
}

/** The signed-in devices, this one first; every other one has its own logout. */
export function SessionList({ list, busy, nowS, lang, onRevoke }: SessionListProps) {
  const m = useUserMessages();
  const ordered = [...list].sort((a, b) => Number(b.current) - Number(a.current));
  return (
    <ul className={styles.list}>
      {ordered.map((s) => (
        <li key={s.id} className={styles.item} data-testid="session-item" data-current={s.current || undefined}>
          <div className={styles.text}>
            <span className={styles.device}>
              {deviceLabel(s.device) ?? m.unknownDevice}
              {s.current && (
                <Badge tone="success" testId="session-current">
                  {m.thisDevice}
                </Badge>
              )}
            </span>
            <span className={styles.meta}>
              {s.ip} · {nowS - s.lastSeenAt < ACTIVE_NOW_S ? m.activeNow : m.lastSeen(when(s.lastSeenAt, lang))}
            </span>
          </div>
          {!s.current && (
            <Button
              size="sm"
              variant="secondary"
              testId="session-revoke"
              loading={busy === s.id}
              disabled={busy !== null && busy !== s.id}
              onClick={() => onRevoke(s.id)}
            >
              {m.revoke}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
