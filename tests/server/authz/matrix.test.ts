import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_ACCESS } from '../../../protocol/endpoints';
import { STATUS } from '../../../protocol/status';
import { dialects, useSetup, useTestApp } from '../helper';
import { IDENTITIES, MUTATING, READ_ONLY } from './expectations';
import type { Allow, Identity, MutatingPath } from './expectations';
import type { Cell, Scenario } from './scenario';
import { ACCOUNT_SCENARIOS } from './scenarios-accounts';
import { MONEY_SCENARIOS } from './scenarios-money';
import { PEOPLE_SCENARIOS } from './scenarios-people';
import { ADMIN_SCENARIOS } from './scenarios-console';
import { USERS_SCENARIOS } from './scenarios-console-users';
import { CURATION_SCENARIOS } from './scenarios-console-curation';
import { TRUST_SCENARIOS } from './scenarios-public-pages';
import { APPEAL_SCENARIOS } from './scenarios-release-appeals';
import { person, setupShared } from './world';
import type { Shared } from './world';

// Every write × every identity: the allowed get past authorisation (success, or a business refusal), the
// others are refused (420 for a guest, 403 or 404 for an account, docs/protocol.md) and change nothing.

const SCENARIOS: Record<MutatingPath, Scenario> = {
  ...ACCOUNT_SCENARIOS,
  ...MONEY_SCENARIOS,
  ...PEOPLE_SCENARIOS,
  ...ADMIN_SCENARIOS,
  ...USERS_SCENARIOS,
  ...CURATION_SCENARIOS,
  ...TRUST_SCENARIOS,
  ...APPEAL_SCENARIOS,
};
const AUTHORISATION_REFUSALS: number[] = [STATUS.NOT_LOGGED_IN, STATUS.FORBIDDEN, STATUS.NOT_FOUND];
const identities = Object.keys(IDENTITIES) as Identity[];

function allows(allow: Allow, who: Identity): boolean {
  if (allow === 'everyone') return true;
  if (allow === 'members') return who !== 'guest';
  return allow.includes(who);
}

describe('the authorisation table', () => {
  const all = Object.keys(ENDPOINT_ACCESS);
  const readOnly: string[] = [...READ_ONLY];
  const mutating = Object.keys(MUTATING);

  it('classifies every endpoint of protocol/endpoints.ts as read-only or gives it a row', () => {
    expect(all.filter((p) => !readOnly.includes(p) && !mutating.includes(p))).toEqual([]);
  });

  it('names no endpoint twice and none that does not exist', () => {
    expect(readOnly.filter((p) => mutating.includes(p))).toEqual([]);
    expect(new Set(readOnly).size).toBe(readOnly.length);
    expect([...readOnly, ...mutating].filter((p) => !all.includes(p))).toEqual([]);
  });

  it('has a scenario for every row, and a guest is never allowed what an account is refused', () => {
    expect(mutating.filter((p) => !Object.hasOwn(SCENARIOS, p))).toEqual([]);
    for (const allow of Object.values(MUTATING)) {
      if (allows(allow, 'guest')) expect(identities.every((who) => allows(allow, who))).toBe(true);
    }
  });
});

let cells = 0;

async function cellFor(s: Shared, who: Identity): Promise<Cell> {
  const owner = await person(s);
  const another = await person(s);
  const roles = IDENTITIES[who].roles;
  const actor = who === 'owner' ? owner : who === 'another' ? another : roles === null ? null : await person(s, roles);
  return { s, owner, another, actor, n: ++cells };
}

/** What went wrong in one cell, or null. */
async function tryCell(s: Shared, path: MutatingPath, who: Identity): Promise<string | null> {
  const c = await cellFor(s, who);
  const arranged = await SCENARIOS[path](c);
  const before = await arranged.state?.();
  const ip = `10.42.${(c.n >> 8) & 255}.${c.n & 255}`;
  const r = await s.t.call(path, arranged.payload, { token: c.actor?.token ?? '', ip });
  const got = `${r.status}${'code' in r ? ` ${String(r.code)}` : ''} ${r.msg}`;
  if (allows(MUTATING[path], who)) {
    return AUTHORISATION_REFUSALS.includes(r.status) ? `${who} should pass but got ${got}` : null;
  }
  const expected: number[] = who === 'guest' ? [STATUS.NOT_LOGGED_IN] : [STATUS.FORBIDDEN, STATUS.NOT_FOUND];
  if (!expected.includes(r.status)) return `${who} should be refused (${expected.join('/')}) but got ${got}`;
  if (c.actor === null) return null;
  if (!arranged.state) return `${who} is refused: the scenario must say what state to check`;
  const after = await arranged.state();
  if (isDeepStrictEqual(before, after)) return null;
  // Name what moved, so a failure says whether the call or something running beside it changed it.
  const text = (v: unknown) => JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? String(x) : x));
  const was = text(before);
  const now = text(after);
  return `${who} was refused but the target changed: ${was} → ${now}`;
}

describe.each(dialects)('authorisation matrix (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const s = useSetup(() => setupShared(t));

  // A row hashes passwords once per identity on the account rows: allow for a busy machine.
  it.each(Object.keys(MUTATING) as MutatingPath[])(
    '%s',
    async (path) => {
      const wrong: string[] = [];
      for (const who of identities) {
        const problem = await tryCell(s, path, who);
        if (problem) wrong.push(problem);
      }
      expect(wrong).toEqual([]);
    },
    120_000,
  );
});
