import { WorkbenchDashboard } from '../../features/appointments/WorkbenchDashboard';
import styles from '../../features/appointments/Appointments.module.css';

/** /user/girl-workbench: the provider's dashboard. */
export function GirlWorkbenchScreen() {
  return (
    <div className={styles.screen} data-testid="girl-workbench">
      <WorkbenchDashboard />
    </div>
  );
}
