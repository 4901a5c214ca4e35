import { FeedbackInbox } from '../../features/console/curation/FeedbackInbox';

/** /console/feedback. */
export function FeedbackScreen() {
  return <FeedbackInbox />;
}
