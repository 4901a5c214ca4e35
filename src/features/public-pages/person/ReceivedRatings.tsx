import { AppLink } from '../../../nav/AppLink';
import { Button } from '../../../ui/Button';
import { RatingItem } from '../../appointments/RatingsSection';
import { detailPath } from '../../common/post-paths';
import { usePersonMessages } from './messages';
import type { usePersonRatings } from './usePerson';
import styles from './Person.module.css';

/** The ratings a person received, each with the post it was given on; more on demand. */
export function ReceivedRatings({
  result,
  onMore,
}: {
  result: ReturnType<typeof usePersonRatings>;
  onMore: () => void;
}) {
  const m = usePersonMessages();
  if (result.status !== 'ok') return null;
  const { list, count } = result.data;
  return (
    <section className={styles.section} data-testid="person-ratings">
      <h2 className={styles.sectionTitle}>{m.ratingsTitle}</h2>
      {count === 0 ? (
        <p className={styles.muted}>{m.noRatings}</p>
      ) : (
        <ul className={styles.ratings}>
          {list.map((e) => (
            <RatingItem key={e.id} e={e}>
              <AppLink to={detailPath(e.postKind, e.postId)} className={styles.ratedPost}>
                {m.on} {e.postTitle}
              </AppLink>
            </RatingItem>
          ))}
        </ul>
      )}
      {list.length < count && (
        <Button variant="ghost" size="sm" onClick={onMore}>
          {m.more}
        </Button>
      )}
    </section>
  );
}
