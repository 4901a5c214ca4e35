import { useState } from 'react';
import { request } from '../../../api/request';
import type { FormEvent } from 'react';
import { useLang } from '../../../i18n';
import { formatDay } from '../../../lib/format';
import { showToast } from '../../../state/overlay';
import { useOperator } from '../../../state/operator';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { can } from '../../../../protocol/console-operators';
import type { UserSummary } from '../../../../protocol/console-content';
import { ConsoleLink } from '../ConsoleLink';
import { userPath } from '../users/user-path';
import people from '../users/UserDetail.module.css';
import { errorText } from '../useConsoleData';
import { ReasonField } from '../ReasonField';
import { useContentMessages } from './messages';
import styles from '../ConsoleContent.module.css';

type UserAct = '/api/admin/userBan' | '/api/admin/userUnban' | '/api/admin/userLogout';

/** Look people up; a role with users.write also bans, unbans and ends sessions (with a reason). */
export function UsersPanel() {
  const m = useContentMessages();
  const lang = useLang();
  const me = useOperator();
  const writes = can(me?.roles ?? [], 'users.write');
  const [q, setQ] = useState('');
  const [reason, setReason] = useState('');
  const [found, setFound] = useState<UserSummary[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');

  async function search(e?: FormEvent) {
    e?.preventDefault();
    if (!q.trim()) return;
    setLoading(true);
    try {
      setFound(await request('/api/admin/userFind', { q: q.trim() }));
      setError('');
    } catch (err) {
      setError(errorText(err, m.loadFailed));
    } finally {
      setLoading(false);
    }
  }

  async function act(path: UserAct, u: UserSummary) {
    try {
      const next = await request(path, { userId: u.id, reason: reason.trim() });
      setFound((list) => list?.map((x) => (x.id === next.id ? next : x)) ?? null);
      showToast(m.saved);
    } catch (err) {
      showToast(errorText(err, m.loadFailed));
    }
  }

  let body;
  if (loading) body = <Spinner label={m.search} />;
  else if (error)
    body = (
      <EmptyState
        kind="error"
        title={m.loadFailed}
        text={error}
        action={<Button onClick={() => void search()}>{m.retry}</Button>}
      />
    );
  else if (found === null) body = <EmptyState title={m.typeToSearch} />;
  else if (found.length === 0) body = <EmptyState title={m.noUsers} />;
  else
    body = (
      <table className={styles.table} data-testid="users-table">
        <thead>
          <tr>
            <th>ID</th>
            <th>{m.user}</th>
            <th>{m.vip}</th>
            <th>{m.postsCount}</th>
            <th>{m.sessions}</th>
            <th>{m.joined}</th>
            {writes && <th />}
          </tr>
        </thead>
        <tbody>
          {found.map((u) => (
            <tr key={u.id} data-testid={`user-${u.username}`}>
              <td>{u.id}</td>
              <td>
                <ConsoleLink href={userPath(u.id)} className={people.link} data-testid="user-open">
                  {u.nickname}
                </ConsoleLink>{' '}
                <span className={styles.muted}>@{u.username}</span>{' '}
                {u.phone && <span className={styles.muted}>{u.phone}</span>}{' '}
                {u.bannedAt !== null && (
                  <Badge tone="danger" title={u.banReason}>
                    {m.banned}
                  </Badge>
                )}
              </td>
              <td>{u.vipLevel}</td>
              <td>{u.posts}</td>
              <td>{u.liveSessions}</td>
              <td>{formatDay(u.createdAt, lang)}</td>
              {writes && (
                <td>
                  <div className={styles.actions}>
                    {u.bannedAt === null ? (
                      <Button
                        size="sm"
                        variant="danger"
                        disabled={!reason.trim()}
                        onClick={() => void act('/api/admin/userBan', u)}
                        testId="user-ban"
                      >
                        {m.ban}
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={!reason.trim()}
                        onClick={() => void act('/api/admin/userUnban', u)}
                      >
                        {m.unban}
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={!reason.trim()}
                      onClick={() => void act('/api/admin/userLogout', u)}
                    >
                      {m.logout}
                    </Button>
                  </div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    );

  return (
    <section className={styles.panel}>
      <form className={styles.toolbar} onSubmit={(e) => void search(e)}>
        <TextField label={m.search} value={q} onValue={setQ} placeholder={m.searchUsers} size="sm" testId="users-q" />
        <Button type="submit" size="sm" testId="users-search">
          {m.search}
        </Button>
        <span className={styles.spacer} />
        {writes && <ReasonField value={reason} onValue={setReason} testId="users-reason" />}
      </form>
      {body}
    </section>
  );
}
