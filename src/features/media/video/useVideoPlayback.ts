import { useCallback, useEffect, useRef, useState } from 'react';
import { activePlayer } from './active-player';
import { attachHls } from './hls-attach';
import { chooseEngine, mediaErrorOutcome, MEDIA_ERR_SRC_NOT_SUPPORTED } from './media-errors';
import type { RefObject } from 'react';
import type { HlsHandle } from './hls-attach';
import type { MediaErrorOutcome } from './media-errors';

export type PlayerState = 'poster' | 'playing' | 'paused' | 'error';

/** One attachment of the source to the element, from the first play until close, error or unmount. */
interface Session {
  ready: Promise<void>;
  played: boolean;
  hls: HlsHandle | null;
  stop: () => void;
}

function isAbortError(err: unknown): boolean {
  return err instanceof DOMException && err.name === 'AbortError';
}

/**
 * Drives one <video>: the source is attached only on the first play (nothing downloads for a video never
 * watched), it plays muted when `inView` turns true and pauses when it turns false, one player at a time.
 * Spec §8: error 4 closes back to the poster; other errors, and hls.js failures past the recovery budget,
 * show the poster in the error state. Neither autoplays again until the viewer taps the poster.
 */
export function useVideoPlayback(url: string, videoRef: RefObject<HTMLVideoElement | null>, inView: boolean) {
  const [state, setState] = useState<PlayerState>('poster');
  const [id] = useState(() => Symbol('video'));
  const session = useRef<Session | null>(null);
  const closed = useRef(false);

  const teardown = useCallback(() => {
    const s = session.current;
    session.current = null;
    activePlayer.release(id);
    s?.stop();
  }, [id]);

  const close = useCallback(
    (outcome: MediaErrorOutcome) => {
      closed.current = true;
      teardown();
      setState(outcome === 'close' ? 'poster' : 'error');
    },
    [teardown],
  );

  const attach = useCallback(
    (video: HTMLVideoElement): Session => {
      const ctrl = new AbortController();
      const on = { signal: ctrl.signal };
      const s: Session = { ready: Promise.resolve(), played: false, hls: null, stop: () => undefined };
      const current = () => session.current === s;
      video.addEventListener(
        'playing',
        () => {
          s.played = true;
          if (current()) setState('playing');
        },
        on,
      );
      video.addEventListener(
        'pause',
        () => {
          if (!current()) return;
          activePlayer.release(id);
          setState(s.played ? 'paused' : 'poster');
        },
        on,
      );
      video.addEventListener(
        'error',
        () => {
          if (!current()) return;
          const code = video.error?.code;
          if (code !== MEDIA_ERR_SRC_NOT_SUPPORTED && s.hls?.recoverElementError()) return;
          if (mediaErrorOutcome(code) === 'error')
            console.warn('[VideoPlayer] playback failed, showing the poster:', url, code, video.error?.message);
          close(mediaErrorOutcome(code));
        },
        on,
      );

      if (chooseEngine(url, (mime) => video.canPlayType(mime)) === 'native') {
        video.src = url;
      } else {
        s.ready = attachHls(video, url, {
          signal: ctrl.signal,
          onGiveUp: (e) => {
            console.warn('[VideoPlayer] hls.js gave up, showing the poster:', url, e.type, e.details);
            if (current()) close('error');
          },
        }).then(
          (hls) => {
            if (ctrl.signal.aborted) return hls?.destroy();
            // No Media Source Extensions either: this browser cannot play the stream at all, like error 4.
            if (!hls) return void (current() && close('close'));
            s.hls = hls;
          },
          (err: unknown) => {
            console.warn('[VideoPlayer] hls.js did not load:', err);
            if (current()) close('error');
          },
        );
      }
      s.stop = () => {
        ctrl.abort();
        s.hls?.destroy();
        video.pause();
        video.removeAttribute('src');
        video.load(); // drops the buffered media now rather than at garbage collection
      };
      return s;
    },
    [id, url, close],
  );

  /** `byViewer`: a tap on the poster, which also retries after a close or an error. */
  const start = useCallback(
    async (byViewer: boolean) => {
      const video = videoRef.current;
      if (!video || (closed.current && !byViewer)) return;
      closed.current = false;
      activePlayer.claim(id, () => video.pause());
      session.current ??= attach(video);
      const s = session.current;
      await s.ready;
      if (session.current !== s || !activePlayer.isActive(id)) return;
      video.muted = true;
      video.play().catch((err: unknown) => {
        // AbortError: a pause or teardown overtook the start. Anything else (autoplay refused): tap to play.
        if (!isAbortError(err) && session.current === s && !s.played) setState('poster');
      });
    },
    [id, attach, videoRef],
  );

  useEffect(() => {
    if (inView) return void start(false);
    // Also frees the slot of a start still waiting for hls.js, so it does not play once loaded off screen.
    activePlayer.release(id);
    if (session.current) videoRef.current?.pause();
  }, [inView, start, videoRef, id]);

  useEffect(() => teardown, [teardown]);

  return { state, play: () => void start(true) };
}
