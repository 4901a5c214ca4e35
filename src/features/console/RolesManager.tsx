import { useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useLang } from '../../i18n';
import { formatDay } from '../../lib/format';
import { ApiError, request } from '../../api/request';
import { showToast } from '../../state/overlay';
import { Button } from '../../ui/Button';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { OPERATOR_ROLES } from '../../../protocol/console-operators';
import type { OperatorRole } from '../../../protocol/console-operators';
import type { OperatorEntry } from '../../../protocol/console';
import { useConsoleMessages } from './messages';
import { useWorkMessages } from './work-messages';
import styles from './Table.module.css';

/** Admins grant and revoke operator roles; every change lands in the audit log with its reason. */
export function RolesManager() {
  const m = useWorkMessages();
  const lang = useLang();
  const c = useConsoleMessages();
  const [list, setList] = useState<OperatorEntry[]>([]);
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<OperatorRole>('moderator');
  const [reason, setReason] = useState('');

  const load = useCallback(
    () =>
      request('/api/admin/listRoles', {}).then(setList, (err: unknown) =>
        showToast(err instanceof ApiError ? err.msg : String(err)),
      ),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const change = async (path: '/api/admin/grantRole' | '/api/admin/revokeRole', name: string, r: OperatorRole) => {
    try {
      await request(path, { username: name, role: r, reason: reason.trim() });
      showToast(path === '/api/admin/grantRole' ? m.granted : m.revoked);
      void load();
    } catch (err) {
      showToast(err instanceof ApiError ? err.msg : String(err));
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (username.trim()) void change('/api/admin/grantRole', username.trim(), role);
  };

  return (
    <div className={styles.stack}>
      <form className={`${styles.panel} ${styles.row}`} onSubmit={submit}>
        <TextField label={m.username} value={username} onValue={setUsername} size="sm" testId="roles-username" />
        <Select
          label={m.role}
          value={role}
          onChange={(v) => setRole(v as OperatorRole)}
          options={OPERATOR_ROLES.map((r) => ({ value: r, label: c[`r_${r}`] }))}
        />
        <div className={styles.grow}>
          <TextField label={m.optionalReason} value={reason} onValue={setReason} size="sm" />
        </div>
        <Button type="submit" size="sm" variant="accent" testId="roles-grant">
          {m.grantAction}
        </Button>
      </form>
      <table className={styles.table} data-testid="roles-table">
        <thead>
          <tr>
            <th>{m.user}</th>
            <th>{m.roles}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((o) => (
            <tr key={o.id} data-testid="roles-row">
              <td>
                {o.nickname} <span className={styles.muted}>@{o.username}</span>
              </td>
              <td>
                {o.roles.map((g) => (
                  <span key={g.role} className={styles.chip}>
                    {c[`r_${g.role}`]}
                    <span className={styles.muted}>
                      {m.grantedBy(g.grantedBy ?? m.cli, formatDay(g.grantedAt, lang))}
                    </span>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => void change('/api/admin/revokeRole', o.username, g.role)}
                    >
                      {m.revoke}
                    </Button>
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
