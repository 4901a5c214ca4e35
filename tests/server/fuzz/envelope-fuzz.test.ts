import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_ACCESS } from '../../../protocol/endpoints';
import { MAX_BODY_BYTES } from '../../../protocol/constants';
import { encodeForm, sealPlaintext, sealRequest } from '../../../protocol/envelope';
import { FORM_BODY_LIMIT } from '../../../server/http/envelope';
import { commonFields, dialects, nowS, testCipher, useSetup, useTestApp } from '../helper';
import type { TestApp } from '../helper';
import { insertFixtures } from '../support/fixtures';
import { fundWallet, insertUser } from '../support/money-db';
import { openSession } from '../authz/world';
import { checkEnvelopeAnswer, expectHealthy } from './oracle';
import { malformed, payloadOf, strayPayload, withOwnKeys } from './values';
import { FUZZ_SEED, runs } from './budget';
import { brokenBody, brokenEnvelope } from './envelope-forms';

// Malformed payloads to every envelope endpoint, as a guest and logged in: never a 5xx, every refusal
// readable, the app alive afterwards. Reproduce a failure with the seed fast-check prints (FUZZ_SEED=…).

const PATHS = Object.keys(ENDPOINT_ACCESS);
/** Calls that end sessions (any of the account's) come from an account of their own, so the pool's stay alive. */
const ENDS_SESSIONS = new Set([
  '/api/account/logout',
  '/api/account/logoutOthers',
  '/api/account/revokeSession',
  '/api/account/changePassword',
]);

interface World {
  users: { id: number; token: string }[];
}

async function setup(t: TestApp): Promise<World> {
  const f = await insertFixtures(t.db);
  const ids = [f.authorId, f.vipUserId];
  const users = await Promise.all(ids.map(async (id) => ({ id, token: await openSession(t.db, id) })));
  await fundWallet(t.db, f.vipUserId, 5000, 'fuzz-fund');
  // One of the two is an admin, so the console's endpoints are reached too.
  await t.db
    .insertInto('user_roles')
    .values({ user_id: f.authorId, role: 'admin', granted_by: null, granted_at: nowS() })
    .execute();
  return { users };
}

const throwaway = async (t: TestApp) => openSession(t.db, await insertUser(t.db));

/** The plaintext a client would seal: payload keys, then the common fields (some of them broken). */
function plaintext(payload: Record<string, unknown>, token: string, overrides: [string, unknown][]): Uint8Array {
  const common = Object.entries(commonFields(token)) as [string, unknown][];
  return new TextEncoder().encode(JSON.stringify(withOwnKeys([...Object.entries(payload), ...common, ...overrides])));
}

const overrideArb = fc.array(
  fc.tuple(fc.constantFrom('token', 'language', 'bundleId', 'version', 'oauth_id', 'via'), malformed),
  { maxLength: 1 },
);

describe.each(dialects)('envelope fuzz (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const w = useSetup(() => setup(t));

  it('every endpoint has a payload schema to aim at', () => {
    expect(PATHS.filter((p) => !t.app.api.get(p))).toEqual([]);
  });

  it('answers malformed payloads on every endpoint without a fault', async () => {
    const byPath = new Map(PATHS.map((p) => [p, payloadOf(t.app.api.get(p)!.schema)]));
    const call = fc.record({
      path: fc.constantFrom(...PATHS, '/api/nope/nothing', '/api/../api/home/config', '/api/home/config/'),
      who: fc.nat({ max: 2 }),
      ip: fc.ipV4(),
      overrides: fc.option(overrideArb, { nil: [], freq: 5 }),
    });
    const arb = call.chain((c) => (byPath.get(c.path) ?? strayPayload).map((payload) => ({ ...c, payload })));
    await fc.assert(
      fc.asyncProperty(arb, async ({ path, who, ip, overrides, payload }) => {
        const token = who === 2 ? '' : ENDS_SESSIONS.has(path) ? await throwaway(t) : w.users[who]!.token;
        const form = await sealPlaintext(testCipher, plaintext(payload, token, overrides), nowS());
        await checkEnvelopeAnswer(await t.post(path, encodeForm(form), ip), path);
      }),
      { numRuns: runs(dialect, 7200), seed: FUZZ_SEED },
    );
    await expectHealthy(t);
  }, 600_000);

  it('answers broken envelopes with a plain 400 or a sealed refusal', async () => {
    const arb = fc.record({
      broken: brokenEnvelope,
      path: fc.constantFrom(...PATHS),
      guest: fc.boolean(),
      ip: fc.ipV4(),
    });
    await fc.assert(
      fc.asyncProperty(arb, async ({ broken, path, guest, ip }) => {
        const { body, type } = await brokenBody(broken, guest ? '' : w.users[0]!.token);
        const headers = type === '' ? {} : { 'content-type': type };
        const res = await t.app.inject({
          method: 'POST',
          url: `/api.php${path}`,
          headers,
          payload: body,
          remoteAddress: ip,
        });
        await checkEnvelopeAnswer(res, `${path} ${broken.kind}`);
      }),
      { numRuns: runs(dialect, 1000), seed: FUZZ_SEED },
    );
    await expectHealthy(t);
  }, 300_000);

  it('refuses oversized envelopes with a plain 400', async () => {
    const big = await sealRequest(testCipher, { keyword: 'x'.repeat(MAX_BODY_BYTES + 10) }, commonFields(''), nowS());
    for (const body of [encodeForm(big), `data=${'A'.repeat(FORM_BODY_LIMIT + 10)}`]) {
      const res = await t.post('/api/info/search', body);
      expect([res.statusCode, res.body]).toEqual([400, 'body too large']);
    }
    await expectHealthy(t);
  });
});
