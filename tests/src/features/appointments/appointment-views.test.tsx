import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Appointment } from '../../../../protocol/appointments';
import { AppointmentItem } from '../../../../src/features/appointments/AppointmentItem';
import { Stars } from '../../../../src/features/appointments/Stars';
import { WeeklyGrid, hasSlot, toggleSlot } from '../../../../src/features/appointments/WeeklyGrid';
import { byDay, clockOf, dayLabel } from '../../../../src/features/appointments/slot-format';
import { setLang } from '../../../../src/state/locale';

// 2026-11-25 10:00 in booking time (UTC+8), a Wednesday.
const WED_10 = Date.UTC(2026, 10, 25, 2) / 1000;
const DAYS = 'Sun,Mon,Tue,Wed,Thu,Fri,Sat';

function booking(over: Partial<Appointment> = {}): Appointment {
  return {
    id: 7,
    postId: 3,
    postKind: 'store',
    postTitle: 'Riverside Piano Studio',
    service: 'Trial lesson',
    slotAt: WED_10,
    slotEndsAt: WED_10 + 3600,
    state: 'pending',
    past: false,
    note: 'Second floor',
    visit: null,
    reason: '',
    cancelledBy: null,
    peer: { id: 2, nickname: 'Lin', blocked: false },
    rateable: false,
    evaluation: null,
    createdAt: WED_10 - 86400,
    ...over,
  };
}

describe('appointment views', () => {
  beforeAll(() => setLang('en'));

  it('shows slot times in booking time, grouped by day', () => {
    expect(clockOf(WED_10)).toBe('10:00');
    expect(dayLabel(WED_10, DAYS, 'zh')).toBe('11/25 Wed');
    expect(dayLabel(WED_10, DAYS, 'en')).toBe('25/11 Wed');
    const groups = byDay([{ at: WED_10 }, { at: WED_10 + 3600 }, { at: WED_10 + 86400 }]);
    expect(groups.map((g) => g.slots.length)).toEqual([2, 1]);
  });

  it('names the state, a lapsed wait, the visit being over, and a decline with its reason', () => {
    const html = (a: Appointment) =>
      renderToStaticMarkup(<AppointmentItem a={a} side="provider" actions={<button>act</button>} />);
    const pending = html(booking());
    expect(pending).toContain('Waiting');
    expect(pending).toContain('Trial lesson · Customer: Lin');
    expect(pending).toContain('25/11 Wed 10:00');
    expect(pending).toContain('Second floor');
    expect(pending).toContain('<button>act</button>');
    expect(html(booking({ past: true }))).toContain('Lapsed');
    expect(html(booking({ state: 'confirmed', past: true }))).toContain('Over');
    const declined = html(booking({ state: 'declined', reason: 'Closed for repairs' }));
    expect(declined).toContain('Declined');
    expect(declined).toContain('Reason: Closed for repairs');
    const cancelled = html(booking({ state: 'cancelled', cancelledBy: 'customer' }));
    expect(cancelled).toContain('Cancelled by the customer');
  });

  it('speaks to the customer as the customer, naming the provider and the slot, in both languages', () => {
    const html = (a: Appointment) => renderToStaticMarkup(<AppointmentItem a={a} side="customer" />);
    const pending = html(booking());
    expect(pending).toContain('Sent: waiting for the provider');
    expect(pending).not.toContain('>Waiting<');
    expect(pending).toContain('Trial lesson · Provider: Lin');
    expect(pending).toContain('25/11 Wed 10:00');
    expect(html(booking({ state: 'confirmed' }))).toContain('Confirmed by the provider');
    expect(html(booking({ state: 'declined' }))).toContain('Declined by the provider');
    const rated = html(
      booking({
        state: 'confirmed',
        past: true,
        evaluation: { id: 1, appointmentId: 7, stars: 5, text: '', author: 'L***', createdAt: WED_10 },
      }),
    );
    expect(rated).toContain('You rated it');
    expect(pending).toMatch(/data-testid="appointment-message" href="[^"]*\/chat\/2"/);
    // An ended booking no longer opens the conversation.
    expect(html(booking({ state: 'cancelled', cancelledBy: 'customer' }))).not.toContain('appointment-message');
    const visit = html(booking({ visit: { contact: '13800138000', address: 'Jianguo Road 88' } }));
    expect(visit).toContain('Jianguo Road 88 · 13800138000');
    setLang('zh');
    try {
      const zh = html(booking());
      expect(zh).toContain('已提交，待对方确认');
      expect(zh).toContain('服务方：Lin');
      expect(renderToStaticMarkup(<AppointmentItem a={booking()} side="provider" />)).toContain('客户：Lin');
    } finally {
      setLang('en');
    }
  });

  it('shows a rating on the booking and as stars', () => {
    const rated = booking({
      state: 'confirmed',
      past: true,
      evaluation: { id: 1, appointmentId: 7, stars: 4, text: 'Patient teacher', author: 'L***', createdAt: WED_10 },
    });
    const html = renderToStaticMarkup(<AppointmentItem a={rated} side="customer" />);
    expect(html).toContain('Patient teacher');
    const stars = renderToStaticMarkup(<Stars value={3.6} />);
    expect(stars.match(/starOn/g)).toHaveLength(4);
    expect(stars).toContain('aria-label="3.6 / 5"');
  });

  it('toggles weekly starts and shows them pressed', () => {
    const one = toggleSlot([], 3, 600);
    expect(hasSlot(one, 3, 600)).toBe(true);
    expect(toggleSlot(one, 3, 600)).toEqual([]);
    const html = renderToStaticMarkup(<WeeklyGrid weekly={one} days={DAYS} onChange={() => {}} />);
    expect(html).toMatch(/aria-pressed="true"[^>]*aria-label="Wed 10:00"/);
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(1);
  });
});
