import { describe, expect, it } from 'vitest';
import { PasswordGate } from '../../../../server/domain/accounts';
import { Refusal } from '../../../../server/domain/common';

const RULE = { perAddressRunning: 2, perAddressWaiting: 1, totalRunning: 3, totalWaiting: 2, retryAfterS: 2 };

/** A piece of work the test finishes by hand, recording when it started. */
function job(log: string[], name: string) {
  let finish = () => undefined as void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      log.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

const code = (p: Promise<unknown>) =>
  p.then(
    () => 'ran',
    (e: unknown) => (e instanceof Refusal ? e.code : 'other'),
  );

describe('the password gate', () => {
  it('holds each address and the process to their bounds, turns the rest away, and hands a freed slot on', async () => {
    const gate = new PasswordGate(RULE);
    const log: string[] = [];
    const a1 = job(log, 'a1');
    const a2 = job(log, 'a2');
    const a3 = job(log, 'a3');
    const b1 = job(log, 'b1');
    const c1 = job(log, 'c1');
    const runs = [gate.run('a', a1.work), gate.run('a', a2.work), gate.run('a', a3.work)];
    // a is at its 2 running and 1 waiting: a fourth from it is turned away at once.
    expect(await code(gate.run('a', async () => 'x'))).toBe('account.busy');
    runs.push(gate.run('b', b1.work));
    expect(log).toEqual(['a1', 'a2', 'b1']);
    // The process runs 3 and holds a3 waiting; c waits too (2 waiting is the process's bound)…
    runs.push(gate.run('c', c1.work));
    // …and a further address finds the process saturated.
    const refused = gate.run('d', async () => 'x').catch((e: unknown) => e);
    const e = (await refused) as Refusal;
    expect(e.code).toBe('account.server_busy');
    expect(e.extra).toEqual({ retryAfterS: 2 });
    // b's slot goes to the oldest waiter whose address has room: not a3 (a still runs two), so c1; a3 starts
    // when one of a's own checks ends.
    b1.finish();
    await runs[3];
    await Promise.resolve();
    expect(log).toEqual(['a1', 'a2', 'b1', 'c1']);
    a1.finish();
    await runs[0];
    await Promise.resolve();
    expect(log).toEqual(['a1', 'a2', 'b1', 'c1', 'a3']);
    a2.finish();
    a3.finish();
    c1.finish();
    expect(await Promise.all(runs)).toEqual(['a1', 'a2', 'a3', 'b1', 'c1']);
  });
});
