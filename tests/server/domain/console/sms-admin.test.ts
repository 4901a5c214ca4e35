import { describe, expect, it } from 'vitest';
import { runSmsAdmin } from '../../../../server/domain/console/sms-admin';
import { sandboxSms } from '../../../../server/domain/accounts';
import { dialects, nowS, useTestApp } from '../../helper';

describe.each(dialects)('npm run admin -- sms (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const run = async (argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runSmsAdmin(t.db, argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it('lists the sandbox outbox, newest first, filtered by number', async () => {
    expect((await run(['sms', 'outbox'])).out).toBe('no messages');
    await sandboxSms.send(t.db, { phone: '+8613800000001', text: 'first 111111' }, nowS());
    await sandboxSms.send(t.db, { phone: '+8613800000002', text: 'second 222222' }, nowS());
    const all = await run(['sms', 'outbox']);
    expect(all.code).toBe(0);
    expect(all.out.indexOf('second')).toBeLessThan(all.out.indexOf('first'));
    const one = await run(['sms', 'outbox', '--phone', '138 0000 0001']);
    expect(one.out).toContain('first 111111');
    expect(one.out).not.toContain('second');
  });

  it('refuses a bad command, number or limit, and ignores other areas', async () => {
    expect((await run(['sms', 'send'])).code).toBe(2);
    expect((await run(['sms', 'outbox', '--phone', 'abc'])).code).toBe(2);
    expect((await run(['sms', 'outbox', '--limit', '0'])).code).toBe(2);
    expect(await run(['posts', 'pending'])).toMatchObject({ code: null });
  });
});
