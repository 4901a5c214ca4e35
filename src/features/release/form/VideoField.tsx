import { useEffect, useRef, useState } from 'react';
import type { PostVideo } from '../../../../protocol/types';
import { uploadImage } from '../../upload/images/upload-image';
import { EncryptedImage } from '../../media/EncryptedImage';
import { ResumeOffer } from '../../upload/progress/ResumeOffer';
import { UploadProgress } from '../../upload/progress/UploadProgress';
import type { VideoUpload } from './video-upload-view';
import type { FieldProps } from './field-props';
import { useReleaseMessages } from './messages';
import { capturePosterFrame } from './poster-frame';
import extras from './ReleaseExtras.module.css';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';

const ACCEPT = 'video/mp4,video/quicktime,video/webm,video/*';

interface Props extends FieldProps {
  upload: VideoUpload;
  /** The post's video when editing (kept while draft.videoId still names it). */
  current: PostVideo | null;
  /** A poster frame is being captured or sent: the form waits for it before saving. */
  onPosterBusy: (busy: boolean) => void;
}

/**
 * Video of a post: pick → the upload hook sends it (hash, slices, resume) while a poster frame is captured
 * here and sent as an image. The draft gets videoId once the upload is done.
 */
export function VideoField({ draft, set, errorOf, upload, current, onPosterBusy }: Props) {
  const m = useReleaseMessages();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [poster, setPoster] = useState<{ url: string; busy: boolean } | null>(null);
  const posterCtrl = useRef<AbortController | null>(null);
  // Kept to retry a failed upload: the hook's saved state then sends only what is missing.
  const picked = useRef<File | null>(null);

  useEffect(() => () => posterCtrl.current?.abort(), []);
  useEffect(() => () => (poster?.url ? URL.revokeObjectURL(poster.url) : undefined), [poster?.url]);

  const videoId = upload.state === 'done' ? (upload.result?.videoId ?? null) : null;
  const serverPic = upload.state === 'done' ? (upload.result?.pic ?? null) : null;
  useEffect(() => {
    if (videoId && draft.videoId !== videoId) set({ videoId, ...(draft.videoPic ? {} : { videoPic: serverPic }) });
  }, [videoId, serverPic, draft.videoId, draft.videoPic, set]);

  const makePoster = (file: File) => {
    posterCtrl.current?.abort();
    const ctrl = new AbortController();
    posterCtrl.current = ctrl;
    setPoster({ url: '', busy: true });
    onPosterBusy(true);
    void (async () => {
      try {
        const png = await capturePosterFrame(file, ctrl.signal);
        if (ctrl.signal.aborted) return;
        setPoster({ url: URL.createObjectURL(png), busy: true });
        const path = await uploadImage(new File([png], 'poster.png', { type: 'image/png' }), { signal: ctrl.signal });
        if (ctrl.signal.aborted) return;
        set({ videoPic: path });
        setPoster((p) => (p ? { ...p, busy: false } : p));
      } catch {
        // A frame the browser cannot decode, or a failed poster upload: the post falls back to its cover.
        if (!ctrl.signal.aborted) setPoster((p) => (p?.url ? { ...p, busy: false } : null));
      } finally {
        if (posterCtrl.current === ctrl) onPosterBusy(false);
      }
    })();
  };

  const pick = (file: File) => {
    picked.current = file;
    setName(file.name);
    set({ videoId: null, videoPic: null });
    upload.start(file);
    makePoster(file);
  };

  const discard = () => {
    posterCtrl.current?.abort();
    posterCtrl.current = null;
    onPosterBusy(false);
    upload.cancel();
    picked.current = null;
    setName('');
    setPoster(null);
    set({ videoId: null, videoPic: null });
  };

  const active = upload.state !== 'idle';
  const showCurrent = !active && current && draft.videoId !== null;
  const error = errorOf('video');
  return (
    <Field
      id="release-video"
      labelFor={null}
      name="video"
      testId="release-video"
      label={m.video}
      optional={m.optional}
      error={error}
    >
      {!active && upload.resumable && (
        <ResumeOffer resumable={upload.resumable} accept={ACCEPT} onPick={pick} onDiscard={discard} />
      )}
      {showCurrent && (
        <div className={extras.videoCurrent}>
          <EncryptedImage src={current.pic || null} alt={m.videoCurrent} className={extras.posterImg} ratio={16 / 9} />
          <div className={extras.videoMeta}>
            <strong>{m.videoCurrent}</strong>
            <Button variant="danger" size="sm" onClick={discard}>
              {m.videoRemove}
            </Button>
          </div>
        </div>
      )}
      {active && (
        <div className={extras.videoActive}>
          {poster && (
            <div
              className={extras.posterThumb}
              aria-label={m.poster}
              data-testid="release-poster"
              data-busy={poster.busy ? 'true' : 'false'}
            >
              {poster.url ? <img src={poster.url} alt={m.poster} /> : <span>{m.posterMaking}</span>}
            </div>
          )}
          <UploadProgress
            name={name || upload.resumable?.name || ''}
            state={upload.state}
            progress={upload.progress}
            failure={upload.failure ?? null}
            instant={upload.result?.instant === true}
            onPause={upload.pause}
            onResume={() =>
              upload.state === 'error' && picked.current ? upload.start(picked.current) : upload.resume()
            }
            onCancel={discard}
          />
        </div>
      )}
      {!active && !upload.resumable && (
        <button
          type="button"
          className={extras.dropzone}
          data-testid="release-video-pick"
          onClick={() => input.current?.click()}
        >
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <rect x="3" y="5" width="14" height="14" rx="2" />
            <path d="M17 10l4-2.5v9L17 14" />
          </svg>
          <span>
            <strong>{m.videoPick}</strong>
            <small>{m.videoHint}</small>
          </span>
        </button>
      )}
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid="release-video-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) pick(file);
        }}
      />
    </Field>
  );
}
