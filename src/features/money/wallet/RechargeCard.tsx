import { useState } from 'react';
import { useLang } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { Select } from '../../../ui/Select';
import { SkeletonRows } from '../../../ui/Skeleton';
import { errorText, errorTips } from '../../common/error-text';
import { GoldPacks } from './GoldPacks';
import { formatYuan } from '../../common/money-format';
import { useWalletMessages } from './messages';
import { goToPayPage } from './pending-order';
import { useGoods, usePayWays } from './useGoods';
import { useMoneyAction } from './useMoneyAction';
import styles from './Money.module.css';

/** Pick a gold pack and a payment method, create the order and go to the pay page. */
export function RechargeCard() {
  const m = useWalletMessages();
  const lang = useLang();
  const packs = useGoods('gold');
  const ways = usePayWays();
  const [packId, setPackId] = useState<number | null>(null);
  const [way, setWay] = useState('');
  const paying = useMoneyAction('/api/order/createPaying');
  const pack = packs.data?.find((p) => p.id === packId) ?? null;
  const payWay = way || ways.data?.[0]?.code || 'sandbox';

  const pay = async () => {
    if (!pack) return;
    try {
      const reply = await paying.run({ goodsId: pack.id, payWay });
      if (!reply) return;
      goToPayPage(reply.order.orderNo, reply.payUrl);
    } catch (err) {
      errorTips(err);
    }
  };

  return (
    <section className={styles.card} data-testid="recharge">
      <h2 className={styles.cardTitle}>{m.packsTitle}</h2>
      {packs.status === 'loading' && <SkeletonRows count={2} height={72} />}
      {packs.status === 'error' && (
        <Notice tone="danger" role="alert">
          {errorText(packs.error, m.loadFailed)}{' '}
          <Button size="sm" variant="ghost" onClick={packs.reload}>
            {m.retry}
          </Button>
        </Notice>
      )}
      {packs.data && <GoldPacks packs={packs.data} selected={packId} onSelect={setPackId} />}
      {ways.data && ways.data.length > 0 && (
        <Select
          label={m.payWay}
          value={payWay}
          onChange={setWay}
          options={ways.data.map((w) => ({ value: w.code, label: lang === 'en' ? w.nameEn : w.name }))}
          testId="pay-way"
        />
      )}
      {payWay === 'sandbox' && <p className={styles.hint}>{m.sandboxNote}</p>}
      <Button
        variant="primary"
        size="lg"
        block
        disabled={!pack}
        loading={paying.busy}
        onClick={pay}
        testId="recharge-pay"
      >
        {pack ? m.payNow(formatYuan(pack.priceCents)) : m.choosePack}
      </Button>
    </section>
  );
}
