import { useCallback } from 'react';
import { request } from '../../api/request';
import { useLang } from '../../i18n';
import { Button } from '../../ui/Button';
import type { ConsoleJob, JobsOverview } from '../../../protocol/console-jobs';
import { useConsoleAction } from './useConsoleAction';
import { useConsoleData } from './useConsoleData';
import { useConsoleTime } from './useConsoleTime';
import styles from './Table.module.css';

const WORDS = {
  zh: {
    failedLoad: '无法读取任务队列',
    failedRetry: '重试失败',
    engine: '引擎',
    none: '本服务器不运行后台任务',
    noFfmpeg: '未找到 ffmpeg：上传的视频按原文件播放，不生成多档清晰度',
    waiting: '排队',
    running: '运行中',
    failed: '失败',
    task: '任务',
    key: '键',
    attempts: '尝试',
    error: '错误',
    since: '开始于',
    retry: '重试',
    refresh: '刷新',
    empty: '无',
  },
  en: {
    failedLoad: 'Could not read the job queue',
    failedRetry: 'Retry failed',
    engine: 'Engine',
    none: 'This server runs no background jobs',
    noFfmpeg: 'ffmpeg not found: uploaded videos play as uploaded, without a quality ladder',
    waiting: 'Waiting',
    running: 'Running',
    failed: 'Failed',
    task: 'Task',
    key: 'Key',
    attempts: 'Attempts',
    error: 'Error',
    since: 'Since',
    retry: 'Retry',
    refresh: 'Refresh',
    empty: 'None',
  },
} as const;

/** Puts a failed job back in the queue, to run again at once. */
export function retryJob(id: string): Promise<{ id: string }> {
  return request('/api/admin/jobRetry', { id });
}

export interface JobsPanelProps {
  lang: 'zh' | 'en';
  data: JobsOverview;
  /** An action is under way: the retry buttons wait. */
  busy: boolean;
  onRetry: (id: string) => void;
  onRefresh: () => void;
  /** A moment (Unix seconds) as the console words it. */
  when: (s: number) => string;
}

/** The queue as the server reported it: depth, the running jobs, the failed ones with their error and a retry. */
export function JobsPanel({ lang, data, busy, onRetry, onRefresh, when }: JobsPanelProps) {
  const m = WORDS[lang];
  const table = (jobs: ConsoleJob[], failed: boolean, testId: string) =>
    jobs.length === 0 ? (
      <p className={styles.muted}>{m.empty}</p>
    ) : (
      <table className={styles.table} data-testid={testId}>
        <thead>
          <tr>
            <th>{m.task}</th>
            <th>{m.key}</th>
            <th>{m.attempts}</th>
            <th>{failed ? m.error : m.since}</th>
            {failed && <th />}
          </tr>
        </thead>
        <tbody>
          {jobs.map((j) => (
            <tr key={j.id} data-testid="job-row" data-id={j.id}>
              <td>{j.task}</td>
              <td className={styles.nowrap}>{j.key ?? ''}</td>
              <td>
                {j.attempts}/{j.maxAttempts}
              </td>
              <td className={failed ? styles.bad : undefined}>
                {failed ? (j.lastError ?? '') : j.lockedAt === null ? '' : when(j.lockedAt)}
              </td>
              {failed && (
                <td>
                  <Button size="sm" disabled={busy} testId="job-retry" onClick={() => onRetry(j.id)}>
                    {m.retry}
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    );
  return (
    <>
      <div className={`${styles.panel} ${styles.row}`}>
        <span>
          {m.engine}: {data.engine ?? m.none}
        </span>
        <span data-testid="jobs-waiting">
          {m.waiting} {data.waiting}
        </span>
        <span data-testid="jobs-running">
          {m.running} {data.running}
        </span>
        <span className={data.failed > 0 ? styles.bad : undefined} data-testid="jobs-failed">
          {m.failed} {data.failed}
        </span>
        <Button size="sm" variant="ghost" onClick={onRefresh}>
          {m.refresh}
        </Button>
      </div>
      {!data.ladders && <p className={styles.bad}>{m.noFfmpeg}</p>}
      <h3>{m.running}</h3>
      {table(data.runningJobs, false, 'jobs-running-table')}
      <h3>{m.failed}</h3>
      {table(data.failedJobs, true, 'jobs-failed-table')}
    </>
  );
}

/** The background jobs: queue depth, what runs, what failed with its error, and a retry of a failed job. */
export function JobsView() {
  const lang = useLang() === 'en' ? 'en' : 'zh';
  const m = WORDS[lang];
  const when = useConsoleTime();
  const fetch = useCallback((signal: AbortSignal) => request('/api/admin/jobList', {}, { signal }), []);
  const { data, error, reload } = useConsoleData(fetch, m.failedLoad);
  const action = useConsoleAction(m.failedRetry);
  const retry = (id: string) => void action.run(() => retryJob(id)).then((ok) => ok && reload());
  return (
    <div className={styles.stack} data-testid="console-jobs">
      {error && <p className={styles.bad}>{error}</p>}
      {action.error && <p className={styles.bad}>{action.error}</p>}
      {data && <JobsPanel lang={lang} data={data} busy={action.busy} onRetry={retry} onRefresh={reload} when={when} />}
    </div>
  );
}
