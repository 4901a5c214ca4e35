import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../protocol/status';
import { until } from '../support/clips';
import { dialects, useSetup, useTestApp } from '../helper';
import { person, setupShared } from '../authz/world';

const JOBS = { workers: 0, preset: 'ultrafast', scratchMaxBytes: 1024 * 1024 };

describe.each(dialects)('the console’s background jobs (%s)', (dialect) => {
  const t = useTestApp(dialect, { jobs: JOBS });
  const s = useSetup(() => setupShared(t));

  it('shows a failed job with its error to an admin, who alone may retry it', async () => {
    const queue = t.app.background!.queue;
    await queue.enqueue({ task: 'test.flaky', payload: {}, key: 'flaky-1', maxAttempts: 1 });
    let fail = true;
    await queue.start(
      {
        'test.flaky': async () => {
          if (fail) throw new Error('scratch disk full');
        },
      },
      1,
    );
    await until(async () => (await queue.stats()).failed === 1);

    const admin = await person(s, ['admin']);
    const list = await t.call('/api/admin/jobList', {}, { token: admin.token });
    expect(list.status).toBe(STATUS.OK);
    expect(list.data).toMatchObject({
      engine: dialect === 'postgres' ? 'graphile-worker' : 'sqlite',
      failed: 1,
      waiting: 0,
    });
    const failed = list.data.failedJobs[0]!;
    expect(failed).toMatchObject({ task: 'test.flaky', key: 'flaky-1', attempts: 1, maxAttempts: 1 });
    expect(failed.lastError).toContain('scratch disk full');

    // Operators without the jobs capability, members and guests are refused, and nothing moves.
    for (const roles of [['moderator'], ['finance'], ['support']] as const) {
      const op = await person(s, [...roles]);
      expect((await t.call('/api/admin/jobList', {}, { token: op.token })).status).toBe(STATUS.FORBIDDEN);
      expect((await t.call('/api/admin/jobRetry', { id: failed.id }, { token: op.token })).status).toBe(
        STATUS.FORBIDDEN,
      );
    }
    const member = await person(s);
    expect((await t.call('/api/admin/jobRetry', { id: failed.id }, { token: member.token })).status).toBe(
      STATUS.NOT_FOUND,
    );
    expect((await t.call('/api/admin/jobRetry', { id: failed.id })).status).toBe(STATUS.NOT_LOGGED_IN);
    expect((await queue.stats()).failed).toBe(1);

    fail = false;
    const retried = await t.call('/api/admin/jobRetry', { id: failed.id }, { token: admin.token });
    expect(retried).toMatchObject({ status: STATUS.OK, data: { id: failed.id } });
    await until(async () => {
      const st = await queue.stats();
      return st.failed === 0 && st.waiting === 0 && st.running === 0;
    });
    const again = await t.call('/api/admin/jobRetry', { id: failed.id }, { token: admin.token });
    expect(again).toMatchObject({ status: STATUS.CONFLICT, code: 'admin.job_not_failed' });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'actor_id'])
      .where('action', '=', 'job.retry')
      .execute();
    expect(audit).toEqual([{ action: 'job.retry', target_id: failed.id, actor_id: admin.id }]);
    await queue.stop();
  }, 120_000);
});
