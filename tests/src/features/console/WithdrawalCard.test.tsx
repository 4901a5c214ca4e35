import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PayoutChannel, QueuedWithdrawal } from '../../../../protocol/console-money';
import type { OperatorRole } from '../../../../protocol/console-operators';
import { capabilitiesOf } from '../../../../protocol/console-operators';
import { WithdrawalCard } from '../../../../src/features/console/WithdrawalCard';
import { setLang } from '../../../../src/state/locale';
import { setOperator } from '../../../../src/state/operator';

const CHANNELS: PayoutChannel[] = [
  { code: 'sandbox', name: '沙盒打款（测试）', nameEn: 'Sandbox payout (test)' },
  { code: 'manual', name: '手动打款', nameEn: 'Paid by hand' },
];
const item = (over: Partial<QueuedWithdrawal>): QueuedWithdrawal => ({
  id: 7,
  amount: 300,
  fee: 6,
  payoutCents: 2940,
  status: 'pending',
  reason: '',
  account: { id: 1, method: 'bank', holder: 'Sun', accountNo: '************6666', bankName: 'ICBC', createdAt: 0 },
  createdAt: 1_800_000_000,
  decidedAt: null,
  user: { id: 2, username: 'sun', nickname: 'Sun', bannedAt: null, wallet: 700, hold: 300 },
  statement: [],
  payout: null,
  ...over,
});
const as = (roles: OperatorRole[]) =>
  setOperator({ id: 1, username: 'op', nickname: 'op', roles, capabilities: capabilitiesOf(roles) });
const render = (w: QueuedWithdrawal) =>
  renderToStaticMarkup(<WithdrawalCard w={w} channels={CHANNELS} onChanged={() => undefined} />);

describe('a withdrawal in finance’s queue', () => {
  beforeAll(() => setLang('en'));
  afterAll(() => setLang('zh'));
  afterEach(() => setOperator(null));

  it('under review: one approval per channel and a rejection; the bank is named, the number masked', () => {
    as(['finance']);
    const html = render(item({}));
    expect(html).toContain('Approve · Sandbox payout (test)');
    expect(html).toContain('Approve · Paid by hand');
    expect(html).toContain('withdrawal-reject');
    expect(html).toContain('Under review');
    expect(html).toContain('Bank card · Sun · ICBC · ************6666');
    expect(html).toContain('withdrawal-reveal');
  });

  it('offers the whole account to finance only, not to an admin', () => {
    as(['admin']);
    expect(render(item({}))).not.toContain('withdrawal-reveal');
  });

  it('being paid by hand: confirm or mark failed, nothing to approve again', () => {
    as(['finance']);
    const html = render(item({ status: 'paying', payout: { channel: 'manual', sentAt: 1_800_000_100 } }));
    expect(html).toContain('Payout in progress');
    expect(html).toContain('Confirm paid');
    expect(html).toContain('withdrawal-failed');
    expect(html).not.toContain('withdrawal-approve');
    expect(html).not.toContain('withdrawal-reject');
  });

  it('being paid by an adapter: waits for its word, no buttons to overrule it', () => {
    as(['finance']);
    const html = render(item({ status: 'paying', payout: { channel: 'sandbox', sentAt: 1_800_000_100 } }));
    expect(html).toContain('Being paid through Sandbox payout (test)');
    expect(html).not.toContain('withdrawal-paid');
    expect(html).not.toContain('withdrawal-approve');
  });
});
