import { describe, expect, it, vi } from 'vitest';
import { uploadLog } from '../../../../src/api/upload';
import {
  INITIAL_MODEL,
  progressView,
  resumeOffer,
  settleFailure,
  uploadReducer,
} from '../../../../src/features/upload/upload-model';
import type { UploadEvent, UploadModel } from '../../../../src/features/upload/upload-model';
import type { UploadProgress } from '../../../../src/worker-bridge/upload';

const request = vi.hoisted(() => vi.fn(async () => null));
vi.mock('../../../../src/api/request', () => ({ request }));

const prog = (over: Partial<UploadProgress> = {}): UploadProgress => ({
  phase: 'uploading',
  loaded: 10,
  total: 100,
  speedBps: 5,
  etaS: 18,
  hashed: 100,
  ...over,
});
const run = (...events: UploadEvent[]): UploadModel => events.reduce(uploadReducer, INITIAL_MODEL);
const saved = { fingerprint: 'fp1', name: 'walk.mp4', size: 4096, fileHash: null };

describe('useVideoUpload model: state transitions', () => {
  it('idle → hashing → uploading → done', () => {
    let m = run({ type: 'start', total: 100 });
    expect(m).toMatchObject({ state: 'hashing', progress: { loaded: 0, total: 100, etaS: null }, error: null });
    m = uploadReducer(m, { type: 'progress', p: prog({ phase: 'hashing', loaded: 0, hashed: 40 }) });
    expect(m.state).toBe('hashing');
    m = uploadReducer(m, { type: 'progress', p: prog() });
    expect(m).toMatchObject({ state: 'uploading', progress: { loaded: 10, speedBps: 5, etaS: 18, hashed: 100 } });
    m = uploadReducer(m, { type: 'progress', p: prog({ phase: 'done', loaded: 100, etaS: 0 }) });
    expect(m.state).toBe('uploading');
    m = uploadReducer(m, { type: 'done', result: { videoId: 'v1', url: 'video/v1/source.mp4', pic: null } });
    expect(m).toMatchObject({ state: 'done', result: { videoId: 'v1' } });
    // Late progress from the finished run changes nothing.
    expect(uploadReducer(m, { type: 'progress', p: prog({ loaded: 3 }) })).toBe(m);
  });

  it('pause holds against progress still in the pipe; resume goes back to uploading', () => {
    let m = run({ type: 'start', total: 100 }, { type: 'progress', p: prog() }, { type: 'pause' });
    expect(m.state).toBe('paused');
    m = uploadReducer(m, { type: 'progress', p: prog({ loaded: 20 }) });
    expect(m).toMatchObject({ state: 'paused', progress: { loaded: 20 } });
    expect(uploadReducer(m, { type: 'resume' }).state).toBe('uploading');
    // Pause and resume mean nothing when no upload runs.
    expect(run({ type: 'pause' }).state).toBe('idle');
    expect(run({ type: 'resume' }).state).toBe('idle');
  });

  it('failure keeps the progress and shows the message; reset (cancel) clears everything', () => {
    const m = run(
      { type: 'start', total: 100 },
      { type: 'progress', p: prog() },
      { type: 'failed', error: 'slice 3: HTTP 400', failure: { kind: 'refused', retryable: false, text: null } },
    );
    expect(m).toMatchObject({
      state: 'error',
      error: 'slice 3: HTTP 400',
      failure: { kind: 'refused', retryable: false },
      progress: { loaded: 10 },
    });
    expect(uploadReducer(m, { type: 'reset' })).toEqual(INITIAL_MODEL);
    expect(uploadReducer(m, { type: 'start', total: 7 })).toMatchObject({
      state: 'hashing',
      error: null,
      result: null,
      progress: { total: 7 },
    });
  });
});

describe('progress view', () => {
  it('clamps to the file, hides an unknown or nonsensical time left', () => {
    expect(progressView(prog({ loaded: 150, hashed: -1 }))).toMatchObject({ loaded: 100, hashed: 0 });
    expect(progressView(prog({ etaS: null })).etaS).toBeNull();
    expect(progressView(prog({ etaS: Number.POSITIVE_INFINITY })).etaS).toBeNull();
    expect(progressView(prog({ etaS: -3 })).etaS).toBeNull();
    expect(progressView(prog({ etaS: 0, loaded: 100 }))).toMatchObject({ etaS: 0, loaded: 100 });
    expect(progressView(prog({ speedBps: -5 })).speedBps).toBe(0);
  });
});

describe('resume offer', () => {
  it('offers the saved upload while idle, not over a running one; starting clears it', () => {
    expect(resumeOffer(null)).toBeNull();
    const offered = run({ type: 'offer', saved });
    expect(resumeOffer(offered.saved)).toEqual({ name: 'walk.mp4', size: 4096 });
    expect(run({ type: 'start', total: 5 }, { type: 'offer', saved }).saved).toBeNull();
    expect(uploadReducer(offered, { type: 'start', total: 4096 }).saved).toBeNull();
    expect(uploadReducer(offered, { type: 'reset' }).saved).toBeNull();
  });
});

describe('failure report', () => {
  it('a cancel goes back to idle without a report', () => {
    const cancel = new Error('cancel');
    cancel.name = 'AbortError';
    expect(settleFailure(cancel, 10)).toEqual({ event: { type: 'reset' }, report: null });
    expect(settleFailure('cancel', 10).report).toBeNull();
  });

  it('an error is shown and reported with the size and the server msg, through uploadLog silently', async () => {
    const { event, report } = settleFailure({ status: 409, msg: '文件校验失败' }, 2048);
    expect(event).toMatchObject({ type: 'failed', error: '文件校验失败' });
    expect(report).toEqual({ msg: 'video upload failed (2048 bytes): 文件校验失败' });
    expect(settleFailure(new Error('piece at 0: HTTP 400 bad'), 1).event).toMatchObject({
      type: 'failed',
      error: 'piece at 0: HTTP 400 bad',
    });
    expect(settleFailure(42, 1).event).toMatchObject({ type: 'failed', error: '上传失败' });
    await uploadLog(report!);
    expect(request).toHaveBeenCalledWith('/api/article/uploadLog', report, { skipStatusActions: true });
  });
});
