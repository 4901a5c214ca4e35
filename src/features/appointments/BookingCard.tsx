import { Suspense, useState } from 'react';
import { needsAnnualForBooking } from '../../../protocol/appointments';
import type { PostKind } from '../../../protocol/types';
import { requireLogin } from '../../nav/nav';
import { useUser } from '../../state/user';
import { Button } from '../../ui/Button';
import { lazyScreen, useLazyPart } from '../../ui/Lazy';
import { errorTips } from '../common/error-text';
import { useQuery } from '../common/useQuery';
import { usePostAppointmentMessages } from './post-messages';
import { loadOffer, offerKey } from './offer-query';
import styles from './Appointments.module.css';

// The calendar loads on the first press of the booking button: most visitors of a post never open it.
const bookingSheet = lazyScreen(
  () => import('./BookingSheet'),
  (m) => m.BookingSheet,
);
const BookingSheet = bookingSheet.Component;

/** On a detail page: the booking button when the post takes bookings (a guest is asked to log in first). */
interface Props {
  postId: number;
  kind: PostKind;
  /** The post's author: their own post shows no booking button. */
  authorId: number;
  returnTo: string;
}

export function BookingCard({ postId, kind, authorId, returnTo }: Props) {
  const m = usePostAppointmentMessages();
  const { isLogin, u } = useUser();
  const [open, setOpen] = useState(false);
  const part = useLazyPart(bookingSheet);
  const offer = useQuery(offerKey(postId, kind), (signal) => loadOffer(postId, signal));
  if (offer.status !== 'ok' || !offer.data.offer.open || offer.data.slots.length === 0) return null;
  if (u?.id === authorId) return null;
  const freeCount = offer.data.slots.filter((s) => s.free).length;
  const below = isLogin && needsAnnualForBooking(u ? u.is_vip : null);
  return (
    <section className={styles.card} data-testid="booking-card">
      <div className={styles.spread}>
        <h3>{m.bookTitle}</h3>
        <span className={styles.muted}>{m.withinDays(offer.data.daysAhead, freeCount)}</span>
      </div>
      {below && <p className={styles.muted}>{m.annualHint}</p>}
      <Button
        variant="primary"
        block
        testId="booking-open"
        disabled={freeCount === 0}
        loading={open && !part.ready}
        onClick={() => {
          if (!requireLogin(returnTo)) return;
          setOpen(true);
          part.load().catch((err: unknown) => {
            setOpen(false);
            errorTips(err);
          });
        }}
      >
        {isLogin ? m.book : m.loginToBook}
      </Button>
      {isLogin && part.ready && (
        <Suspense fallback={null}>
          <BookingSheet data={offer.data} open={open} onClose={() => setOpen(false)} onBooked={offer.reload} />
        </Suspense>
      )}
    </section>
  );
}
