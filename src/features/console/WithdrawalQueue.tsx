import { useCallback, useEffect, useState } from 'react';
import { ApiError, request } from '../../api/request';
import { showConfirm, showToast } from '../../state/overlay';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import type { QueuedWithdrawal } from '../../../protocol/console-money';
import { formatYuan } from '../common/money-format';
import { StatementTable } from './StatementTable';
import { useMoneyWords } from '../common/messages';
import { useWorkMessages } from './work-messages';
import styles from './Table.module.css';
import { useConsoleTime } from './useConsoleTime';

/** Pending withdrawals, oldest first, each with the user's balances and latest statement. */
export function WithdrawalQueue() {
  const m = useWorkMessages();
  const wm = useMoneyWords();
  const when = useConsoleTime();
  const [items, setItems] = useState<QueuedWithdrawal[] | null>(null);
  const [error, setError] = useState('');
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState<number | null>(null);

  const load = useCallback(
    (signal?: AbortSignal) =>
      request('/api/admin/withdrawalQueue', {}, { signal }).then(
        (list) => {
          setItems(list);
          setError('');
        },
        (err: unknown) => {
          if (!signal?.aborted) setError(err instanceof ApiError ? err.msg : String(err));
        },
      ),
    [],
  );
  useEffect(() => {
    const abort = new AbortController();
    void load(abort.signal);
    return () => abort.abort();
  }, [load]);

  const accountText = (w: QueuedWithdrawal) =>
    w.account ? `${wm[`method_${w.account.method}`]} · ${w.account.holder} · ${w.account.accountNo}` : '—';

  const decide = async (w: QueuedWithdrawal, action: 'approve' | 'reject') => {
    const id = w.id;
    const reason = (reasons[id] ?? '').trim();
    if (action === 'reject' && !reason) return showToast(m.reasonNeeded);
    // Money leaves for good on approval: one more look at who gets how much.
    if (
      action === 'approve' &&
      !(await showConfirm({
        title: m.payTitle,
        message: `${w.user.bannedAt === null ? '' : `${m.payBanned} `}${
          w.payoutCents === null
            ? m.payAskGold(accountText(w), w.amount, w.fee)
            : m.payAsk(formatYuan(w.payoutCents), accountText(w), w.amount, w.fee)
        }`,
      }))
    )
      return;
    setBusy(id);
    try {
      await request('/api/admin/withdrawalDecide', { id, action, ...(reason ? { reason } : {}) });
      showToast(action === 'approve' ? m.paid : m.rejected);
      setItems((list) => list?.filter((w) => w.id !== id) ?? null);
    } catch (err) {
      showToast(err instanceof ApiError ? err.msg : String(err));
      void load();
    } finally {
      setBusy(null);
    }
  };

  if (items === null)
    return error ? (
      <EmptyState
        kind="error"
        title={m.loadFailed}
        text={error}
        action={<Button onClick={() => void load()}>{m.retry}</Button>}
      />
    ) : (
      <Spinner label={m.loadFailed} />
    );
  if (items.length === 0) return <EmptyState title={m.noWithdrawals} testId="withdrawals-empty" />;
  return (
    <div className={styles.stack}>
      {items.map((w) => (
        <section key={w.id} className={styles.panel} data-testid="withdrawal-item" data-withdrawal-id={w.id}>
          <div className={styles.row}>
            <h3 className={styles.title}>
              #{w.id} · {w.user.nickname} (@{w.user.username})
            </h3>
            {w.user.bannedAt !== null && (
              <Badge tone="danger" testId="withdrawal-banned">
                {m.banned}
              </Badge>
            )}
            <span className={styles.muted}>{m.balances(w.user.wallet, w.user.hold)}</span>
          </div>
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.num}>{m.amount}</th>
                <th className={styles.num}>{m.fee}</th>
                <th className={styles.num}>{m.payout}</th>
                <th>{m.account}</th>
                <th>{m.requested}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td className={styles.num}>{w.amount}</td>
                <td className={styles.num}>{w.fee}</td>
                <td className={styles.num} data-testid="withdrawal-payout">
                  {w.payoutCents === null ? '—' : formatYuan(w.payoutCents)}
                </td>
                <td>{accountText(w)}</td>
                <td>{when(w.createdAt)}</td>
              </tr>
            </tbody>
          </table>
          <details>
            <summary className={styles.muted}>{m.statement}</summary>
            <StatementTable lines={w.statement} />
          </details>
          <div className={styles.row}>
            <div className={styles.grow}>
              <TextField
                label={m.reasonLabel}
                hideLabel
                placeholder={m.reasonLabel}
                value={reasons[w.id] ?? ''}
                onValue={(v) => setReasons((r) => ({ ...r, [w.id]: v }))}
                size="sm"
              />
            </div>
            <Button
              variant="accent"
              size="sm"
              loading={busy === w.id}
              onClick={() => void decide(w, 'approve')}
              testId="withdrawal-approve"
            >
              {m.approvePay}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={busy === w.id}
              onClick={() => void decide(w, 'reject')}
              testId="withdrawal-reject"
            >
              {m.reject}
            </Button>
          </div>
        </section>
      ))}
    </div>
  );
}
