import { useState } from 'react';
import { SERVICES_MAX, SERVICE_NAME_MAX } from '../../../protocol/appointments';
import type { BookingOffer, BookingService, WeeklySlot } from '../../../protocol/appointments';
import { showToast } from '../../state/overlay';
import { Button } from '../../ui/Button';
import { Select } from '../../ui/Select';
import { SkeletonRows } from '../../ui/Skeleton';
import { TextField } from '../../ui/TextField';
import { errorTips } from '../common/error-text';
import { LoadError } from '../common/LoadError';
import { useQuery } from '../common/useQuery';
import { useAppointmentMessages } from './messages';
import { WeeklyGrid } from './WeeklyGrid';
import styles from './Appointments.module.css';
import { request, requestReply } from '../../api/request';

interface ServiceDraft {
  name: string;
  price: string;
}

function OfferForm({ offer, onSaved }: { offer: BookingOffer; onSaved: () => void }) {
  const m = useAppointmentMessages();
  const [services, setServices] = useState<ServiceDraft[]>(
    offer.services.map((s) => ({ name: s.name, price: s.price === null ? '' : String(s.price) })),
  );
  const [weekly, setWeekly] = useState<WeeklySlot[]>(offer.weekly);
  const [open, setOpen] = useState(offer.open);
  const [busy, setBusy] = useState(false);
  const edit = (i: number, patch: Partial<ServiceDraft>) =>
    setServices((list) => list.map((s, j) => (j === i ? { ...s, ...patch } : s)));

  const save = async () => {
    setBusy(true);
    try {
      const list: BookingService[] = services
        .filter((s) => s.name.trim() !== '')
        .map((s) => ({ name: s.name.trim(), price: s.price.trim() === '' ? null : Number(s.price) }));
      const reply = await requestReply('/api/user/setAppointmentOffer', {
        id: offer.postId,
        services: list,
        weekly,
        open,
      });
      showToast(reply.msg || m.saved);
      onSaved();
    } catch (err) {
      errorTips(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.list} data-testid="offer-form">
      <div className={styles.columns}>
        <div className={styles.list}>
          <h3>{m.services}</h3>
          {services.map((s, i) => (
            <div key={i} className={styles.serviceRow}>
              <TextField
                label={m.serviceName}
                value={s.name}
                onValue={(name) => edit(i, { name })}
                maxLength={SERVICE_NAME_MAX}
                testId={`service-name-${i}`}
              />
              <TextField
                label={m.price}
                optional={m.optional}
                value={s.price}
                inputMode="numeric"
                onValue={(price) => edit(i, { price: price.replace(/\D/g, '') })}
              />
              <Button size="sm" variant="ghost" onClick={() => setServices((list) => list.filter((_, j) => j !== i))}>
                {m.remove}
              </Button>
            </div>
          ))}
          {services.length < SERVICES_MAX && (
            <Button
              size="sm"
              testId="service-add"
              onClick={() => setServices((list) => [...list, { name: '', price: '' }])}
            >
              {m.addService}
            </Button>
          )}
        </div>
        <div className={styles.list}>
          <h3>{m.weekly}</h3>
          <WeeklyGrid weekly={weekly} days={m.days} onChange={setWeekly} />
        </div>
      </div>
      <label className={styles.row}>
        <input type="checkbox" checked={open} onChange={(e) => setOpen(e.target.checked)} data-testid="offer-open" />
        {m.openBooking}
      </label>
      <Button variant="primary" block loading={busy} onClick={save} testId="offer-save">
        {m.save}
      </Button>
    </div>
  );
}

/** /user/workbench-manage: pick one of my posts, then its services, weekly times and whether it takes bookings. */
export function OfferEditor() {
  const m = useAppointmentMessages();
  const offers = useQuery('my-offers', (signal) => request('/api/user/myAppointmentOffers', {}, { signal }));
  const [chosen, setChosen] = useState<number | null>(null);
  const list = offers.data ?? [];
  // Posts already taking bookings come first to mind: open the first of them unless another was chosen.
  const current = list.find((o) => o.postId === chosen) ?? list.find((o) => o.open) ?? list[0];
  return (
    <section className={styles.card} data-testid="offer-editor">
      <h2>{m.manageTitle}</h2>
      <p className={styles.muted}>{m.manageIntro}</p>
      {offers.status === 'loading' && <SkeletonRows count={4} height={56} />}
      {offers.status === 'error' && (
        <LoadError error={offers.error} title={m.loadFailed} retryLabel={m.retry} onRetry={offers.reload} />
      )}
      {offers.status === 'ok' && list.length === 0 && <p className={styles.muted}>{m.noPosts}</p>}
      {current && (
        <>
          <Select
            label={m.pickPost}
            value={String(current.postId)}
            onChange={(v) => setChosen(Number(v))}
            options={list.map((o) => ({
              value: String(o.postId),
              label: o.open ? `${o.postTitle} · ${m.isOpen}` : o.postTitle,
            }))}
          />
          <OfferForm key={current.postId} offer={current} onSaved={offers.reload} />
        </>
      )}
    </section>
  );
}
