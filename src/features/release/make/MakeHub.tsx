import { AppLink } from '../../../nav/AppLink';
import { KindCards } from '../my-posts/KindCards';
import { PlayIcon } from '../../media/video/PlayIcon';
import { DraftList } from './DraftList';
import { RecentPosts } from './RecentPosts';
import { useDeviceDrafts } from './useDeviceDrafts';
import { useMakeMessages } from './messages';
import styles from './Make.module.css';

/** The personal form, scrolled to its video field (the poster is taken from the clip after the upload). */
export const VIDEO_RELEASE_PATH = '/release/personal?focus=video';

/** The creation hub: a new post of any kind, a video post, the drafts on this device, the latest posts. */
export function MakeHub() {
  const m = useMakeMessages();
  const { drafts, discard } = useDeviceDrafts();
  return (
    <div className={styles.hub} data-testid="make-hub">
      <header className={styles.head}>
        <h2>{m.title}</h2>
        <p>{m.subtitle}</p>
      </header>
      <section className={styles.section} aria-labelledby="make-new">
        <h3 id="make-new">{m.newPost}</h3>
        <KindCards />
        <AppLink to={VIDEO_RELEASE_PATH} className={styles.video} data-testid="make-video">
          <span className={styles.videoIcon} aria-hidden="true">
            <PlayIcon />
          </span>
          <span>
            <strong>{m.video}</strong>
            <small>{m.videoHint}</small>
          </span>
        </AppLink>
      </section>
      <section className={styles.section} aria-labelledby="make-drafts">
        <h3 id="make-drafts">
          {m.drafts} <small>{m.draftsHint}</small>
        </h3>
        <DraftList drafts={drafts} onDiscard={discard} />
      </section>
      <section className={styles.section} aria-labelledby="make-recent">
        <h3 id="make-recent">{m.recent}</h3>
        <RecentPosts />
      </section>
    </div>
  );
}
