import type { Selectable } from 'kysely';
import type { PayoutAccount, PayoutMethod } from '../../../protocol/money';
import { MONEY_WORDS } from '../../../protocol/money-texts';
import type { LocalText } from '../../../protocol/refusals';
import type { Db, DbOrTrx } from '../../db/database';
import type { PayoutAccountTable } from '../../db/schema-money';
import { Refusal } from '../common';

// Where withdrawals go. Numbers are stored whole (an operator pays to them) and leave the server masked.

type AccountRow = Selectable<PayoutAccountTable>;

export const MAX_PAYOUT_ACCOUNTS = 5;

const RULES: Record<PayoutMethod, { pattern: RegExp; label: LocalText }> = {
  alipay: {
    pattern: /^(1\d{10}|[^\s@]{1,64}@[^\s@]{1,120}\.[a-z]{2,})$/i,
    label: MONEY_WORDS.alipayAccount,
  },
  wechat: { pattern: /^[A-Za-z][\w-]{5,19}$/, label: MONEY_WORDS.wechatId },
  bank: { pattern: /^\d{12,19}$/, label: MONEY_WORDS.bankCard },
};

/** All but the last four characters hidden. */
export function maskAccountNo(no: string): string {
  const tail = no.slice(-4);
  return `${'*'.repeat(Math.max(4, no.length - 4))}${tail}`;
}

export function toPayoutAccount(a: AccountRow): PayoutAccount {
  return {
    id: a.id,
    method: a.method,
    holder: a.holder,
    accountNo: maskAccountNo(a.account_no),
    createdAt: a.created_at,
  };
}

export async function listAccounts(db: Db, userId: number): Promise<PayoutAccount[]> {
  const rows = await db
    .selectFrom('payout_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map(toPayoutAccount);
}

/** @throws Refusal money.account_not_found when the account is missing, deleted or someone else's. */
export async function ownAccount(db: DbOrTrx, userId: number, id: number): Promise<AccountRow> {
  const row = await db
    .selectFrom('payout_accounts')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new Refusal('money.account_not_found');
  return row;
}

export interface NewAccount {
  method: PayoutMethod;
  holder: string;
  accountNo: string;
}

/** @throws Refusal money.account_invalid naming the number's format, money.accounts_too_many. */
export async function addAccount(db: Db, userId: number, a: NewAccount, nowS: number): Promise<PayoutAccount> {
  const accountNo = a.accountNo.replace(/\s+/g, '');
  const rule = RULES[a.method];
  if (!rule.pattern.test(accountNo)) throw new Refusal('money.account_invalid', { label: rule.label });
  const count = await db
    .selectFrom('payout_accounts')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= MAX_PAYOUT_ACCOUNTS)
    throw new Refusal('money.accounts_too_many', { max: MAX_PAYOUT_ACCOUNTS });
  const row = await db
    .insertInto('payout_accounts')
    .values({
      user_id: userId,
      method: a.method,
      holder: a.holder,
      account_no: accountNo,
      deleted_at: null,
      created_at: nowS,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPayoutAccount(row);
}

/**
 * Hides the account (withdrawals keep pointing at it).
 * @throws Refusal money.account_not_found, money.account_busy while a withdrawal to it is pending.
 */
export async function deleteAccount(db: Db, userId: number, id: number, nowS: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await ownAccount(trx, userId, id);
    const pending = await trx
      .selectFrom('withdrawals')
      .select('id')
      .where('payout_account_id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (pending) throw new Refusal('money.account_busy');
    await trx.updateTable('payout_accounts').set({ deleted_at: nowS }).where('id', '=', id).execute();
  });
}
