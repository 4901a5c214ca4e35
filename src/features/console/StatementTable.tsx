import type { MoneyDetail } from '../../../protocol/money';
import { useWorkMessages } from './work-messages';
import styles from './Table.module.css';
import { useConsoleTime } from './useConsoleTime';

/** Statement lines, newest first, with the running balance. */
export function StatementTable({ lines }: { lines: readonly MoneyDetail[] }) {
  const m = useWorkMessages();
  const when = useConsoleTime();
  if (lines.length === 0) return <p className={styles.muted}>{m.noLines}</p>;
  return (
    <table className={styles.table} data-testid="statement">
      <thead>
        <tr>
          <th>{m.time}</th>
          <th>{m.kind}</th>
          <th className={styles.num}>{m.amount}</th>
          <th className={styles.num}>{m.balance}</th>
          <th>{m.ref}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={l.id}>
            <td>{when(l.createdAt)}</td>
            <td>{l.label}</td>
            <td className={`${styles.num} ${l.amount >= 0 ? styles.plus : styles.minus}`}>
              {l.amount > 0 ? `+${l.amount}` : l.amount}
            </td>
            <td className={styles.num}>{l.balance}</td>
            <td className={styles.code}>{l.ref}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
