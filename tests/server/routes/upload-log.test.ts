import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LOGS_PER_IP, UPLOAD_LOGS_PER_USER } from '../../../server/domain/upload';
import { dialects } from '../helper';
import { burst, listeningApp } from '../support/listening';
import type { ListeningApp } from '../support/listening';

// uploadLog (spec §7): a client's failure report goes to the server log — throttled per user and per
// address, and never with a session token in it, however the token was cut up or dressed.

const reports = (logs: string[]) => logs.filter((l) => l.includes('client upload failure'));
/** Letters and digits only, lower case: what survives any disguise of a token. */
const bare = (s: string) => s.replace(/[^A-Za-z0-9]/g, '').toLowerCase();
/** The text as someone reading the log would decode it: %XX, \xXX and \u00XX escapes (however many backslashes). */
const decoded = (s: string) =>
  s.replace(/%([0-9a-f]{2})|\\+x([0-9a-f]{2})|\\+u00([0-9a-f]{2})/gi, (_, a?: string, b?: string, c?: string) =>
    String.fromCharCode(parseInt(a ?? b ?? c ?? '', 16)),
  );
/** Whether any 8 letters or digits of `token` in a row (as written or reversed) appear in `text`, decoded. */
function leaks(text: string, token: string): boolean {
  const hay = bare(decoded(text));
  const t = bare(token);
  const reversed = [...t].reverse().join('');
  for (let i = 0; i + 8 <= t.length; i++)
    if (hay.includes(t.slice(i, i + 8)) || hay.includes(reversed.slice(i, i + 8))) return true;
  return false;
}

describe.each(dialects)('uploadLog (%s)', (dialect) => {
  let s: ListeningApp;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    s = await listeningApp(dialect);
    alice = await s.user('alice_log');
    bob = await s.user('bob_log');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('sixty reports at once from one user: at most the per-user number is logged', async () => {
    s.logs.length = 0;
    const replies = await burst(60, (i) =>
      s.send('/api/article/uploadLog', { msg: `slice ${i} failed: HTTP 500` }, bob),
    );
    const accepted = replies.filter((r) => r.status === 1).length;
    expect(reports(s.logs).length).toBe(accepted);
    expect(accepted).toBe(UPLOAD_LOGS_PER_USER);
    expect(replies.filter((r) => r.status !== 1).every((r) => r.status === 429)).toBe(true);
  });

  it('many users behind one address: at most the per-address number is logged', async () => {
    const users = Math.ceil(UPLOAD_LOGS_PER_IP / UPLOAD_LOGS_PER_USER) + 1;
    const tokens: string[] = [];
    for (let u = 0; u < users; u++) {
      const r = await s.call(
        '/api/account/registerByPassword',
        { username: `shared_${u}`, password: `shared-Pass-97${u}1` },
        { ip: `10.20.0.${u + 1}` },
      );
      tokens.push(r.data as string);
    }
    s.logs.length = 0;
    let accepted = 0;
    for (const token of tokens)
      for (let i = 0; i < UPLOAD_LOGS_PER_USER; i++) {
        const r = await s.call('/api/article/uploadLog', { msg: 'slice failed' }, { token, ip: '10.30.0.1' });
        if (r.status === 1) accepted++;
      }
    expect(accepted).toBe(UPLOAD_LOGS_PER_IP);
    expect(reports(s.logs).length).toBe(UPLOAD_LOGS_PER_IP);
  });

  it('takes out a token split in pieces, cased, escaped, encoded or reversed, and keeps the rest of the message', async () => {
    const half = Math.floor(alice.length / 2);
    const third = Math.floor(alice.length / 3);
    const disguises = [
      `token=${alice.slice(0, half)} ${alice.slice(half)}`,
      `t1=${alice.slice(0, third)} | t2=${alice.slice(third, 2 * third)} | t3=${alice.slice(2 * third)}`,
      `${alice.slice(0, half)}\n${alice.slice(half)}`,
      alice.toUpperCase(),
      [...alice].map((c) => `%${c.charCodeAt(0).toString(16)}`).join(''),
      // JSON's and JavaScript's escapes of the same characters.
      [...alice].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''),
      [...alice].map((c) => `\\x${c.charCodeAt(0).toString(16)}`).join(''),
      [...alice].join(' '),
      Buffer.from(alice).toString('base64'),
      [...alice].reverse().join(''),
      // Someone else's live token, cut in two.
      `other=${bob.slice(0, half)} ${bob.slice(half)}`,
    ];
    s.logs.length = 0;
    for (const d of disguises) {
      const r = await s.send(
        '/api/article/uploadLog',
        { uploadId: 'abc', msg: `slice 3 failed: HTTP 500 ${d} (TypeError at uploadSliceFile, ERR_CONNECTION_RESET)` },
        alice,
      );
      expect(r.status, r.msg).toBe(1);
    }
    const lines = reports(s.logs);
    expect(lines).toHaveLength(disguises.length);
    const leaked = disguises.filter((_, i) => leaks(lines[i]!, alice) || leaks(lines[i]!, bob));
    expect(leaked).toEqual([]);
    for (const line of lines) {
      expect(line).toContain('slice 3 failed: HTTP 500');
      expect(line).toContain('(TypeError at uploadSliceFile, ERR_CONNECTION_RESET)');
    }
  });
});
