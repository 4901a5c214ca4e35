import { activePlayer } from '../../media/video/active-player';
import { attachHls } from '../../media/video/hls-attach';
import type { HlsHandle } from '../../media/video/hls-attach';
import { chooseEngine, mediaErrorOutcome, MEDIA_ERR_SRC_NOT_SUPPORTED } from '../../media/video/media-errors';

/** idle: no source; loading: attached, no frame yet; playing / paused: a frame is on screen; error: gave up. */
export type FeedPlayerState = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

export interface FeedPlayerEvents {
  onState(state: FeedPlayerState): void;
  /** The viewer's sound choice could not be honoured (autoplay with sound refused): playing muted. */
  onForcedMute?(): void;
}

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';
const isNotAllowed = (err: unknown) => err instanceof DOMException && err.name === 'NotAllowedError';

/**
 * The feed's one <video>, recycled from slide to slide: `load` detaches the previous source (its buffers are
 * dropped at once, its hls.js instance destroyed) and attaches the next one, mp4 and native HLS straight into
 * the element, other HLS through hls.js with capped buffers. Events of a detached source are ignored.
 */
export class FeedPlayer {
  private readonly id = Symbol('video-feed');
  private generation = 0;
  private hls: HlsHandle | null = null;
  private abort: AbortController | null = null;
  private state: FeedPlayerState = 'idle';
  private readonly off = new AbortController();
  private wantSound = false;
  private slide: unknown = undefined;

  constructor(
    private readonly video: HTMLVideoElement,
    private readonly events: FeedPlayerEvents,
  ) {
    const on = { signal: this.off.signal };
    video.addEventListener('playing', () => this.set('playing'), on);
    video.addEventListener(
      'pause',
      () => {
        if (this.state === 'playing') this.set('paused');
      },
      on,
    );
    video.addEventListener('error', () => this.failed(), on);
  }

  /**
   * Shows `url` from its start (null: a slide without a playable video), playing at once when `autoplay`.
   * `slide` names what is shown: asking again for the slide already loaded (and not failed) does nothing.
   */
  load(url: string | null, autoplay: boolean, slide: unknown = url): void {
    if (slide === this.slide && this.state !== 'error') return;
    this.slide = slide;
    this.detach();
    if (url === null) return this.set('idle');
    const gen = ++this.generation;
    const ctrl = new AbortController();
    this.abort = ctrl;
    this.set('loading');
    const video = this.video;
    if (chooseEngine(url, (mime) => video.canPlayType(mime)) === 'native') {
      video.src = url;
      if (autoplay) this.play();
      return;
    }
    attachHls(video, url, { signal: ctrl.signal, onGiveUp: () => gen === this.generation && this.fail() }).then(
      (hls) => {
        if (gen !== this.generation) return hls?.destroy();
        if (!hls) return this.fail();
        this.hls = hls;
        if (autoplay) this.play();
      },
      () => gen === this.generation && this.fail(),
    );
  }

  play(): void {
    if (this.state === 'idle' || this.state === 'error') return;
    const gen = this.generation;
    activePlayer.claim(this.id, () => this.video.pause());
    this.video.muted = !this.wantSound;
    this.video.play().catch((err: unknown) => {
      if (gen !== this.generation || isAbort(err)) return;
      // Sound without a gesture is refused on some browsers: keep playing, muted, and say so.
      if (isNotAllowed(err) && !this.video.muted) {
        this.video.muted = true;
        this.events.onForcedMute?.();
        this.play();
      } else if (this.state === 'loading') this.set('paused');
    });
  }

  pause(): void {
    activePlayer.release(this.id);
    this.video.pause();
  }

  toggle(): void {
    if (this.video.paused) this.play();
    else this.pause();
  }

  setSound(on: boolean): void {
    this.wantSound = on;
    this.video.muted = !on;
  }

  destroy(): void {
    this.detach();
    this.off.abort();
  }

  private detach(): void {
    this.generation++;
    this.abort?.abort();
    this.abort = null;
    this.hls?.destroy();
    this.hls = null;
    activePlayer.release(this.id);
    const video = this.video;
    if (video.hasAttribute('src') || video.currentSrc) {
      video.pause();
      video.removeAttribute('src');
      video.load(); // drops the previous clip's buffers now rather than at garbage collection
    }
  }

  private failed(): void {
    if (this.state === 'idle') return;
    const code = this.video.error?.code;
    if (code !== MEDIA_ERR_SRC_NOT_SUPPORTED && this.hls?.recoverElementError()) return;
    if (mediaErrorOutcome(code) === 'error')
      console.warn('[VideoFeed] playback failed:', code, this.video.error?.message);
    this.fail();
  }

  private fail(): void {
    this.detach();
    this.slide = undefined;
    this.set('error');
  }

  private set(state: FeedPlayerState): void {
    if (this.state === state) return;
    this.state = state;
    this.events.onState(state);
  }
}
