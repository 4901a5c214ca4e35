import { useState } from 'react';
import { BOOKING_NOTE_MAX, VISIT_ADDRESS_MAX, VISIT_ADDRESS_MIN } from '../../../protocol/appointments';
import { CONTACT_FIELD_MAX, isValidPhone } from '../../../protocol/people-contact-rules';
import type { OfferSlots } from '../../../protocol/appointments';
import { STATUS } from '../../../protocol/status';
import { showToast } from '../../state/overlay';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { errorStatus, errorTips } from '../common/error-text';
import { useAppointmentMessages } from './messages';
import { usePostAppointmentMessages } from './post-messages';
import { byDay, clockOf, dayLabel } from './slot-format';
import styles from './Appointments.module.css';
import { useLang } from '../../i18n';
import { requestReply } from '../../api/request';

interface Props {
  data: OfferSlots;
  open: boolean;
  onClose: () => void;
  onBooked: () => void;
}

/** The calendar of the coming days (free starts only), a service and a note; submitting books the slot. */
export function BookingSheet({ data, open, onClose, onBooked }: Props) {
  const m = useAppointmentMessages();
  const lang = useLang();
  const pm = usePostAppointmentMessages();
  const days = byDay(data.slots);
  const [day, setDay] = useState<number | null>(null);
  const [slot, setSlot] = useState<number | null>(null);
  const [service, setService] = useState('0');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [contact, setContact] = useState('');
  const [address, setAddress] = useState('');
  const [checked, setChecked] = useState(false);
  const atHome = data.offer.atHome;
  const addressLength = [...address.trim()].length;
  const contactError = atHome && !isValidPhone(contact.trim()) ? m.visitContactInvalid : undefined;
  const addressError =
    atHome && (addressLength < VISIT_ADDRESS_MIN || addressLength > VISIT_ADDRESS_MAX)
      ? m.visitAddressInvalid(VISIT_ADDRESS_MIN, VISIT_ADDRESS_MAX)
      : undefined;
  const shownDay = days.find((d) => d.day === day) ?? days.find((d) => d.slots.some((s) => s.free)) ?? days[0];
  const free = shownDay?.slots.filter((s) => s.free) ?? [];

  const submit = async () => {
    if (slot === null) return;
    setChecked(true);
    if (contactError || addressError) return;
    setBusy(true);
    try {
      const reply = await requestReply('/api/user/appointment', {
        id: data.offer.postId,
        slotAt: slot,
        service: Number(service),
        note,
        ...(atHome ? { visit: { contact: contact.trim(), address: address.trim() } } : {}),
      });
      showToast(reply.msg || m.booked);
      setSlot(null);
      setNote('');
      onBooked();
      onClose();
    } catch (err) {
      // 421 already opened the spec's VIP dialog.
      if (errorStatus(err) === STATUS.NEEDS_ANNUAL_VIP) onClose();
      else errorTips(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onCancel={onClose} title={pm.bookTitle} closeLabel={m.close} size="md" testId="booking-sheet">
      <div className={styles.sheet}>
        <p className={styles.muted}>{m.bookIntro(data.daysAhead)}</p>
        <div className={styles.chips} role="tablist" aria-label={pm.bookTitle}>
          {days.map((d) => (
            <Button
              key={d.day}
              variant="chip"
              size="sm"
              role="tab"
              aria-selected={d.day === shownDay?.day}
              selected={d.day === shownDay?.day}
              disabled={!d.slots.some((s) => s.free)}
              onClick={() => {
                setDay(d.day);
                setSlot(null);
              }}
            >
              {dayLabel(d.day + 12 * 3600, m.days, lang)}
            </Button>
          ))}
        </div>
        {free.length === 0 ? (
          <p className={styles.muted}>{m.noSlots}</p>
        ) : (
          <div className={styles.chips} data-testid="booking-slots">
            {free.map((s) => (
              <Button
                key={s.at}
                variant="chip"
                size="sm"
                aria-pressed={slot === s.at}
                selected={slot === s.at}
                data-at={s.at}
                onClick={() => setSlot(s.at)}
              >
                {clockOf(s.at)}
              </Button>
            ))}
          </div>
        )}
        <Select
          label={m.service}
          value={service}
          onChange={setService}
          options={data.offer.services.map((s, i) => ({
            value: String(i),
            label: s.price === null ? s.name : `${s.name} · ¥${s.price}`,
          }))}
        />
        {atHome && (
          <fieldset className={styles.sheet} data-testid="booking-visit">
            <legend>{m.visitTitle}</legend>
            <p className={styles.muted}>{m.visitHint}</p>
            <TextField
              label={m.visitContact}
              value={contact}
              onValue={setContact}
              maxLength={CONTACT_FIELD_MAX}
              inputMode="tel"
              autoComplete="tel"
              error={checked ? contactError : undefined}
              testId="booking-visit-contact"
            />
            <TextField
              label={m.visitAddress}
              value={address}
              onValue={setAddress}
              placeholder={m.visitAddressPh}
              maxLength={VISIT_ADDRESS_MAX}
              autoComplete="street-address"
              error={checked ? addressError : undefined}
              testId="booking-visit-address"
            />
          </fieldset>
        )}
        <TextField
          label={m.note}
          optional={m.optional}
          value={note}
          onValue={setNote}
          placeholder={m.notePh}
          maxLength={BOOKING_NOTE_MAX}
          multiline
          rows={2}
        />
        <Button
          variant="primary"
          block
          loading={busy}
          disabled={slot === null}
          onClick={submit}
          testId="booking-submit"
        >
          {m.submit}
        </Button>
      </div>
    </Dialog>
  );
}
