import { JobsView } from '../../features/console/JobsView';

export function JobsScreen() {
  return <JobsView />;
}
