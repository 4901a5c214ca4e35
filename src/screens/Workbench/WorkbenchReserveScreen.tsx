import { ClientAppointmentList } from '../../features/appointments/ClientAppointmentList';
import styles from '../../features/appointments/Appointments.module.css';

/** /user/workbench-reserve: bookings of my posts by day, to confirm or decline. */
export function WorkbenchReserveScreen() {
  return (
    <div className={styles.screen} data-testid="workbench-reserve">
      <ClientAppointmentList />
    </div>
  );
}
