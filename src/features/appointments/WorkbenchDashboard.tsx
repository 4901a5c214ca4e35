import { AppLink } from '../../nav/AppLink';
import { buttonClass } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { SkeletonRows } from '../../ui/Skeleton';
import { LoadError } from '../common/LoadError';
import { useQuery } from '../common/useQuery';
import { AppointmentItem } from './AppointmentItem';
import { useAppointmentMessages } from './messages';
import { useBookingEvents } from './useBookingEvents';
import { RatingItem } from './RatingsSection';
import { Stars } from './Stars';
import styles from './Appointments.module.css';
import { request } from '../../api/request';

function Stat({ label, value, testId }: { label: string; value: React.ReactNode; testId: string }) {
  return (
    <div className={styles.stat} data-testid={testId}>
      <span className={styles.muted}>{label}</span>
      <strong>{value}</strong>
    </div>
  );
}

/** /user/girl-workbench: a provider's day at a glance — today's bookings, what waits, ratings, messages. */
export function WorkbenchDashboard() {
  const m = useAppointmentMessages();
  const summary = useQuery('workbench-summary', (signal) => request('/api/user/workbenchSummary', {}, { signal }));
  useBookingEvents(summary.reload);
  const unread = useQuery('workbench-unread', (signal) => request('/api/message/getUnreadCount', {}, { signal }));
  if (summary.status === 'loading') return <SkeletonRows count={4} height={80} />;
  if (summary.status === 'error') {
    return <LoadError error={summary.error} title={m.loadFailed} retryLabel={m.retry} onRetry={summary.reload} />;
  }
  const s = summary.data;
  return (
    <>
      <div className={styles.stats}>
        <Stat label={m.pending} value={s.pending} testId="stat-pending" />
        <Stat
          label={m.average}
          value={
            s.average === null ? (
              '—'
            ) : (
              <span className={styles.row}>
                {s.average.toFixed(1)} <Stars value={s.average} />
              </span>
            )
          }
          testId="stat-average"
        />
        <Stat label={m.unread} value={unread.data?.chat ?? '—'} testId="stat-unread" />
        <Stat label={m.openPosts} value={s.openPosts} testId="stat-open" />
      </div>
      <div className={styles.row}>
        <AppLink to="/user/workbench-reserve" className={buttonClass({ variant: 'primary', size: 'sm' })}>
          {m.toReserve}
        </AppLink>
        <AppLink to="/user/workbench-manage" className={buttonClass({ size: 'sm' })}>
          {m.toManage}
        </AppLink>
        <AppLink to="/chat" className={buttonClass({ size: 'sm' })}>
          {m.toChat}
        </AppLink>
      </div>
      <div className={styles.columns}>
        <section className={styles.card} data-testid="workbench-today">
          <h2>{m.today}</h2>
          {s.today.length === 0 ? (
            <EmptyState title={m.noToday} />
          ) : (
            <ul className={styles.list}>
              {s.today.map((a) => (
                <AppointmentItem key={a.id} a={a} side="provider" />
              ))}
            </ul>
          )}
        </section>
        <section className={styles.card} data-testid="workbench-ratings">
          <h2>{m.recent}</h2>
          {s.recent.length === 0 ? (
            <p className={styles.muted}>{m.noRatings}</p>
          ) : (
            <ul className={styles.list}>
              {s.recent.map((e) => (
                <RatingItem key={e.id} e={e} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
