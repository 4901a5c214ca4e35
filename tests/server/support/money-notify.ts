import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from '../helper';
import { createSandboxGateway } from '../../../server/domain/sandbox-gateway';

/** A notify signed like the sandbox gateway's, with the app's own secret (read from its data folder). */
export function sandboxNotify(
  t: Pick<TestApp, 'dataDir'>,
  orderNo: string,
  amountCents: number,
): Record<string, string> {
  const secret = readFileSync(join(t.dataDir, 'gateway-secret'), 'utf8').trim();
  return createSandboxGateway(secret).notifyFor(orderNo, amountCents);
}
