import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { checkSharedKeys, keyFingerprint } from '../../../server/lib/cluster-keys';
import { createTestEnv, dialects } from '../helper';
import { useMoneyDb } from '../support/money-db';

const A = 'aa'.repeat(16);
const B = 'bb'.repeat(16);

describe.each(dialects)('keys every process shares (%s)', (dialect) => {
  const m = useMoneyDb(dialect);

  it('records a fingerprint the first time and accepts the same keys after', async () => {
    await checkSharedKeys(m.db, { API_KEY: A, MEDIA_KEY: B }, 1);
    await checkSharedKeys(m.db, { API_KEY: A, MEDIA_KEY: B }, 2);
    const rows = await m.db.selectFrom('cluster_keys').selectAll().orderBy('name').execute();
    expect(rows.map((r) => [r.name, r.fingerprint])).toEqual([
      ['API_KEY', keyFingerprint(A)],
      ['MEDIA_KEY', keyFingerprint(B)],
    ]);
    // Never the key itself.
    expect(JSON.stringify(rows)).not.toContain(A);
  });

  it('refuses a process whose key differs, naming the variable', async () => {
    await expect(checkSharedKeys(m.db, { API_KEY: A, MEDIA_KEY: A }, 3)).rejects.toThrow(/^MEDIA_KEY differs /);
  });
});

if (dialects.includes('postgres')) {
  describe('a second process with other keys (postgres)', () => {
    it('does not start, and says which variable to set', async () => {
      const env = await createTestEnv('postgres', 'goldpost-keys-');
      try {
        const first = await buildApp(env.config);
        await first.close();
        const other = { ...env.config.keys, apiKey: 'cd'.repeat(16) };
        await expect(buildApp({ ...env.config, keys: other })).rejects.toThrow(/^API_KEY differs /);
        // The same keys still start.
        const again = await buildApp(env.config);
        await again.close();
      } finally {
        await env.dispose();
      }
    });
  });
}
