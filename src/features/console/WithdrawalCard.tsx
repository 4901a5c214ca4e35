import { useState } from 'react';
import { ApiError, request } from '../../api/request';
import { useLang } from '../../i18n';
import { showConfirm, showToast } from '../../state/overlay';
import { useOperator } from '../../state/operator';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { can } from '../../../protocol/console-operators';
import type { PayoutChannel, QueuedWithdrawal, RevealedAccount } from '../../../protocol/console-money';
import { formatYuan } from '../common/money-format';
import { useMoneyWords } from '../common/messages';
import { StatementTable } from './StatementTable';
import { useWorkMessages } from './work-messages';
import styles from './Table.module.css';
import { useConsoleTime } from './useConsoleTime';

interface Props {
  w: QueuedWithdrawal;
  channels: readonly PayoutChannel[];
  /** After an action: the queue reads again (an approved request stays, being paid). */
  onChanged: () => void;
}

/**
 * One open request: under review (approve through a channel, or reject), or being paid (a manual payout is
 * confirmed or marked failed here; an adapter's settles by itself). Finance may show the whole account.
 */
export function WithdrawalCard({ w, channels, onChanged }: Props) {
  const m = useWorkMessages();
  const wm = useMoneyWords();
  const lang = useLang();
  const when = useConsoleTime();
  const roles = useOperator()?.roles ?? [];
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [whole, setWhole] = useState<RevealedAccount | null>(null);

  const channelName = (code: string) => {
    const c = channels.find((x) => x.code === code);
    return c ? (lang === 'en' ? c.nameEn : c.name) : code;
  };
  const a = whole ?? w.account;
  const accountText = a
    ? [wm[`method_${a.method}`], a.holder, a.bankName, a.accountNo].filter((x) => x !== '').join(' · ')
    : '—';
  // A request from before the money was recorded names the gold instead.
  const money = w.payoutCents === null ? m.goldValue(w.amount - w.fee) : formatYuan(w.payoutCents);

  const run = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await call();
      showToast(done);
    } catch (err) {
      showToast(err instanceof ApiError ? err.msg : String(err));
    } finally {
      setBusy(false);
      onChanged();
    }
  };

  const approve = async (channel: string) => {
    const ask = m.sendAsk(money, accountText, channelName(channel), w.amount, w.fee);
    const banned = w.user.bannedAt === null ? '' : `${m.payBanned} `;
    if (!(await showConfirm({ title: m.sendTitle, message: banned + ask }))) return;
    await run(() => request('/api/admin/withdrawalDecide', { id: w.id, action: 'approve', channel }), m.sent);
  };
  const reject = async () => {
    if (!reason.trim()) return showToast(m.reasonNeeded);
    await run(
      () => request('/api/admin/withdrawalDecide', { id: w.id, action: 'reject', reason: reason.trim() }),
      m.rejected,
    );
  };
  const settle = async (outcome: 'paid' | 'failed') => {
    if (outcome === 'failed' && !reason.trim()) return showToast(m.failReasonNeeded);
    if (outcome === 'paid' && !(await showConfirm({ title: m.markPaid, message: m.paidAsk(money, accountText) })))
      return;
    const payload = { id: w.id, outcome, ...(outcome === 'failed' ? { reason: reason.trim() } : {}) };
    await run(() => request('/api/admin/payoutSettle', payload), outcome === 'paid' ? m.paid : m.failed);
  };
  const reveal = async () => {
    try {
      setWhole(await request('/api/admin/payoutReveal', { id: w.id }));
    } catch (err) {
      showToast(err instanceof ApiError ? err.msg : String(err));
    }
  };

  const manual = w.payout?.channel === 'manual';
  return (
    <section className={styles.panel} data-testid="withdrawal-item" data-withdrawal-id={w.id} data-status={w.status}>
      <div className={styles.row}>
        <h3 className={styles.title}>
          #{w.id} · {w.user.nickname} (@{w.user.username})
        </h3>
        <Badge tone={w.status === 'paying' ? 'info' : 'warning'} testId="withdrawal-status">
          {m[`wstatus_${w.status}`]}
        </Badge>
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
            <td data-testid="withdrawal-account">
              {accountText}
              {!whole && w.account && can(roles, 'payouts.reveal') && (
                <Button size="sm" variant="ghost" onClick={() => void reveal()} testId="withdrawal-reveal">
                  {m.reveal}
                </Button>
              )}
              {whole && <small className={styles.muted}> {m.revealNote}</small>}
            </td>
            <td>{when(w.createdAt)}</td>
          </tr>
        </tbody>
      </table>
      <details>
        <summary className={styles.muted}>{m.statement}</summary>
        <StatementTable lines={w.statement} />
      </details>
      {w.payout && !manual && (
        <p className={styles.muted} data-testid="withdrawal-waiting">
          {m.waitChannel(channelName(w.payout.channel), when(w.payout.sentAt))}
        </p>
      )}
      {w.payout && manual && <p className={styles.muted}>{m.manualPaying(when(w.payout.sentAt))}</p>}
      {(w.status === 'pending' || manual) && (
        <div className={styles.row}>
          <div className={styles.grow}>
            <TextField
              label={manual ? m.failReasonLabel : m.reasonLabel}
              hideLabel
              placeholder={manual ? m.failReasonLabel : m.reasonLabel}
              value={reason}
              onValue={setReason}
              size="sm"
            />
          </div>
          {w.status === 'pending' &&
            channels.map((c) => (
              <Button
                key={c.code}
                variant="accent"
                size="sm"
                disabled={busy}
                onClick={() => void approve(c.code)}
                testId={`withdrawal-approve-${c.code}`}
              >
                {m.approveVia(channelName(c.code))}
              </Button>
            ))}
          {w.status === 'pending' && (
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              onClick={() => void reject()}
              testId="withdrawal-reject"
            >
              {m.reject}
            </Button>
          )}
          {manual && (
            <>
              <Button
                variant="accent"
                size="sm"
                disabled={busy}
                onClick={() => void settle('paid')}
                testId="withdrawal-paid"
              >
                {m.markPaid}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={busy}
                onClick={() => void settle('failed')}
                testId="withdrawal-failed"
              >
                {m.markFailed}
              </Button>
            </>
          )}
        </div>
      )}
    </section>
  );
}
