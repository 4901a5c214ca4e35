import { MONEY_DETAIL_LABEL } from '../../../protocol/money';
import type { MoneyDetail, MoneyDetailKind, WalletInfo } from '../../../protocol/money';
import type { Language } from '../../../protocol/refusals';
import type { Page } from '../../../protocol/types';
import type { Db } from '../../db/database';
import type { TransferKind } from '../../db/schema-money';
import { accountKey, balanceOf } from './ledger';
import type { MoneyConfig } from './config';
import { pageOf } from '../common';
import type { Paging } from '../common';

export async function walletInfo(db: Db, config: MoneyConfig, userId: number): Promise<WalletInfo> {
  const [balance, held] = await Promise.all([
    balanceOf(db, { user: userId, kind: 'wallet' }),
    balanceOf(db, { user: userId, kind: 'hold' }),
  ]);
  const { orderTtlS: _ttl, ...rates } = config;
  return { balance, held, rates };
}

function detailKind(kind: TransferKind, amount: number): MoneyDetailKind {
  if (kind === 'unlock') return amount < 0 ? 'unlock_paid' : 'unlock_income';
  return kind;
}

/** The wallet's statement, newest first, each line with the balance right after it. */
export async function statement(
  db: Db,
  userId: number,
  paging: Paging,
  language: Language,
): Promise<Page<MoneyDetail>> {
  const { page, pageSize, offset } = pageOf(paging);
  const base = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .leftJoin('post_bumps as b', 'b.transfer_id', 't.id')
    .leftJoin('posts as p', 'p.id', 'b.post_id')
    .where('a.key', '=', accountKey({ user: userId, kind: 'wallet' }));
  const [rows, count] = await Promise.all([
    base
      .select(['e.id', 't.kind', 'e.amount', 'e.balance_after', 't.ref', 'e.created_at', 'p.title'])
      .orderBy('e.id', 'desc')
      .limit(pageSize)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => {
      const amount = Number(r.amount);
      const kind = detailKind(r.kind, amount);
      return {
        id: r.id,
        kind,
        // A bump names the post it put on top: `置顶 <title>`.
        label: r.title ? `${MONEY_DETAIL_LABEL[kind][language]} ${r.title}` : MONEY_DETAIL_LABEL[kind][language],
        amount,
        balance: Number(r.balance_after),
        ref: r.ref,
        createdAt: r.created_at,
      };
    }),
    page,
    pageSize,
    total: Number(count.n),
  };
}
