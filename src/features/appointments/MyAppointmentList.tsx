import { useState } from 'react';
import { PAGE_SIZE_MAX } from '../../../protocol/constants';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { SkeletonRows } from '../../ui/Skeleton';
import { LoadError } from '../common/LoadError';
import { useQuery } from '../common/useQuery';
import { AppointmentItem } from './AppointmentItem';
import { RateDialog } from './RateDialog';
import { useAppointmentMessages } from './messages';
import { useBookingEvents } from './useBookingEvents';
import { usePostAppointmentMessages } from './post-messages';
import { useAppointmentMoves } from './useAppointmentMoves';
import styles from './Appointments.module.css';
import { request } from '../../api/request';

const PAGE = 20;

/** A customer's bookings: upcoming first; cancel before the slot, rate a confirmed one once it is over. */
export function MyAppointmentList() {
  const m = useAppointmentMessages();
  const pm = usePostAppointmentMessages();
  const [size, setSize] = useState(PAGE);
  const list = useQuery(`my-appointments:${size}`, (signal) =>
    request('/api/user/myAppointment', { pageSize: size }, { signal }),
  );
  const moves = useAppointmentMoves(list.reload);
  useBookingEvents(list.reload);
  if (list.status === 'loading') return <SkeletonRows count={3} height={96} />;
  if (list.status === 'error') {
    return <LoadError error={list.error} title={m.loadFailed} retryLabel={m.retry} onRetry={list.reload} />;
  }
  if (list.data.total === 0)
    return <EmptyState title={m.emptyMine} text={m.emptyMineText} testId="my-appointments-empty" />;
  return (
    <>
      <ul className={`${styles.list} ${styles.itemsGrid}`} data-testid="my-appointments">
        {list.data.list.map((a) => (
          <AppointmentItem
            key={a.id}
            a={a}
            side="customer"
            actions={
              <>
                {!a.past && (a.state === 'pending' || a.state === 'confirmed') && (
                  <Button
                    size="sm"
                    variant="ghost"
                    testId="appointment-cancel"
                    onClick={() => moves.cancelAsCustomer(a.id)}
                  >
                    {m.cancelBooking}
                  </Button>
                )}
                {a.rateable && (
                  <Button size="sm" variant="primary" testId="appointment-rate" onClick={() => moves.startRating(a)}>
                    {m.rate}
                  </Button>
                )}
              </>
            }
          />
        ))}
      </ul>
      {list.data.list.length < list.data.total && size < PAGE_SIZE_MAX && (
        <Button variant="ghost" onClick={() => setSize(PAGE_SIZE_MAX)}>
          {pm.more}
        </Button>
      )}
      {moves.rating && <RateDialog onSend={moves.sendRating} onClose={moves.closeRating} />}
    </>
  );
}
