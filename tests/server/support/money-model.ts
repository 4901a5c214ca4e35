import fc from 'fast-check';

// The operations of the ledger's model-based test and their generator. Indices (user, post, order,
// withdrawal, earlier call) are resolved modulo what exists when the operation runs.

export type Op =
  | { t: 'order'; u: number; pack: number }
  | { t: 'notify'; order: number; times: number }
  | { t: 'sweep' }
  | { t: 'vip'; u: number; card: number }
  | { t: 'unlock'; u: number; post: number }
  | { t: 'withdraw'; u: number; amount: number }
  | { t: 'approve'; w: number }
  | { t: 'reject'; w: number }
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
  {
    weight: 3,
    arbitrary: fc.record({ t: fc.constant('withdraw' as const), u, amount: fc.integer({ min: 50, max: 700 }) }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('approve' as const), w: index }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('reject' as const), w: index }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('retry' as const), prev: index }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('reuse' as const), prev: index }) },
);

/** A program: batches of operations; the operations of one batch run concurrently. */
export const programArb = (batches: number, batchSize: number) =>
  fc.array(fc.array(opArb, { minLength: batchSize, maxLength: batchSize }), {
    minLength: batches,
    maxLength: batches,
  });
