import { sql } from 'kysely';
import { usernameKey } from '../../../protocol/accounts-rules';
import type { Db } from '../../db/database';
import { clearKey, refundWindow, Refusal, sweepCounters, takeBackoff, takeWindow, waitWords } from '../common';
import type { BackoffRule, Taken, WindowRule } from '../common';

// Password guessing is judged on three keys, each counted atomically before the password is checked (an
// attempt in flight counts as a failure until it turns out right, so no burst can slip past a limit):
// - the (account, address) pair: the owner's own address keeps its back-off to itself, so strangers failing
//   from elsewhere do not lock the owner out; a correct password clears only this pair;
// - the account from any address: a looser cap that slows a distributed attack down; an address the account
//   has a session from (the owner's phone, home, office) still gets through it, so strangers filling the cap
//   cannot lock the owner out where they usually log in — only the pair's back-off judges such an address;
// - the address against any account: loose enough that one office or carrier NAT is not shut out by a few
//   people's typos, tight enough to stop spraying one password over many accounts.
// Names are compared by usernameKey, so case variants share their counters.

export const LOGIN_PAIR: BackoffRule = { free: 5, baseWaitS: 60, maxWaitS: 3600, forgetS: 24 * 3600 };
export const LOGIN_ACCOUNT: WindowRule = { max: 50, windowS: 3600 };
export const LOGIN_ADDRESS: WindowRule = { max: 200, windowS: 3600 };
// An operator's password opens other people's data and money: fewer free tries, longer waits, and a much
// lower cap across addresses. The owner is still never locked out for good: the waits end.
export const OPERATOR_LOGIN_PAIR: BackoffRule = { free: 3, baseWaitS: 300, maxWaitS: 6 * 3600, forgetS: 24 * 3600 };
export const OPERATOR_LOGIN_ACCOUNT: WindowRule = { max: 10, windowS: 3600 };

/** How long an address the account had a session from stays its own for the account-wide cap. */
export const KNOWN_ADDRESS_S = 30 * 24 * 3600;

/** Whether the name is an operator's, and whether the account had a session from `ip` lately. */
async function accountFacts(db: Db, name: string, ip: string, nowS: number) {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      eb
        .exists(
          eb.selectFrom('user_roles').select('user_roles.user_id').whereRef('user_roles.user_id', '=', 'users.id'),
        )
        .as('operator'),
      eb
        .exists(
          eb
            .selectFrom('sessions')
            .select('sessions.id')
            .whereRef('sessions.user_id', '=', 'users.id')
            .where('sessions.ip', '=', ip)
            .where('sessions.last_seen_at', '>', nowS - KNOWN_ADDRESS_S),
        )
        .as('known'),
    ])
    .where(sql<string>`lower(users.username)`, '=', name)
    .executeTakeFirst();
  return { operator: Boolean(row?.operator), knownAddress: Boolean(row?.known) };
}

const tooMany = (waitS: number) => new Refusal('account.too_many_attempts', { wait: waitWords(waitS) });

export interface LoginTicket {
  /** The password was right: the attempt stops counting and this pair's failures are forgotten. */
  succeeded(): Promise<void>;
}

/**
 * Admits one password check for `username` from `ip`, or refuses before the password is looked at.
 * @throws Refusal account.too_many_attempts with the wait in words.
 */
export async function admitPasswordCheck(db: Db, username: string, ip: string, nowS: number): Promise<LoginTicket> {
  const name = usernameKey(username);
  const addressKey = `login:ip:${ip}`;
  const accountKey = `login:account:${name}`;
  const pairKey = `login:pair:${name}|${ip}`;

  const { operator, knownAddress } = await accountFacts(db, name, ip, nowS);
  const rules = operator
    ? { pair: OPERATOR_LOGIN_PAIR, account: OPERATOR_LOGIN_ACCOUNT }
    : { pair: LOGIN_PAIR, account: LOGIN_ACCOUNT };

  const refunds: [string, Taken][] = [];
  const refund = () => Promise.all(refunds.map(([key, taken]) => refundWindow(db, key, taken)));

  const address = await takeWindow(db, addressKey, LOGIN_ADDRESS, nowS);
  if (!address.ok) throw tooMany(address.waitS);
  refunds.push([addressKey, address]);
  const account = await takeWindow(db, accountKey, rules.account, nowS);
  if (account.ok) refunds.push([accountKey, account]);
  else if (!knownAddress) {
    await refund();
    throw tooMany(account.waitS);
  }
  const pair = await takeBackoff(db, pairKey, rules.pair, nowS);
  if (!pair.ok) {
    await refund();
    throw tooMany(pair.waitS);
  }
  return {
    async succeeded() {
      await refund();
      await clearKey(db, pairKey);
      await sweepCounters(db, nowS);
    },
  };
}
