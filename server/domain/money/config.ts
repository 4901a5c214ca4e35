import type { MoneyRates } from '../../../protocol/money';

// The money rules' numbers. Defaults here; the environment may override each (MONEY_* variables), and
// tests build their own. docs/operations.md lists them.

export interface MoneyConfig extends MoneyRates {
  /** Seconds an unpaid order stays payable; the sweep marks it expired after. */
  orderTtlS: number;
  /** Orders one account may create in an hour: unpaid ones stay as rows, so a loop must not add them forever. */
  ordersPerHour: number;
}

export const DEFAULT_MONEY: MoneyConfig = {
  goldPerYuan: 10,
  withdrawMin: 100,
  withdrawFeeBp: 200,
  withdrawDailyCap: 50_000,
  unlockPriceGold: 30,
  posterShareBp: 7000,
  bumpPriceGold: 50,
  bumpSeconds: 24 * 3600,
  bumpPerCity: 5,
  orderTtlS: 30 * 60,
  ordersPerHour: 20,
};

const ENV: Record<keyof MoneyConfig, string> = {
  goldPerYuan: 'MONEY_GOLD_PER_YUAN',
  withdrawMin: 'MONEY_WITHDRAW_MIN',
  withdrawFeeBp: 'MONEY_WITHDRAW_FEE_BP',
  withdrawDailyCap: 'MONEY_WITHDRAW_DAILY_CAP',
  unlockPriceGold: 'MONEY_UNLOCK_PRICE',
  posterShareBp: 'MONEY_POSTER_SHARE_BP',
  bumpPriceGold: 'MONEY_BUMP_PRICE',
  bumpSeconds: 'MONEY_BUMP_SECONDS',
  bumpPerCity: 'MONEY_BUMP_PER_CITY',
  orderTtlS: 'MONEY_ORDER_TTL_S',
  ordersPerHour: 'MONEY_ORDERS_PER_HOUR',
};

/** @throws Error naming a variable that is not a non-negative integer (or a share above 100 %). */
export function moneyConfigFrom(env: NodeJS.ProcessEnv): MoneyConfig {
  const config = { ...DEFAULT_MONEY };
  for (const name of Object.keys(ENV) as (keyof MoneyConfig)[]) {
    const raw = env[ENV[name]];
    if (raw === undefined || raw === '') continue;
    const n = Number(raw);
    if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${ENV[name]} must be a non-negative integer`);
    config[name] = n;
  }
  if (config.bumpPriceGold < 1 || config.bumpSeconds < 1 || config.bumpPerCity < 1) {
    // A bump is a ledger transfer (a free one would move nothing) that ends (and leaves room) at some point.
    throw new Error('MONEY_BUMP_PRICE, MONEY_BUMP_SECONDS and MONEY_BUMP_PER_CITY must be at least 1');
  }
  if (config.posterShareBp > 10_000 || config.withdrawFeeBp > 10_000) {
    throw new Error('MONEY_POSTER_SHARE_BP and MONEY_WITHDRAW_FEE_BP are basis points (at most 10000)');
  }
  return config;
}

/** The poster's part of an unlock price; the platform keeps the rest. */
export const posterShare = (config: MoneyConfig, price: number): number =>
  Math.floor((price * config.posterShareBp) / 10_000);
