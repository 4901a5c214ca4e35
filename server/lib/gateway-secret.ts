import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The sandbox gateway's signing secret never reaches a client (unlike keys.json's envelope keys, which the
// client config carries): SANDBOX_PAY_SECRET, else DATA_DIR/gateway-secret, generated once so notifies
// signed before a restart still verify after it.

/** @throws Error when the given or stored secret is not 64 hex characters. */
export function loadGatewaySecret(dataDir: string, fromEnv: string | null): string {
  const check = (hex: string, source: string) => {
    if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new Error(`${source} must be 64 hex characters`);
    return hex.toLowerCase();
  };
  if (fromEnv) return check(fromEnv, 'SANDBOX_PAY_SECRET');
  const file = join(dataDir, 'gateway-secret');
  try {
    return check(readFileSync(file, 'utf8').trim(), file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const secret = randomBytes(32).toString('hex');
  mkdirSync(dataDir, { recursive: true });
  try {
    // Exclusive: of two processes starting at once, the second reads the first one's secret.
    writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return check(readFileSync(file, 'utf8').trim(), file);
  }
  return secret;
}
