import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import { VIP_GRANT_DAYS_MAX } from '../../../../protocol/console-users';
import type { TempPassword, UserDetail } from '../../../../protocol/console-users';
import { VIP_LEVEL } from '../../../../protocol/money';
import { showToast } from '../../../state/overlay';
import { ReasonField } from '../ReasonField';
import { tierKey, useMoneyWords } from '../../common/messages';
import { useUserMessages } from './messages';
import table from '../Table.module.css';
import styles from './UserDetail.module.css';

export interface UserActionCalls {
  ban: () => Promise<unknown>;
  unban: () => Promise<unknown>;
  reset: () => Promise<TempPassword | null>;
  grant: (days: number, level: number | undefined) => Promise<unknown>;
}

/** What a role with users.write does to the account: each with the reason typed here. */
export function UserActions({
  u,
  reason,
  onReason,
  calls,
}: {
  u: UserDetail;
  reason: string;
  onReason: (v: string) => void;
  calls: UserActionCalls;
}) {
  const m = useUserMessages();
  const wm = useMoneyWords();
  const [days, setDays] = useState('30');
  const [level, setLevel] = useState('');
  const [confirmReset, setConfirmReset] = useState(false);
  const [temp, setTemp] = useState<TempPassword | null>(null);
  const daysN = Number(days);
  const daysOk = /^\d{1,3}$/.test(days) && daysN >= 1 && daysN <= VIP_GRANT_DAYS_MAX;
  const ready = reason.trim().length > 0;
  const tiers = [VIP_LEVEL.MONTHLY, VIP_LEVEL.QUARTERLY, VIP_LEVEL.ANNUAL];

  const copy = () => {
    if (!temp) return;
    navigator.clipboard?.writeText(temp.password).then(
      () => showToast(m.copied),
      () => undefined,
    );
  };

  return (
    <section className={table.panel} data-testid="user-actions">
      <h3>{m.actions}</h3>
      <ReasonField value={reason} onValue={onReason} testId="user-reason" />
      <div className={table.row}>
        {u.bannedAt === null ? (
          <Button size="sm" variant="danger" disabled={!ready} onClick={() => void calls.ban()} testId="user-ban">
            {m.ban}
          </Button>
        ) : (
          <Button size="sm" variant="secondary" disabled={!ready} onClick={() => void calls.unban()}>
            {m.unban}
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          disabled={!ready}
          onClick={() => setConfirmReset(true)}
          testId="user-reset-password"
        >
          {m.resetPassword}
        </Button>
      </div>
      <div className={table.row}>
        <TextField
          label={m.days}
          value={days}
          onValue={setDays}
          inputMode="numeric"
          size="sm"
          testId="user-vip-days"
          {...(daysOk ? {} : { error: `1–${String(VIP_GRANT_DAYS_MAX)}` })}
        />
        <Select
          label={m.level}
          value={level}
          onChange={setLevel}
          options={[
            { value: '', label: m.levelDefault },
            ...tiers.map((l) => ({ value: String(l), label: wm[tierKey(l)] })),
          ]}
        />
        <Button
          size="sm"
          variant="primary"
          disabled={!ready || !daysOk}
          onClick={() => void calls.grant(daysN, level ? Number(level) : undefined)}
          testId="user-vip-grant"
        >
          {m.grantVip}
        </Button>
      </div>
      <Dialog
        open={confirmReset}
        title={m.resetPassword}
        message={m.resetConfirm}
        confirmText={m.confirm}
        cancelText={m.cancel}
        onCancel={() => setConfirmReset(false)}
        onConfirm={() => {
          setConfirmReset(false);
          void calls.reset().then(setTemp);
        }}
        testId="user-reset-confirm"
      />
      <Dialog
        open={temp !== null}
        title={m.tempShown}
        closeLabel={m.close}
        // Closing forgets it: the server keeps only the hash.
        onCancel={() => setTemp(null)}
        dismissOnBackdrop={false}
        testId="user-temp-password"
      >
        <p className={styles.secret}>
          <code data-testid="temp-password">{temp?.password}</code>
          <Button size="sm" variant="secondary" onClick={copy}>
            {m.copy}
          </Button>
        </p>
        <p className={table.muted}>{m.tempHint}</p>
        <Button variant="primary" onClick={() => setTemp(null)} testId="temp-password-close">
          {m.close}
        </Button>
      </Dialog>
    </section>
  );
}
