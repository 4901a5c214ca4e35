import { describe, expect, it } from 'vitest';
import { runTool } from '../../../server/lib/ffmpeg';

// A stopping worker may abort a transcode between two steps, before the next ffmpeg starts.

describe('runTool', () => {
  it('never starts a tool whose signal is already aborted', async () => {
    const abort = new AbortController();
    abort.abort(new Error('the worker is stopping'));
    const t0 = performance.now();
    // A minute of 1080p to encode: were it started, it would take far longer than the bound below.
    const run = runTool(
      'ffmpeg',
      ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:duration=60', '-f', 'null', '-'],
      { signal: abort.signal },
    );
    await expect(run).rejects.toThrow('the worker is stopping');
    expect(performance.now() - t0).toBeLessThan(2000);
  });
});
