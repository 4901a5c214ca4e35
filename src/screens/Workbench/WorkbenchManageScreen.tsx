import { OfferEditor } from '../../features/appointments/OfferEditor';
import styles from '../../features/appointments/Appointments.module.css';

/** /user/workbench-manage: services and weekly times of each of my posts. */
export function WorkbenchManageScreen() {
  return (
    <div className={styles.screen} data-testid="workbench-manage">
      <OfferEditor />
    </div>
  );
}
