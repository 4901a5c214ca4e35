import { useState } from 'react';
import type { FormEvent } from 'react';
import { payoutCents, withdrawFee } from '../../../../protocol/money';
import type { MoneyRates, PayoutAccount, Withdrawal } from '../../../../protocol/money';
import { useLang } from '../../../i18n';
import { showConfirm, showToast } from '../../../state/overlay';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import { errorText, refusalCode } from '../../common/error-text';
import { formatGold, formatYuan } from '../../common/money-format';
import styles from '../wallet/Money.module.css';
import { useMoneyAction } from '../wallet/useMoneyAction';
import { useWithdrawMessages } from './messages';
import { amountInput, typedProblem, validateWithdraw } from './withdraw-validation';
import type { WithdrawProblem } from './withdraw-validation';

interface Props {
  rates: MoneyRates;
  balance: number;
  /** Gold asked for in the last 24 hours (usedToday). */
  used: number;
  accounts: readonly PayoutAccount[];
  onRequested: (w: Withdrawal) => void;
}

const AMOUNT_REFUSALS = new Set(['money.withdraw_below_min', 'money.withdraw_over_cap', 'money.insufficient']);

/** Amount and account, with the minimum, fee and daily cap shown and checked before the request goes out. */
export function WithdrawForm({ rates, balance, used, accounts, onRequested }: Props) {
  const m = useWithdrawMessages();
  const lang = useLang();
  const g = (n: number) => formatGold(n, lang);
  const [amount, setAmount] = useState('');
  const [accountId, setAccountId] = useState<number | null>(accounts[0]?.id ?? null);
  const [errors, setErrors] = useState<{ amount?: string; account?: string; form?: string }>({});
  const withdraw = useMoneyAction('/api/order/withdraw');
  const chosen = accounts.some((a) => a.id === accountId) ? accountId : (accounts[0]?.id ?? null);
  const left = Math.max(0, rates.withdrawDailyCap - used);

  const problemText = (p: WithdrawProblem): string => {
    switch (p.code) {
      case 'belowMin':
        return m.belowMin(g(p.min));
      case 'overBalance':
        return m.overBalance(g(p.balance));
      case 'overCap':
        return m.overCap(g(p.left));
      default:
        return m[p.code];
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = validateWithdraw({ amount, accountId: chosen }, { rates, balance, used });
    if ('code' in checked) {
      setErrors(checked.code === 'accountRequired' ? { account: m.accountRequired } : { amount: problemText(checked) });
      return;
    }
    setErrors({});
    // Gold leaves the wallet at once: one look at what goes where, in money, before it does.
    const account = accounts.find((a) => a.id === checked.accountId);
    const to = account ? `${m[`method_${account.method}`]} · ${account.holder} · ${account.accountNo}` : '';
    const ask = m.confirmAsk(
      g(checked.amount),
      g(withdrawFee(checked.amount, rates)),
      formatYuan(payoutCents(checked.amount, rates)),
      to,
    );
    if (!(await showConfirm({ title: m.confirmTitle, message: ask }))) return;
    try {
      const w = await withdraw.run(checked);
      if (!w) return;
      setAmount('');
      showToast(m.requested);
      onRequested(w);
    } catch (err) {
      const code = refusalCode(err) ?? '';
      const text = errorText(err);
      if (AMOUNT_REFUSALS.has(code)) setErrors({ amount: text });
      else if (code === 'money.account_not_found') setErrors({ account: text });
      else setErrors({ form: text });
    }
  };

  const n = /^\d+$/.test(amount.trim()) ? Number(amount.trim()) : 0;
  const typed = n > 0 ? typedProblem(amount, { rates, balance, used }) : null;
  const fee = `${(rates.withdrawFeeBp / 100).toFixed(rates.withdrawFeeBp % 100 === 0 ? 0 : 2)}%`;
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="withdraw-form">
      <p className={styles.hint} data-testid="withdraw-rules">
        {m.rules(g(rates.withdrawMin), fee, g(rates.withdrawDailyCap))} · {m.leftToday(g(left))}
      </p>
      <TextField
        label={m.amount}
        value={amount}
        onValue={(v) => {
          setAmount(amountInput(v));
          if (errors.amount) setErrors((e) => ({ ...e, amount: undefined }));
        }}
        inputMode="numeric"
        placeholder={m.amountPh(g(rates.withdrawMin))}
        error={errors.amount ?? (typed ? problemText(typed) : undefined)}
        hint={n > 0 && !typed ? m.receive(g(withdrawFee(n, rates)), formatYuan(payoutCents(n, rates))) : undefined}
        testId="withdraw-amount"
      />
      <Select
        label={m.toAccount}
        value={chosen === null ? '' : String(chosen)}
        onChange={(v) => setAccountId(Number(v))}
        placeholder={m.chooseAccount}
        options={accounts.map((a) => ({ value: String(a.id), label: `${m[`method_${a.method}`]} ${a.accountNo}` }))}
        error={errors.account}
        testId="withdraw-account"
      />
      {errors.form && (
        <Notice role="alert" testId="withdraw-refusal">
          {errors.form}
        </Notice>
      )}
      <Button type="submit" variant="primary" size="lg" block loading={withdraw.busy} testId="withdraw-submit">
        {m.submit}
      </Button>
    </form>
  );
}
