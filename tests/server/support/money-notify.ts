import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from '../helper';
import { createSandboxGateway } from '../../../server/domain/money';

/** A notify signed like the sandbox gateway's, with the app's own secret (read from its data folder). */
export function sandboxNotify(
  t: Pick<TestApp, 'dataDir'>,
  orderNo: string,
  amountCents: number,
): Record<string, string> {
  const secret = readFileSync(join(t.dataDir, 'gateway-secret'), 'utf8').trim();
  return createSandboxGateway(secret).notifyFor(orderNo, amountCents);
}

/** `body` with some fields changed and signed again with the app's secret: what only the gateway could send. */
export function signedLike(
  t: Pick<TestApp, 'dataDir'>,
  body: Record<string, string>,
  change: Record<string, string>,
): Record<string, string> {
  const secret = readFileSync(join(t.dataDir, 'gateway-secret'), 'utf8').trim();
  const next = { ...body, ...change };
  // Signed here as the gateway's documented rule says, not through its code: an independent signer.
  const input = ['notifyId', 'orderNo', 'amountCents', 'status'].map((f) => next[f] ?? '').join('\n');
  return { ...next, sign: createHmac('sha256', Buffer.from(secret, 'hex')).update(input).digest('hex') };
}
