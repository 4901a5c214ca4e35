import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_VIDEO_BYTES } from '../../../../protocol/upload';
import { ApiError } from '../../../../src/api/api-error';
import { UploadProgress } from '../../../../src/features/upload/progress/UploadProgress';
import type { UploadState } from '../../../../src/features/upload/progress/UploadProgress';
import { classifyFailure, precheckVideo } from '../../../../src/features/upload/upload-failure';
import type { UploadFailure } from '../../../../src/features/upload/upload-failure';
import { setLang } from '../../../../src/state/locale';

// A failed upload says what is wrong in words, and offers a retry only when one can succeed.

const named = (name: string, message = 'slice 0: HTTP 415 …') => Object.assign(new Error(message), { name });
const PROGRESS = { loaded: 0, total: 100, speedBps: 0, etaS: null, hashed: 100 };
const render = (state: UploadState, extra: { failure?: UploadFailure | null; instant?: boolean } = {}) =>
  renderToStaticMarkup(
    <UploadProgress
      name="trip.mp4"
      state={state}
      progress={PROGRESS}
      {...extra}
      onPause={() => undefined}
      onResume={() => undefined}
      onCancel={() => undefined}
    />,
  );

describe('upload failures', () => {
  afterAll(() => setLang('zh'));

  it('classes the worker, one-shot and pre-send failures', () => {
    expect(classifyFailure(named('UploadRefused:not_video'))).toEqual({
      kind: 'notVideo',
      retryable: false,
      text: null,
    });
    expect(classifyFailure(named('UploadRefused:video_too_large'))).toMatchObject({
      kind: 'tooLarge',
      retryable: false,
    });
    expect(classifyFailure(named('UploadRefused:digest_mismatch'))).toMatchObject({
      kind: 'refused',
      retryable: false,
    });
    expect(classifyFailure(named('UploadRefused', '未完成的上传太多'))).toEqual({
      kind: 'refused',
      retryable: false,
      text: '未完成的上传太多',
    });
    expect(classifyFailure(named('UploadInterrupted'))).toMatchObject({ kind: 'interrupted', retryable: true });
    expect(classifyFailure(new ApiError({ kind: 'network', msg: 'x' }))).toMatchObject({ retryable: true });
    expect(
      classifyFailure(new ApiError({ kind: 'status', status: 0, msg: 'not a video', httpStatus: 415 })),
    ).toMatchObject({ kind: 'notVideo', retryable: false });

    expect(precheckVideo({ name: 'photo.jpg', size: 10, type: 'image/jpeg' })).toMatchObject({ kind: 'notVideo' });
    expect(precheckVideo({ name: 'big.mp4', size: MAX_VIDEO_BYTES + 1, type: 'video/mp4' })).toMatchObject({
      kind: 'tooLarge',
      retryable: false,
    });
    expect(precheckVideo({ name: 'empty.mov', size: 0, type: 'video/quicktime' })).toMatchObject({ kind: 'emptyFile' });
    // An unknown type is left to the server, which reads the file's head.
    expect(precheckVideo({ name: 'clip', size: 10, type: '' })).toBeNull();
    expect(precheckVideo({ name: 'clip.mp4', size: 10, type: 'video/mp4' })).toBeNull();
  });

  it('the panel words the failure and hides a retry that cannot succeed', () => {
    setLang('zh');
    const refused = render('error', { failure: classifyFailure(named('UploadRefused:not_video')) });
    expect(refused).toContain('不是视频文件');
    expect(refused).not.toContain('HTTP');
    expect(refused).not.toContain('data-testid="upload-resume"');
    expect(
      render('error', { failure: precheckVideo({ name: 'a.mp4', size: MAX_VIDEO_BYTES + 1, type: '' }) }),
    ).toContain('文件太大');

    setLang('en');
    const broken = render('error', { failure: classifyFailure(named('UploadInterrupted')) });
    expect(broken).toContain('The connection broke off');
    expect(broken).toContain('data-testid="upload-resume"');
    expect(render('error', { failure: classifyFailure(named('UploadRefused:not_video')) })).toContain(
      'Not a video file',
    );
  });

  it('an instant upload says so', () => {
    setLang('zh');
    expect(render('done', { instant: true })).toContain('秒传');
    setLang('en');
    expect(render('done', { instant: true })).toContain('Already uploaded (instant)');
    expect(render('done')).not.toContain('instant');
  });
});
