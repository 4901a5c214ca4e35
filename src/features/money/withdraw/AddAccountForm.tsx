import { useState } from 'react';
import type { FormEvent } from 'react';
import { BANK_NAME_MAX, PAYOUT_METHODS } from '../../../../protocol/money';
import type { PayoutAccount, PayoutMethod } from '../../../../protocol/money';
import { showToast } from '../../../state/overlay';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import { errorText, refusalCode } from '../../common/error-text';
import styles from '../wallet/Money.module.css';
import { HOLDER_MAX, normaliseAccountNo, normaliseBankName, validateAccount } from './account-validation';
import type { AccountField } from './account-validation';
import { useWithdrawMessages } from './messages';
import { request } from '../../../api/request';

/** The add-account form: method, holder, number; each rule said under its field before anything is sent. */
export function AddAccountForm({ onAdded, onCancel }: { onAdded: (a: PayoutAccount) => void; onCancel: () => void }) {
  const m = useWithdrawMessages();
  const [method, setMethod] = useState<PayoutMethod>('alipay');
  const [holder, setHolder] = useState('');
  const [accountNo, setAccountNo] = useState('');
  const [bankName, setBankName] = useState('');
  const [errors, setErrors] = useState<Partial<Record<AccountField, string>>>({});
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setRefusal('');
    const problems = validateAccount({ method, holder, accountNo, bankName });
    const said = (p: (typeof problems)[AccountField]) =>
      p === 'bankNameTooLong' ? m.bankNameTooLong(String(BANK_NAME_MAX)) : p ? m[p] : undefined;
    setErrors(Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, said(v)])));
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      const added = await request('/api/user/addAccount', {
        method,
        holder: holder.trim(),
        accountNo: normaliseAccountNo(accountNo),
        ...(method === 'bank' ? { bankName: normaliseBankName(bankName) } : {}),
      });
      showToast(m.added);
      onAdded(added);
    } catch (err) {
      const text = errorText(err);
      const code = refusalCode(err);
      if (code === 'money.account_invalid') setErrors({ accountNo: text });
      else if (code === 'money.bank_name_required') setErrors({ bankName: text });
      else setRefusal(text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="add-account-form">
      <Select
        label={m.method}
        value={method}
        onChange={(v) => {
          setMethod(v as PayoutMethod);
          setErrors((e) => ({ ...e, accountNo: undefined, bankName: undefined }));
        }}
        options={PAYOUT_METHODS.map((p) => ({ value: p, label: m[`method_${p}`] }))}
        testId="account-method"
      />
      <TextField
        label={m.holder}
        value={holder}
        onValue={setHolder}
        placeholder={m.holderPh}
        maxLength={HOLDER_MAX}
        autoComplete="name"
        error={errors.holder}
        testId="account-holder"
      />
      <TextField
        label={m.accountNo}
        value={accountNo}
        onValue={setAccountNo}
        placeholder={m[`numberPh_${method}`]}
        inputMode={method === 'bank' ? 'numeric' : method === 'alipay' ? 'email' : 'text'}
        autoComplete="off"
        error={errors.accountNo}
        testId="account-no"
      />
      {method === 'bank' && (
        <TextField
          label={m.bankName}
          value={bankName}
          onValue={setBankName}
          placeholder={m.bankNamePh}
          maxLength={BANK_NAME_MAX}
          autoComplete="off"
          error={errors.bankName}
          testId="account-bank"
        />
      )}
      {refusal && (
        <Notice role="alert" testId="add-account-refusal">
          {refusal}
        </Notice>
      )}
      <div className={styles.actions}>
        <Button onClick={onCancel}>{m.cancel}</Button>
        <Button type="submit" variant="primary" loading={busy} testId="account-save">
          {m.save}
        </Button>
      </div>
    </form>
  );
}
