import { describe, expect, it } from 'vitest';
import { POST_STATUS } from '../../../../../protocol/status';
import type { VideoProgress } from '../../../../../protocol/video';
import { render } from './fixtures';

const progress = (rungsDone: number, rungsTotal: number, percent: number): VideoProgress => ({
  state: 'processing',
  rungsDone,
  rungsTotal,
  percent,
  reason: null,
});

describe('my posts: a post whose video is being processed', () => {
  it('says how many quality rungs are done and how far, with a progress bar', () => {
    const html = render(POST_STATUS.PROCESSING, {
      hasVideo: true,
      videoProgress: progress(2, 5, 47),
    });
    expect(html).toContain('data-testid="my-post-video-progress"');
    expect(html).toContain('视频处理中：2/5 档清晰度，47%');
    expect(html).toMatch(/<progress max="100" value="47"/);
  });

  it('before the first rung is counted: processing, without numbers', () => {
    const html = render(POST_STATUS.PROCESSING, {
      hasVideo: true,
      videoProgress: progress(0, 0, 0),
    });
    expect(html).toContain('视频处理中…');
    expect(html).not.toContain('档清晰度');
  });

  it('no progress line once the post left processing, or without progress', () => {
    expect(render(POST_STATUS.PENDING, { hasVideo: true, videoProgress: progress(5, 5, 100) })).not.toContain(
      'my-post-video-progress',
    );
    expect(render(POST_STATUS.PROCESSING)).not.toContain('my-post-video-progress');
  });
});
