import { Suspense } from 'react';
import type { PostDetail } from '../../../../protocol/types';
import { lazyScreen } from '../../../ui/Lazy';
import { ContactCard } from './ContactCard';
import { DetailActions } from './DetailActions';
import { DetailHeader } from './DetailHeader';
import { AuthorCard, DetailDescription, DetailFacts } from './DetailSections';
import { Gallery } from './Gallery';
import { UnlockContactCard } from './UnlockContactCard';
import { SimilarPosts } from './SimilarPosts';
import { VipLockCard } from './VipLockCard';
import { BookingCard } from '../../appointments/BookingCard';
import { RatingsSection } from '../../appointments/RatingsSection';
import { useDetailMessages } from './messages';
import { detailPath } from '../../common/post-paths';
import { POST_STATUS } from '../../../../protocol/status';
import { useGlobal } from '../../../state/global';
import styles from './DetailView.module.css';

// Few posts carry a video: the player (and its playback code) loads with the post that has one, into a box
// of the player's own size, so nothing moves when it arrives.
const videoPlayer = lazyScreen(
  () => import('../../media/video/VideoPlayer'),
  (m) => m.VideoPlayer,
);
const VideoPlayer = videoPlayer.Component;

/**
 * A loaded post: one column on a phone, content + sticky summary on desktop. The phone's column is written in
 * the order it shows: a page painted while its HTML is still arriving shows each box where it stays, where
 * boxes moved into place by CSS `order` jumped down as the ones meant above them arrived.
 */
export function DetailView({ post, onUnlocked }: { post: PostDetail; onUnlocked: () => void }) {
  const returnTo = detailPath(post.kind, post.id);
  const m = useDetailMessages();
  const { isDesktop } = useGlobal();
  const gallery = (
    <div className={styles.galleryBox}>
      {post.video && (
        <Suspense fallback={<div className={`${styles.video} ${styles.videoPending}`} aria-busy="true" />}>
          <VideoPlayer url={post.video.url} pic={post.video.pic} title={post.title} className={styles.video} />
        </Suspense>
      )}
      <Gallery images={post.images} title={post.title} noImages={m.noImages} />
    </div>
  );
  const header = (
    <div className={styles.box}>
      <DetailHeader post={post} />
      <DetailActions post={post} />
    </div>
  );
  // A sold post is there to be read, not bought or booked.
  const contact = (post.owner || post.status !== POST_STATUS.SOLD) && (
    <div className={`${styles.box} ${styles.contactBox}`}>
      {post.locked && <VipLockCard />}
      {post.locked && post.contact === null ? (
        <UnlockContactCard postId={post.id} returnTo={returnTo} onUnlocked={onUnlocked} />
      ) : (
        <ContactCard contact={post.contact} returnTo={returnTo} />
      )}
      <BookingCard postId={post.id} kind={post.kind} authorId={post.author.id} returnTo={returnTo} />
    </div>
  );
  const facts = !post.locked && (
    <div className={styles.box}>
      <DetailFacts post={post} />
    </div>
  );
  const description = (
    <div className={styles.box}>
      <DetailDescription post={post} />
    </div>
  );
  const ratings = (
    <div className={styles.box}>
      <RatingsSection postId={post.id} />
    </div>
  );
  const author = (
    <div className={styles.box}>
      <AuthorCard post={post} />
    </div>
  );
  const similar = !post.owner && <SimilarPosts postId={post.id} title={m.similar} className={styles.similarBox} />;
  return (
    <article className={styles.layout} data-testid="detail" data-kind={post.kind}>
      {isDesktop ? (
        <>
          <div className={styles.main}>
            {gallery}
            {facts}
            {description}
            {ratings}
            {similar}
          </div>
          <aside className={styles.aside}>
            {header}
            {contact}
            {author}
          </aside>
        </>
      ) : (
        <>
          {gallery}
          {header}
          {contact}
          {facts}
          {description}
          {ratings}
          {author}
          {similar}
        </>
      )}
    </article>
  );
}

export function DetailSkeleton() {
  return (
    <div className={styles.layout} aria-busy="true" data-testid="detail-loading">
      <div className={styles.main}>
        <div className={`${styles.galleryBox} ${styles.skeleton} ${styles.skGallery}`} />
      </div>
      <div className={styles.aside}>
        <div className={`${styles.box} ${styles.skHeader}`}>
          <div className={`${styles.skeleton} ${styles.skLine} ${styles.skShort}`} />
          <div className={`${styles.skeleton} ${styles.skLine}`} />
          <div className={`${styles.skeleton} ${styles.skLine} ${styles.skShort}`} />
        </div>
      </div>
    </div>
  );
}
