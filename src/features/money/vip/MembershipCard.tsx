import type { ReactNode } from 'react';
import type { VipInfo } from '../../../../protocol/money-vip';
import { useLang } from '../../../i18n';
import { CrownIcon } from '../../common/icons';
import { tierKey, useMoneyWords } from '../../common/messages';
import { formatDay } from '../../common/money-format';
import styles from '../wallet/Money.module.css';
import { useVipMessages } from './messages';
import { daysLeft } from './vip-rules';
import vipStyles from './Vip.module.css';

/** The membership in force: tier, end date and days left, or the invitation to become a member. */
export function MembershipCard({ info, nowS, children }: { info: VipInfo; nowS: number; children?: ReactNode }) {
  const m = useVipMessages();
  const wm = useMoneyWords();
  const lang = useLang();
  const on = info.is_vip > 0;
  const left = on ? daysLeft(info.expiresAt, nowS) : null;
  return (
    <section className={`${styles.card} ${vipStyles.hero}`} data-testid="vip-membership" data-level={info.is_vip}>
      <h2 className={styles.cardTitle}>{m.membership}</h2>
      <span className={vipStyles.level}>
        <CrownIcon />
        <span data-testid="vip-level-name">{on ? wm[tierKey(info.is_vip)] : m.noMembership}</span>
      </span>
      <p className={styles.hint} data-testid="vip-expiry">
        {!on
          ? m.noMembershipHint
          : info.expiresAt === null
            ? m.forever
            : `${m.until(formatDay(info.expiresAt, lang))} · ${m.daysLeft(left ?? 0)}`}
      </p>
      {children}
    </section>
  );
}
