import type { Db } from '../../db/database';
import { transfer } from './ledger';
import { recordNotice } from '../common';
import type { PaidNotice } from './payment-gateway';

// Settling an order from a verified gateway notify, exactly once however often the notify arrives (gateways
// retry until answered), also across restarts: the order flips to paid by a conditional UPDATE that must hit
// one row, in the same transaction as the recharge transfer, whose unique `recharge:<orderNo>` is a second
// guard. Every notify is recorded, duplicates included.

/** rejected: no such order, or the amount differs from the order's (nothing moves; the gateway is told). */
export type SettleOutcome = 'paid' | 'duplicate' | 'rejected';

export async function settleOrder(db: Db, notice: PaidNotice, nowS: number): Promise<SettleOutcome> {
  return db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('order_no', '=', notice.orderNo).executeTakeFirst();
    if (!order || order.amount_cents !== notice.amountCents) return 'rejected';
    const flipped = await trx
      .updateTable('orders')
      .set({ status: 'paid', paid_at: nowS, gateway_ref: notice.notifyId })
      .where('id', '=', order.id)
      .where('status', '!=', 'paid')
      .executeTakeFirst();
    const outcome: SettleOutcome = Number(flipped.numUpdatedRows) === 1 ? 'paid' : 'duplicate';
    if (outcome === 'paid') {
      await transfer(trx, {
        kind: 'recharge',
        uniq: `recharge:${order.order_no}`,
        userId: order.user_id,
        ref: order.order_no,
        nowS,
        legs: [
          { account: { platform: 'clearing' }, amount: -order.gold },
          { account: { user: order.user_id, kind: 'wallet' }, amount: order.gold },
        ],
      });
      await recordNotice(trx, { userId: order.user_id, code: 'recharged', params: { gold: order.gold }, nowS });
    }
    await trx
      .insertInto('gateway_notifies')
      .values({ notify_id: notice.notifyId, order_no: order.order_no, outcome, received_at: nowS })
      .execute();
    return outcome;
  });
}
