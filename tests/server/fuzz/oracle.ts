import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { openReply } from '../../../protocol/envelope';
import { STATUS } from '../../../protocol/status';
import { testCipher } from '../helper';
import type { TestApp } from '../helper';

// What every answer to a malformed request must be: no 5xx, and a refusal a person can read — not a stack
// trace, not SQL, not a path on the server.

const LEAKS: RegExp[] = [
  /\bat \S+ \(/,
  /\.[cm]?[jt]sx?:\d+/,
  /node_modules/,
  /(^|[\s"'(])\/(work|tmp|home|usr|var|srv|opt)\//,
  /SQLITE_|sqlite/i,
  /postgres|\bpg_/i,
  /\bselect\b[\s\S]+\bfrom\b/i,
  /\binsert into\b/i,
  /\bupdate\b\s+\S+\s+\bset\b/i,
  /syntax error|constraint|relation "|duplicate key/i,
  /\b(TypeError|ReferenceError|RangeError|SyntaxError|AggregateError)\b/,
  /\bundefined\b|\[object Object\]|\bNaN\b/,
];

/** Why `msg` is not a readable refusal, or null when it is. */
export function unreadable(msg: unknown): string | null {
  if (typeof msg !== 'string' || msg.trim() === '') return `empty msg ${JSON.stringify(msg)}`;
  if (msg.length > 400) return `msg of ${msg.length} characters`;
  const leak = LEAKS.find((re) => re.test(msg));
  return leak ? `msg leaks ${leak}: ${msg}` : null;
}

const show = (res: LightMyRequestResponse) => `HTTP ${res.statusCode} ${res.body.slice(0, 300)}`;

/** An envelope answer: HTTP 200 with a sealed reply, or a plain-text 4xx. */
export async function checkEnvelopeAnswer(res: LightMyRequestResponse, what: string): Promise<void> {
  if (res.statusCode >= 500) throw new Error(`${what}: ${show(res)}`);
  if (res.statusCode !== 200) {
    const why = unreadable(res.body);
    if (why) throw new Error(`${what}: ${why}`);
    return;
  }
  const r = await openReply(testCipher, res.body);
  if (typeof r.status !== 'number') throw new Error(`${what}: reply without a status: ${res.body.slice(0, 100)}`);
  if (r.status === STATUS.OK) return;
  const why = unreadable(r.msg);
  if (why) throw new Error(`${what}: status ${r.status} ${why}`);
}

/** A binary endpoint's answer: below 500, and a refusal is JSON `{code: 0, msg}` or plain text, readable. */
export function checkUploadAnswer(res: LightMyRequestResponse, what: string): void {
  if (res.statusCode >= 500) throw new Error(`${what}: ${show(res)}`);
  if (res.statusCode < 400) return;
  let msg: unknown = res.body;
  if ((res.headers['content-type'] ?? '').toString().includes('json')) {
    const body = JSON.parse(res.body) as { code?: unknown; msg?: unknown };
    if (body.code !== 0) throw new Error(`${what}: refusal without code 0: ${show(res)}`);
    msg = body.msg;
  }
  const why = unreadable(msg);
  if (why) throw new Error(`${what}: HTTP ${res.statusCode} ${why}`);
}

/** After the storm: the app still answers, nothing reached Object.prototype, nothing was logged as a fault. */
export async function expectHealthy(t: TestApp): Promise<void> {
  const r = await t.call('/api/home/config', {});
  expect(r.status).toBe(STATUS.OK);
  const probe: Record<string, unknown> = {};
  expect([probe.polluted, probe.isAdmin, probe.role]).toEqual([undefined, undefined, undefined]);
  const faults = t.logs.filter((line) => /"level":(50|60)/.test(line));
  expect(faults.map((l) => l.slice(0, 600))).toEqual([]);
}
