import fc from 'fast-check';
import { POST_STATUS } from '../../../protocol/status';
import type { Db } from '../../../server/db/database';
import { accountKey } from '../../../server/domain/money';
import type { AccountRef } from '../../../server/domain/money';
import { nowS } from '../helper';
import { insertUser } from './money-db';

// The operations of the ledger's model-based test and their generator. Indices (user, post, order,
// withdrawal, earlier call) are resolved modulo what exists when the operation runs.

export type Op =
  | { t: 'order'; u: number; pack: number }
  | { t: 'notify'; order: number; times: number }
  | { t: 'sweep' }
  | { t: 'vip'; u: number; card: number }
  | { t: 'unlock'; u: number; post: number }
  | { t: 'bump'; post: number }
  | { t: 'withdraw'; u: number; amount: number }
  | { t: 'approve'; w: number }
  | { t: 'settle'; w: number; outcome: 'paid' | 'failed'; times: number }
  | { t: 'reject'; w: number }
  | { t: 'cancel'; w: number }
  | { t: 'retry'; prev: number }
  | { t: 'reuse'; prev: number };

export const USERS = 6;
export const POSTS = 4;

const u = fc.nat(USERS - 1);
const index = fc.nat(1000);

export const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ t: fc.constant('order' as const), u, pack: fc.nat(3) }) },
  {
    weight: 5,
    arbitrary: fc.record({ t: fc.constant('notify' as const), order: index, times: fc.integer({ min: 1, max: 3 }) }),
  },
  { weight: 1, arbitrary: fc.constant({ t: 'sweep' as const }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('vip' as const), u, card: fc.nat(3) }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('unlock' as const), u, post: fc.nat(POSTS - 1) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('bump' as const), post: fc.nat(POSTS - 1) }) },
  {
    weight: 3,
    arbitrary: fc.record({ t: fc.constant('withdraw' as const), u, amount: fc.integer({ min: 50, max: 700 }) }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('approve' as const), w: index }) },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('settle' as const),
      w: index,
      outcome: fc.constantFrom('paid' as const, 'failed' as const),
      times: fc.integer({ min: 1, max: 3 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('reject' as const), w: index }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('cancel' as const), w: index }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('retry' as const), prev: index }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('reuse' as const), prev: index }) },
);

/** A program: batches of operations; the operations of one batch run concurrently. */
export const programArb = (batches: number, batchSize: number) =>
  fc.array(fc.array(opArb, { minLength: batchSize, maxLength: batchSize }), {
    minLength: batches,
    maxLength: batches,
  });

export type Action = 'createPaying' | 'exchange' | 'userBuyInfo' | 'withdraw' | 'bumpPost';
export interface Keyed {
  action: Action;
  user: number;
  key: string;
  /** The request's variable part: pack, card, post (an unlock's or a bump's) or amount. */
  arg: number;
  /** exchange: the quoted charge sent with it (kept for retries, which must send the same request). */
  pay?: number;
  batch: number;
  reply?: unknown;
}

export interface World {
  users: number[];
  accounts: number[];
  posts: { id: number; author: number }[];
  goods: number[];
}

export async function buildWorld(db: Db, goodsIds: number[]): Promise<World> {
  const users: number[] = [];
  const accounts: number[] = [];
  for (let i = 0; i < USERS; i++) {
    const id = await insertUser(db);
    users.push(id);
    const a = await db
      .insertInto('payout_accounts')
      .values({
        user_id: id,
        method: 'bank',
        holder: 'M',
        account_no: '6222000011112222',
        deleted_at: null,
        created_at: nowS(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    accounts.push(a.id);
  }
  const posts = [];
  for (let i = 0; i < POSTS; i++) {
    const t = nowS();
    const p = await db
      .insertInto('posts')
      .values({
        user_id: users[i]!,
        kind: 'store',
        title: `vip ${i}`,
        description: '',
        city_code: 1,
        type_code: 1,
        mode_code: 1,
        price_min: null,
        price_max: null,
        address: '',
        hours: '',
        contact: `tel ${i}`,
        tags: '[]',
        facts: '[]',
        vip: 1,
        status: POST_STATUS.VERIFIED,
        created_at: t,
        updated_at: t,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    posts.push({ id: p.id, author: users[i]! });
  }
  return { users, accounts, posts, goods: goodsIds };
}

export class Model {
  readonly expected = new Map<string, number>();
  readonly orders: { orderNo: string; cents: number; gold: number; notifyId: string; paid: number }[] = [];
  /** `approved` counts approvals (→ paying), `decided` endings (paid, failed, rejected, cancelled): each at most 1. */
  readonly withdrawals: {
    id: number;
    user: number;
    amount: number;
    fee: number;
    approved: number;
    decided: number;
    /** Ended by its payout's channel (paid or failed). */
    settled: boolean;
  }[] = [];
  readonly payouts = { paid: 0, failed: 0 };
  readonly keyed: Keyed[] = [];
  refusals = new Map<string, number>();
  ops = 0;
  /** Purchases that credited a membership in force. */
  upgrades = 0;
  /** Bumps paid. */
  bumps = 0;

  move(ref: AccountRef, amount: number) {
    const k = accountKey(ref);
    this.expected.set(k, (this.expected.get(k) ?? 0) + amount);
  }
}

/** A VIP purchase's clock: a batch is four days after the one before, so memberships age and upgrades get credit. */
export const vipClock = (start: number, batch: number) => start + batch * 4 * 86_400;

/**
 * Every user's VIP history is backed by gold: a credit never exceeds the value the membership before carried,
 * and no membership is worth more than the gold its user paid for cards up to it. Returns the violations.
 */
export async function vipValueViolations(db: Db, users: number[]): Promise<string[]> {
  const rows = await db
    .selectFrom('vip_grants')
    .select(['id', 'user_id', 'price_gold', 'credit_gold', 'value_gold'])
    .where('user_id', 'in', users)
    .orderBy('user_id')
    .orderBy('id')
    .execute();
  const bad: string[] = [];
  let user = -1;
  let paid = 0;
  let carried = 0;
  for (const r of rows) {
    if (r.user_id !== user) [user, paid, carried] = [r.user_id, 0, 0];
    paid += r.price_gold;
    if (r.credit_gold > carried) bad.push(`grant ${r.id}: credit ${r.credit_gold} over the ${carried} carried`);
    if (r.value_gold > paid) bad.push(`grant ${r.id}: worth ${r.value_gold}, only ${paid} paid`);
    carried = r.value_gold;
  }
  return bad;
}
