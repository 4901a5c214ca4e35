import { ReviewQueue } from '../../features/console/ReviewQueue';

/** /console/review: pending posts, decided one by one or in bulk. */
export function ReviewScreen() {
  return <ReviewQueue />;
}
