import type { ReactNode } from 'react';
import type { Appointment } from '../../../protocol/appointments';
import { AppLink } from '../../nav/AppLink';
import { Badge } from '../../ui/Badge';
import { buttonClass } from '../../ui/Button';
import type { BadgeTone } from '../../ui/Badge';
import { detailPath } from '../common/post-paths';
import { useAppointmentMessages } from './messages';
import { slotLabel } from './slot-format';
import { Stars } from './Stars';
import styles from './Appointments.module.css';
import { useLang } from '../../i18n';

const TONE: Record<Appointment['state'], BadgeTone> = {
  pending: 'warning',
  confirmed: 'success',
  declined: 'danger',
  cancelled: 'neutral',
};

/** One booking as either side sees it; `actions` are the buttons the viewer may use on it. */
export function AppointmentItem({
  a,
  side,
  actions,
}: {
  a: Appointment;
  side: 'customer' | 'provider';
  actions?: ReactNode;
}) {
  const m = useAppointmentMessages();
  const lang = useLang();
  const lapsed = a.state === 'pending' && a.past;
  const mine = side === 'customer';
  // A customer reads what the other side did ("confirmed by the provider"); a provider what waits on them.
  const stateText = lapsed ? m.lapsed : mine && a.state !== 'cancelled' ? m[`mine_${a.state}`] : m[`state_${a.state}`];
  return (
    <li className={styles.item} data-testid="appointment" data-state={a.state} data-id={a.id}>
      <div className={styles.spread}>
        <span className={styles.when}>{slotLabel(a.slotAt, m.days, lang)}</span>
        <Badge tone={lapsed ? 'neutral' : TONE[a.state]}>
          {a.state === 'confirmed' && a.past ? m.done : stateText}
        </Badge>
      </div>
      <AppLink to={detailPath(a.postKind, a.postId)}>
        <b>{a.postTitle}</b>
      </AppLink>
      <span className={styles.muted}>
        {a.service} · {mine ? m.withProvider(a.peer.nickname) : m.withCustomer(a.peer.nickname)}
      </span>
      {a.visit && (
        <p className={styles.muted} data-testid="appointment-visit">
          {m.visitTitle} · {a.visit.address} · {a.visit.contact}
        </p>
      )}
      {a.note && <p className={styles.muted}>{a.note}</p>}
      {a.state === 'cancelled' && a.cancelledBy && (
        <p className={styles.muted}>{m.cancelledBy(a.cancelledBy === 'customer' ? m.customer : m.provider)}</p>
      )}
      {a.reason && (
        <p className={styles.muted}>
          {m.reasonLabel}
          {a.reason}
        </p>
      )}
      {a.evaluation && (
        <div className={styles.row} data-testid="appointment-rating">
          <span className={styles.muted}>{mine ? m.youRated : m.theyRated}</span>
          <Stars value={a.evaluation.stars} />
          {a.evaluation.text && <span className={styles.muted}>{a.evaluation.text}</span>}
        </div>
      )}
      <div className={styles.row}>
        {actions}
        {/* A live booking is what opens the conversation to its two people (chat's who may write). */}
        {!a.peer.blocked && (a.state === 'pending' || a.state === 'confirmed') && (
          <AppLink
            to={`/chat/${a.peer.id}`}
            className={buttonClass({ variant: 'ghost', size: 'sm' })}
            data-testid="appointment-message"
          >
            {m.message}
          </AppLink>
        )}
      </div>
    </li>
  );
}
