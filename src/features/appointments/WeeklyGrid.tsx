import type { WeeklySlot } from '../../../protocol/appointments';
import { minuteClock } from './slot-format';
import styles from './Appointments.module.css';

/** The hours a provider may open: one-hour starts from 07:00 to 22:00. */
const HOURS = Array.from({ length: 16 }, (_, i) => (7 + i) * 60);
/** Monday first, as a week reads on a wall calendar. */
const DAY_ORDER = [1, 2, 3, 4, 5, 6, 0];

export const hasSlot = (weekly: readonly WeeklySlot[], day: number, minute: number) =>
  weekly.some((s) => s.day === day && s.minute === minute);

export function toggleSlot(weekly: readonly WeeklySlot[], day: number, minute: number): WeeklySlot[] {
  return hasSlot(weekly, day, minute)
    ? weekly.filter((s) => !(s.day === day && s.minute === minute))
    : [...weekly, { day, minute }];
}

/** Days across, hours down; each cell opens or closes that weekly start. */
export function WeeklyGrid({
  weekly,
  days,
  onChange,
}: {
  weekly: readonly WeeklySlot[];
  /** Seven names, comma-separated, Sunday first. */
  days: string;
  onChange: (next: WeeklySlot[]) => void;
}) {
  const names = days.split(',');
  return (
    <div className={styles.week} data-testid="weekly-grid">
      <span />
      {DAY_ORDER.map((d) => (
        <span key={d}>{names[d]}</span>
      ))}
      {HOURS.map((minute) => (
        <WeekRow key={minute} minute={minute} weekly={weekly} names={names} onChange={onChange} />
      ))}
    </div>
  );
}

function WeekRow({
  minute,
  weekly,
  names,
  onChange,
}: {
  minute: number;
  weekly: readonly WeeklySlot[];
  names: string[];
  onChange: (next: WeeklySlot[]) => void;
}) {
  return (
    <>
      <span>{minuteClock(minute)}</span>
      {DAY_ORDER.map((day) => {
        const on = hasSlot(weekly, day, minute);
        return (
          <button
            key={day}
            type="button"
            className={`${styles.cell} ${on ? styles.cellOn : ''}`}
            aria-pressed={on}
            aria-label={`${names[day]} ${minuteClock(minute)}`}
            data-testid={`week-${day}-${minute}`}
            onClick={() => onChange(toggleSlot(weekly, day, minute))}
          />
        );
      })}
    </>
  );
}
