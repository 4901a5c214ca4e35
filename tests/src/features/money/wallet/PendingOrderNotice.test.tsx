import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../../../protocol/money';
import { PendingOrderNotice } from '../../../../../src/features/money/wallet/PendingOrderNotice';
import type { PendingState } from '../../../../../src/features/money/wallet/usePendingOrder';
import { setLang } from '../../../../../src/state/locale';

const ORDER: Order = {
  orderNo: 'G77',
  goodsId: 2,
  goodsName: '300 金币',
  goodsNameEn: '300 gold',
  payWay: 'sandbox',
  amountCents: 3_000,
  gold: 300,
  status: 'created',
  createdAt: 0,
  expiresAt: 1_800,
  paidAt: null,
};

const render = (state: PendingState, payUrl: string | null = null) =>
  renderToStaticMarkup(
    <PendingOrderNotice state={state} payUrl={payUrl} onCheck={() => undefined} onDismiss={() => undefined} />,
  );

describe('the recharge being paid', () => {
  beforeAll(() => setLang('en'));
  afterAll(() => setLang('zh'));

  it('shows nothing when no order waits', () => {
    expect(render({ phase: 'idle' })).toBe('');
  });

  it('while waiting: a spinner, the order, a check button and the way back to the pay page', () => {
    const html = render({ phase: 'waiting', order: ORDER, slow: false }, '/sandbox-pay/G77');
    expect(html).toContain('data-testid="recharge-pending"');
    expect(html).toContain('Order G77 is being confirmed');
    expect(html).toContain('href="/sandbox-pay/G77"');
    expect(html).toContain('data-testid="recharge-check"');
    expect(html).toContain('role="status"');
  });

  it('says when it stopped asking', () => {
    const html = render({ phase: 'waiting', order: ORDER, slow: true });
    expect(html).toContain('No payment result yet');
    expect(html).not.toContain('href=');
  });

  it('paid: the gold that arrived; not paid: why', () => {
    expect(render({ phase: 'settled', order: { ...ORDER, status: 'paid' } })).toContain('300 gold arrived');
    const expired = render({ phase: 'settled', order: { ...ORDER, status: 'expired' } });
    expect(expired).toContain('Order not paid');
    expect(expired).toContain('data-status="expired"');
  });
});
