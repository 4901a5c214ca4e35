import { MyAppointmentList } from '../../features/appointments/MyAppointmentList';
import styles from '../../features/appointments/Appointments.module.css';

/** /user/my-appointments: the bookings I made, to cancel or rate. */
export function MyAppointmentsScreen() {
  return (
    <div className={styles.screen} data-testid="my-appointments-screen">
      <MyAppointmentList />
    </div>
  );
}
