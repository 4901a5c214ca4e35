import { useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError, request } from '../../api/request';
import { Button } from '../../ui/Button';
import { Pager } from '../../ui/Pager';
import { TextField } from '../../ui/TextField';
import type { LedgerStatus, UserStatement } from '../../../protocol/console-money';
import { StatementTable } from './StatementTable';
import { useWorkMessages } from './work-messages';
import styles from './Table.module.css';
import { useConsoleTime } from './useConsoleTime';

const PAGE_SIZE = 20;

/** The reconciliation status of `ledger check`, and any user's statement. */
export function LedgerView() {
  const m = useWorkMessages();
  const when = useConsoleTime();
  const [status, setStatus] = useState<LedgerStatus | null>(null);
  const [username, setUsername] = useState('');
  const [found, setFound] = useState<UserStatement | null>(null);
  const [error, setError] = useState('');

  const check = useCallback(
    () =>
      request('/api/admin/ledgerCheck', {}).then(setStatus, (err: unknown) =>
        setError(err instanceof ApiError ? err.msg : String(err)),
      ),
    [],
  );
  useEffect(() => {
    void check();
  }, [check]);

  const lookup = async (page: number) => {
    try {
      setFound(await request('/api/admin/userStatement', { username: username.trim(), page, pageSize: PAGE_SIZE }));
      setError('');
    } catch (err) {
      setFound(null);
      setError(err instanceof ApiError ? err.msg : String(err));
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (username.trim()) void lookup(1);
  };

  const s = found?.statement;
  return (
    <div className={styles.stack}>
      <section className={styles.panel} data-testid="ledger-status">
        <h3 className={styles.title}>{m.ledgerStatus}</h3>
        {status && (
          <>
            <strong className={status.ok ? styles.ok : styles.bad}>
              {status.ok ? m.ledgerOk : m.ledgerBroken(status.problems.length)}
            </strong>
            {status.problems.map((p) => (
              <p key={p.invariant + p.detail} className={styles.code}>
                {p.invariant}: {p.detail}
              </p>
            ))}
            <div className={styles.row}>
              <span className={styles.muted}>{m.checkedAt(when(status.checkedAt))}</span>
              <Button size="sm" variant="secondary" onClick={() => void check()}>
                {m.checkAgain}
              </Button>
            </div>
          </>
        )}
      </section>
      <section className={styles.panel}>
        <h3 className={styles.title}>{m.lookup}</h3>
        <form className={styles.row} onSubmit={submit}>
          <div className={styles.grow}>
            <TextField label={m.username} value={username} onValue={setUsername} size="sm" testId="ledger-username" />
          </div>
          <Button type="submit" size="sm" variant="accent">
            {m.search}
          </Button>
        </form>
        {error && <p className={styles.bad}>{error}</p>}
        {found && s && (
          <>
            <strong>
              {found.user.nickname} (@{found.user.username}) · {m.balances(found.user.wallet, found.user.hold)}
            </strong>
            <StatementTable lines={s.list} />
            <Pager
              page={s.page}
              pages={Math.max(1, Math.ceil(s.total / s.pageSize))}
              total={s.total}
              labels={{ prev: m.prev, next: m.next, nav: m.pages, total: m.total }}
              onChange={(p) => void lookup(p)}
            />
          </>
        )}
      </section>
    </div>
  );
}
