import { useState } from 'react';
import { PAGE_SIZE_MAX } from '../../../protocol/constants';
import type { ClientType } from '../../../protocol/appointments';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { SkeletonRows } from '../../ui/Skeleton';
import { LoadError } from '../common/LoadError';
import { useQuery } from '../common/useQuery';
import { AppointmentItem } from './AppointmentItem';
import { ReasonDialog } from './ReasonDialog';
import { useAppointmentMessages } from './messages';
import { useBookingEvents } from './useBookingEvents';
import { dayLabel } from './slot-format';
import { byDay } from './slot-format';
import { useAppointmentMoves } from './useAppointmentMoves';
import styles from './Appointments.module.css';
import { useLang } from '../../i18n';
import { request } from '../../api/request';

/** A provider's incoming bookings by day, services or viewings: confirm, decline or cancel (with a reason). */
export function ClientAppointmentList() {
  const m = useAppointmentMessages();
  const lang = useLang();
  const [type, setType] = useState<ClientType | 0>(0);
  const list = useQuery(`client-appointments:${type}`, (signal) =>
    request('/api/user/clientAppointment', { pageSize: PAGE_SIZE_MAX, ...(type ? { type } : {}) }, { signal }),
  );
  const moves = useAppointmentMoves(list.reload);
  useBookingEvents(list.reload);
  const tabs: [ClientType | 0, string][] = [
    [0, m.all],
    [1, m.type1],
    [2, m.type2],
  ];
  return (
    <section className={styles.card}>
      <div className={styles.chips} role="tablist">
        {tabs.map(([value, label]) => (
          <Button
            key={value}
            variant="chip"
            size="sm"
            role="tab"
            aria-selected={type === value}
            selected={type === value}
            onClick={() => setType(value)}
          >
            {label}
          </Button>
        ))}
      </div>
      {list.status === 'loading' && <SkeletonRows count={3} height={96} />}
      {list.status === 'error' && (
        <LoadError error={list.error} title={m.loadFailed} retryLabel={m.retry} onRetry={list.reload} />
      )}
      {list.status === 'ok' && list.data.total === 0 && (
        <EmptyState title={m.emptyClient} text={m.emptyClientText} testId="client-appointments-empty" />
      )}
      {list.status === 'ok' &&
        byDay(list.data.list.map((a) => ({ ...a, at: a.slotAt }))).map((g) => (
          <div key={g.day} className={styles.list}>
            <h3>{dayLabel(g.day + 12 * 3600, m.days, lang)}</h3>
            <ul className={`${styles.list} ${styles.itemsGrid}`} data-testid="client-appointments">
              {g.slots.map((a) => (
                <AppointmentItem
                  key={a.id}
                  a={a}
                  side="provider"
                  actions={
                    <>
                      {!a.past && (
                        <>
                          {a.state === 'pending' && (
                            <>
                              <Button
                                size="sm"
                                variant="primary"
                                testId="appointment-confirm"
                                onClick={() => moves.confirm(a.id)}
                              >
                                {m.confirm}
                              </Button>
                              <Button
                                size="sm"
                                testId="appointment-decline"
                                onClick={() => moves.askReason(a.id, 'decline')}
                              >
                                {m.decline}
                              </Button>
                            </>
                          )}
                          {a.state === 'confirmed' && (
                            <Button size="sm" variant="ghost" onClick={() => moves.askReason(a.id, 'cancel')}>
                              {m.cancelBooking}
                            </Button>
                          )}
                        </>
                      )}
                      <Button
                        size="sm"
                        variant="ghost"
                        testId="appointment-block"
                        onClick={() => void moves.toggleBlock(a.peer)}
                      >
                        {a.peer.blocked ? m.unblockCustomer : m.blockCustomer}
                      </Button>
                    </>
                  }
                />
              ))}
            </ul>
          </div>
        ))}
      {moves.asking && <ReasonDialog onSend={moves.sendReason} onClose={moves.closeReason} />}
    </section>
  );
}
