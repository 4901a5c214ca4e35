import { useEffect, useRef } from 'react';
import { EncryptedImage } from '../EncryptedImage';
import { mediaUrl } from '../../common/global-config';
import { useInView } from './useInView';
import { useVideoPlayback } from './useVideoPlayback';
import { loadHls } from './hls-attach';
import { chooseEngine } from './media-errors';
import { useVideoMessages } from './messages';
import { PlayIcon } from './PlayIcon';
import styles from './VideoPlayer.module.css';

export interface VideoPlayerProps {
  /** mp4 or .m3u8; relative to img_base unless absolute (spec §3 video.url). */
  url: string;
  /** Encrypted poster image path (video.pic). */
  pic: string;
  title?: string;
  className?: string;
}

function Player({ url, pic, title, className }: VideoPlayerProps) {
  const m = useVideoMessages();
  const rootRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const inView = useInView(rootRef);
  const { state, play } = useVideoPlayback(mediaUrl(url), videoRef, inView);
  useEffect(() => {
    // A ladder on a page is likely to play: hls.js (code, not video bytes) loads while the poster shows, so
    // the first play waits only for the video.
    const video = videoRef.current;
    if (video && chooseEngine(url, (mime) => video.canPlayType(mime)) === 'hls.js')
      void loadHls().catch(() => undefined);
  }, [url]);
  const showPoster = state === 'poster' || state === 'error';
  return (
    <div
      ref={rootRef}
      className={[styles.player, className].filter(Boolean).join(' ')}
      data-testid="video-player"
      data-state={state}
    >
      {/* The poster is an overlay rather than the poster attribute: it is decrypted in the media worker,
          and it stays up until the first frame is painted, so the viewer never sees a black box. Short clips
          loop while in view, as in a feed; `pause` then only ever means the viewer or the viewport. */}
      <video
        ref={videoRef}
        className={styles.video}
        muted
        loop
        playsInline
        preload="none"
        controls={!showPoster}
        aria-label={title}
        disablePictureInPicture
      />
      {showPoster && (
        <button type="button" className={styles.poster} data-testid="video-poster" onClick={play} aria-label={m.play}>
          <EncryptedImage src={pic} alt={title ? `${title} · ${m.poster}` : m.poster} className={styles.posterImg} />
          <span className={styles.playBadge}>
            <PlayIcon />
          </span>
          {state === 'error' && <span className={styles.note}>{m.unavailable}</span>}
        </button>
      )}
    </div>
  );
}

/**
 * Spec §4 video: poster first, plays muted inline once half of it is on screen, pauses when it leaves; one
 * player plays at a time; mp4 and native HLS play directly, other HLS through hls.js loaded on demand.
 */
export function VideoPlayer(props: VideoPlayerProps) {
  // A new source is a new player: no state, listener or hls.js instance carries over.
  return <Player key={props.url} {...props} />;
}
