import { useCallback, useEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import type { VideoFeedItem } from '../../../../protocol/explore';
import { AppLink } from '../../../nav/AppLink';
import { showToast } from '../../../state/overlay';
import { Button, buttonClass } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Spinner } from '../../../ui/Spinner';
import { mediaUrl } from '../../common/global-config';
import { errorText } from '../../common/error-text';
import { PlayIcon } from '../../media/video/PlayIcon';
import { FeedPlayer } from './feed-player';
import type { FeedPlayerState } from './feed-player';
import { stepIndex } from './feed-paging';
import { FeedSlide } from './FeedSlide';
import { mountedSlides } from './preload-policy';
import { useFeedGestures } from './useFeedGestures';
import { useNextPrefetch } from './useNextPrefetch';
import { useProgressBar } from './useProgressBar';
import { useVideoFeed } from './useVideoFeed';
import { useVideoFeedMessages } from './messages';
import styles from './VideoFeed.module.css';

const sourceOf = (item: VideoFeedItem | undefined) => (item?.video ? mediaUrl(item.video.url) : null);

/**
 * The full-screen vertical video feed: one slide per post, swiped (touch, wheel, arrow keys) one at a time.
 * One <video> element serves every slide: it moves to the current slide and takes its source, so the
 * previous video stops as the next one starts, and only one ever decodes.
 */
export function VideoFeed() {
  const m = useVideoFeedMessages();
  const [index, setIndex] = useState(0);
  const feed = useVideoFeed(index);
  const rootRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const player = useRef<FeedPlayer | null>(null);
  const [state, setState] = useState<FeedPlayerState>('idle');
  const [sound, setSound] = useState(false);

  useEffect(() => {
    const p = new FeedPlayer(videoRef.current!, {
      onState: setState,
      onForcedMute: () => {
        setSound(false);
        showToast(m.forcedMute);
      },
    });
    player.current = p;
    return () => {
      player.current = null;
      p.destroy();
    };
    // The messages only feed a toast text; a language switch need not rebuild the player.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { items, retryMore } = feed;
  const current = items[index];
  const postId = current?.post.id;
  const url = sourceOf(current);
  useEffect(() => {
    // Keyed by post: two posts may share a clip, and each slide starts from its beginning. A swipe has
    // usually loaded it already (below), so this only acts on the first slide and after a reload.
    if (postId !== undefined) player.current?.load(url, true, postId);
  }, [url, postId]);

  // Stop when the tab is hidden; the viewer resumes with a tap.
  useEffect(() => {
    const onHide = () => document.hidden && player.current?.pause();
    document.addEventListener('visibilitychange', onHide);
    return () => document.removeEventListener('visibilitychange', onHide);
  }, []);

  const started = state === 'playing' || state === 'paused';
  useNextPrefetch(items, index, started, videoRef);
  useProgressBar(videoRef, barRef, state === 'playing');

  const count = items.length;
  const atEnd = index === count - 1 && !feed.hasMore;
  const step = useCallback(
    (delta: 1 | -1) => {
      if (delta === 1 && atEnd) showToast(m.end);
      retryMore();
      const next = stepIndex(index, delta, count);
      if (next === index) return;
      // The source is swapped in the input handler itself, before React renders the move, and the state
      // reads "loading" (or "idle": no video) from this render on, so nothing is fetched ahead for the
      // slide just left.
      const item = items[next];
      const source = sourceOf(item);
      setState(source === null ? 'idle' : 'loading');
      if (item) player.current?.load(source, true, item.post.id);
      setIndex(next);
    },
    [index, items, count, atEnd, m.end, retryMore],
  );
  const toggleSound = useCallback(() => {
    setSound((on) => {
      player.current?.setSound(!on);
      return !on;
    });
  }, []);
  const tap = useCallback(() => {
    if (state === 'error') player.current?.load(url, true);
    else player.current?.toggle();
  }, [state, url]);
  useFeedGestures(rootRef, trackRef, {
    step,
    tap,
    key: (action) => (action === 'toggle' ? tap() : toggleSound()),
  });

  const trackStyle = { transform: `translateY(${-index * 100}%)` } as CSSProperties;
  return (
    <div
      ref={rootRef}
      className={styles.feed}
      data-testid="video-feed"
      data-index={index}
      data-state={state}
      role="region"
      aria-roledescription="carousel"
      aria-label={m.feed}
    >
      <div ref={trackRef} className={styles.track} style={trackStyle}>
        {mountedSlides(index, count).map((i) => (
          <FeedSlide key={items[i]!.post.id} item={items[i]!} index={i} current={i === index} />
        ))}
        <video
          ref={videoRef}
          className={styles.video}
          style={{ top: `${index * 100}%` }}
          data-testid="feed-video"
          data-post-id={postId}
          data-state={state}
          muted
          loop
          playsInline
          preload="auto"
          disablePictureInPicture
          aria-label={current?.post.title}
        />
      </div>
      {feed.status === 'loading' && (
        <div className={styles.cover} data-testid="feed-loading">
          <Spinner label={m.loading} size="lg" />
        </div>
      )}
      {feed.status === 'error' && (
        <div className={styles.cover}>
          <EmptyState
            kind="error"
            role="alert"
            testId="feed-error"
            title={m.loadFailed}
            text={errorText(feed.error, m.loadFailed)}
            action={
              <Button variant="primary" onClick={feed.reload} testId="feed-retry">
                {m.retry}
              </Button>
            }
          />
        </div>
      )}
      {feed.status === 'ready' && count === 0 && (
        <div className={styles.cover}>
          <EmptyState
            testId="feed-empty"
            title={m.emptyTitle}
            text={m.emptyHint}
            action={
              <AppLink to="/make/index" className={buttonClass({ variant: 'primary' })}>
                {m.post}
              </AppLink>
            }
          />
        </div>
      )}
      {current && !current.locked && (
        <>
          <button
            type="button"
            className={styles.sound}
            data-testid="feed-sound"
            aria-pressed={sound}
            onClick={toggleSound}
          >
            {sound ? m.soundOff : m.soundOn}
          </button>
          {state === 'paused' && (
            <span className={styles.center} aria-label={m.paused} role="status">
              <PlayIcon />
            </span>
          )}
          {state === 'loading' && (
            <span className={`${styles.center} ${styles.delayed}`}>
              <Spinner label={m.loading} />
            </span>
          )}
          {state === 'error' && (
            <span className={styles.center} role="alert" data-testid="feed-video-error">
              {m.unavailable}
            </span>
          )}
          <div className={styles.progress} aria-hidden="true">
            <div ref={barRef} className={styles.bar} />
          </div>
        </>
      )}
      {feed.loadingMore && index >= count - 1 && (
        <span className={styles.position} role="status">
          {m.loadingMore}
        </span>
      )}
    </div>
  );
}
