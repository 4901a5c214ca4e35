import { useLang } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import type { UserSessionRow } from '../../../../protocol/console-users';
import { formatDateTime } from '../../common/money-format';
import { useUserMessages } from './messages';
import table from '../Table.module.css';

/** The live sessions; a role that acts on people ends one (or all, with the reason given above). */
export function UserSessions({
  sessions,
  onEnd,
  onEndAll,
  canEnd,
}: {
  sessions: readonly UserSessionRow[];
  /** Absent for a role that may not act. */
  onEnd?: (id: number) => void;
  onEndAll?: () => void;
  canEnd: boolean;
}) {
  const m = useUserMessages();
  const lang = useLang();
  return (
    <section className={table.panel} data-testid="user-sessions">
      <div className={table.row}>
        <h3 className={table.grow}>{m.sessions}</h3>
        {onEndAll && sessions.length > 0 && (
          <Button size="sm" variant="secondary" disabled={!canEnd} onClick={onEndAll} testId="user-end-all">
            {m.endAll}
          </Button>
        )}
      </div>
      {sessions.length === 0 ? (
        <EmptyState title={m.noSessions} />
      ) : (
        <table className={table.table}>
          <thead>
            <tr>
              <th>{m.device}</th>
              <th>{m.ip}</th>
              <th>{m.started}</th>
              <th>{m.lastUsed}</th>
              {onEnd && <th />}
            </tr>
          </thead>
          <tbody>
            {sessions.map((s) => (
              <tr key={s.id} data-testid="user-session">
                <td>{s.device || '—'}</td>
                <td>{s.ip}</td>
                <td>{formatDateTime(s.createdAt, lang)}</td>
                <td>{formatDateTime(s.lastSeenAt, lang)}</td>
                {onEnd && (
                  <td>
                    <Button size="sm" variant="secondary" disabled={!canEnd} onClick={() => onEnd(s.id)}>
                      {m.endSession}
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
