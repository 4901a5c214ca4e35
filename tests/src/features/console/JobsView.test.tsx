import { isValidElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import type { ConsoleJob, JobsOverview } from '../../../../protocol/console-jobs';
import { JobsPanel, retryJob } from '../../../../src/features/console/JobsView';
import type { JobsPanelProps } from '../../../../src/features/console/JobsView';

const request = vi.hoisted(() => vi.fn((_path: string, payload: unknown) => Promise.resolve(payload)));
vi.mock('../../../../src/api/request', () => ({ request }));

const job = (over: Partial<ConsoleJob>): ConsoleJob => ({
  id: '1',
  task: 'video-ladder',
  key: 'post:12',
  attempts: 1,
  maxAttempts: 5,
  lastError: null,
  runAt: 1_800_000_000,
  lockedAt: null,
  ...over,
});

const DATA: JobsOverview = {
  engine: 'sqlite',
  ladders: true,
  waiting: 3,
  running: 1,
  failed: 1,
  runningJobs: [job({ id: '7', key: 'post:21', lockedAt: 1_800_000_000 })],
  failedJobs: [job({ id: '9', key: 'post:30', attempts: 5, lastError: 'ffprobe: moov atom not found' })],
};

const props = (over: Partial<JobsPanelProps> = {}): JobsPanelProps => ({
  lang: 'en',
  data: DATA,
  busy: false,
  onRetry: () => undefined,
  onRefresh: () => undefined,
  when: () => '2027-01-15 08:00',
  ...over,
});

/** The elements with a given testId in a rendered tree (the panel has no hooks, so it can be called). */
function byTestId(node: ReactNode, testId: string): { onClick?: () => void; disabled?: boolean }[] {
  if (Array.isArray(node)) return node.flatMap((n: ReactNode) => byTestId(n, testId));
  if (!isValidElement(node)) return [];
  const p = node.props as { testId?: string; children?: ReactNode; onClick?: () => void; disabled?: boolean };
  return [...(p.testId === testId ? [p] : []), ...byTestId(p.children, testId)];
}

describe('the console jobs section', () => {
  it('shows the queue depth, the running jobs and the failed ones with their error', () => {
    const html = renderToStaticMarkup(<JobsPanel {...props()} />);
    expect(html).toContain('Engine: sqlite');
    expect(html).toMatch(/data-testid="jobs-waiting">Waiting 3</);
    expect(html).toMatch(/data-testid="jobs-running">Running 1</);
    expect(html).toMatch(/data-testid="jobs-failed">Failed 1</);
    expect(html).toMatch(/data-testid="jobs-running-table".*data-id="7".*post:21.*2027-01-15 08:00/);
    expect(html).toMatch(/data-testid="jobs-failed-table".*data-id="9".*post:30.*5\/5.*ffprobe: moov atom not found/);
    // Only a failed job can be retried.
    expect(html.match(/data-testid="job-retry"/g)).toHaveLength(1);
    expect(html).not.toContain('ffmpeg not found');
  });

  it('says so when nothing runs, nothing failed, or ffmpeg is missing', () => {
    const empty = { ...DATA, engine: null, ladders: false, running: 0, failed: 0, runningJobs: [], failedJobs: [] };
    const html = renderToStaticMarkup(<JobsPanel {...props({ data: empty })} />);
    expect(html).toContain('This server runs no background jobs');
    expect(html).toContain('ffmpeg not found');
    expect(html).not.toContain('job-retry');
    expect(html.match(/>None</g)).toHaveLength(2);
  });

  it('the retry button retries that failed job through the retry endpoint', async () => {
    const onRetry = vi.fn((id: string) => void retryJob(id));
    const [button] = byTestId(JobsPanel(props({ onRetry })), 'job-retry');
    expect(button?.disabled).toBe(false);
    button?.onClick?.();
    expect(onRetry).toHaveBeenCalledWith('9');
    expect(request).toHaveBeenCalledWith('/api/admin/jobRetry', { id: '9' });
    await expect(retryJob('9')).resolves.toEqual({ id: '9' });
    // While an action runs the button waits.
    expect(byTestId(JobsPanel(props({ busy: true })), 'job-retry')[0]?.disabled).toBe(true);
  });
});
