import type { Selectable } from 'kysely';
import { BANK_NAME_MAX, OPEN_WITHDRAWAL } from '../../../protocol/money';
import type { PayoutAccount, PayoutMethod } from '../../../protocol/money';
import { MONEY_WORDS } from '../../../protocol/money-texts';
import type { LocalText } from '../../../protocol/refusals';
import { PostgresAdapter } from 'kysely';
import type { Db, DbOrTrx, Trx } from '../../db/database';
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
    bankName: a.bank_name,
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

/**
 * With `lock` (inside a transaction) the row stays locked until it ends on PostgreSQL, where a withdrawal to
 * the account and its deletion would otherwise both pass; SQLite runs one writing transaction at a time.
 * @throws Refusal money.account_not_found when the account is missing, deleted or someone else's.
 */
export async function ownAccount(
  db: DbOrTrx,
  userId: number,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<AccountRow> {
  let q = db
    .selectFrom('payout_accounts')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null);
  if (opts.lock && db.getExecutor().adapter instanceof PostgresAdapter) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw new Refusal('money.account_not_found');
  return row;
}

export interface NewAccount {
  method: PayoutMethod;
  holder: string;
  accountNo: string;
  /** Required for a bank card; ignored for the other methods. */
  bankName?: string;
}

/**
 * @throws Refusal money.account_invalid naming the number's format, money.bank_name_required,
 *   money.accounts_too_many.
 */
export async function addAccount(db: Db, userId: number, a: NewAccount, nowS: number): Promise<PayoutAccount> {
  const accountNo = a.accountNo.replace(/\s+/g, '');
  const rule = RULES[a.method];
  if (!rule.pattern.test(accountNo)) throw new Refusal('money.account_invalid', { label: rule.label });
  const bankName = a.method === 'bank' ? (a.bankName ?? '').trim().replace(/\s+/g, ' ') : '';
  if (a.method === 'bank' && ([...bankName].length < 2 || [...bankName].length > BANK_NAME_MAX))
    throw new Refusal('money.bank_name_required', { max: BANK_NAME_MAX });
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
      bank_name: bankName,
      deleted_at: null,
      created_at: nowS,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPayoutAccount(row);
}

/**
 * Hides the account (withdrawals keep pointing at it). The account's row is locked before the open requests
 * are counted, as a withdrawal to it locks it before its insert: of the two at once, the second waits and
 * then sees the first.
 * @throws Refusal money.account_not_found, money.account_busy while a withdrawal to it is under review or
 *   being paid.
 */
export async function deleteAccount(db: Db, userId: number, id: number, nowS: number): Promise<void> {
  await db.transaction().execute(async (trx: Trx) => {
    await ownAccount(trx, userId, id, { lock: true });
    const open = await trx
      .selectFrom('withdrawals')
      .select('id')
      .where('payout_account_id', '=', id)
      .where('status', 'in', OPEN_WITHDRAWAL)
      .executeTakeFirst();
    if (open) throw new Refusal('money.account_busy');
    await trx
      .updateTable('payout_accounts')
      .set({ deleted_at: nowS })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .execute();
  });
}
