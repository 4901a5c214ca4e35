import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderStatus } from '../../../../../protocol/money';
import { OrderList, UnlockList } from '../../../../../src/features/money/wallet/OrderList';
import { setLang } from '../../../../../src/state/locale';

const NOW = 1_800_000_000;
const order = (status: OrderStatus, n: number): Order => ({
  orderNo: `G${n}`,
  goodsId: 2,
  goodsName: '1000 金币',
  goodsNameEn: '1000 gold',
  payWay: 'sandbox',
  amountCents: 9_800,
  gold: 1_000,
  status,
  createdAt: NOW,
  expiresAt: NOW + 1_800,
  paidAt: status === 'paid' ? NOW + 60 : null,
});

describe('orders and unlocks', () => {
  beforeAll(() => setLang('en'));
  afterAll(() => setLang('zh'));

  it('shows each order with its state, price and gold', () => {
    const html = renderToStaticMarkup(
      <OrderList items={[order('created', 1), order('paid', 2), order('cancelled', 3), order('expired', 4)]} />,
    );
    for (const [status, label] of [
      ['created', 'Awaiting payment'],
      ['paid', 'Paid'],
      ['cancelled', 'Cancelled'],
      ['expired', 'Expired'],
    ]) {
      expect(html).toContain(`data-status="${status}"`);
      expect(html).toContain(`>${label}<`);
    }
    expect(html).toContain('¥98.00');
    expect(html).toContain('1,000 gold');
    // The goods' name in the page's language.
    expect(html).toContain('<b>1000 gold</b>');
    expect(html).not.toContain('金币');
    // An unpaid order says until when it can be paid; a paid one when it was paid.
    expect(html).toContain('Pay by');
    expect(html).toContain('Paid ');
  });

  it('offers to pay or cancel an unpaid order only, and holds the buttons while one is under way', () => {
    const actions = { pay: () => undefined, cancel: () => undefined, busy: null };
    const items = [order('created', 1), order('paid', 2), order('cancelled', 3), order('expired', 4)];
    const html = renderToStaticMarkup(<OrderList items={items} actions={actions} />);
    expect(html.match(/data-testid="order-pay"/g)).toHaveLength(1);
    expect(html.match(/data-testid="order-cancel"/g)).toHaveLength(1);
    const unpaid = html.slice(html.indexOf('data-status="created"'), html.indexOf('data-status="paid"'));
    expect(unpaid).toContain('>Pay now<');
    expect(unpaid).toContain('>Cancel order<');
    const busy = renderToStaticMarkup(<OrderList items={items} actions={{ ...actions, busy: 'G1' }} />);
    expect(busy).toMatch(/<button[^>]*disabled=""[^>]*data-testid="order-cancel"/);
    // Elsewhere (no actions) the list only shows.
    expect(renderToStaticMarkup(<OrderList items={items} />)).not.toContain('order-pay');
  });

  it('links each unlocked contact to its post', () => {
    const html = renderToStaticMarkup(
      <UnlockList
        items={[
          { postId: 42, kind: 'store', title: 'Corner café', contact: '138-0000-1234', priceGold: 30, createdAt: NOW },
        ]}
      />,
    );
    expect(html).toContain('href="/en/h/details/store/42"');
    expect(html).toContain('138-0000-1234');
    expect(html).toContain('−30');
  });
});
