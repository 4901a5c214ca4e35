import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../../protocol/chat';
import { advanceState, mergeMessages } from '../../../../src/features/chat/conversation-merge';
import { chatTime } from '../../../../src/features/chat/chat-time';

const m = (id: number, state: ChatMessage['state'] = 'sent', to = 2): ChatMessage => ({
  id,
  from: to === 2 ? 1 : 2,
  to,
  kind: 'text',
  body: `b${id}`,
  state,
  createdAt: 0,
});

describe('conversation merge', () => {
  it('orders by id, keeps one copy of a message seen twice, and its further state', () => {
    const merged = mergeMessages([m(3, 'read'), m(1)], [m(2), m(3, 'sent'), m(1, 'delivered')]);
    expect(merged.map((x) => [x.id, x.state])).toEqual([
      [1, 'delivered'],
      [2, 'sent'],
      [3, 'read'],
    ]);
  });

  it('advances messages to the recipient up to the id, never back', () => {
    const items = [m(1, 'read'), m(2), m(3), m(4, 'sent', 1)];
    const next = advanceState(items, 2, 3, 'delivered');
    expect(next.map((x) => x.state)).toEqual(['read', 'delivered', 'delivered', 'sent']);
  });
});

describe('chat time', () => {
  it('shows the clock today, the date earlier this year, the year before that', () => {
    const now = new Date(2026, 10, 24, 15, 30);
    const at = (d: Date) => Math.floor(d.getTime() / 1000);
    expect(chatTime(at(new Date(2026, 10, 24, 9, 5)), 'zh', now)).toBe('09:05');
    expect(chatTime(at(new Date(2026, 2, 4, 18, 0)), 'zh', now)).toBe('3/4 18:00');
    expect(chatTime(at(new Date(2025, 11, 31, 8, 0)), 'zh', now)).toBe('2025/12/31');
    // English pages read every date day first.
    expect(chatTime(at(new Date(2026, 2, 4, 18, 0)), 'en', now)).toBe('4/3 18:00');
    expect(chatTime(at(new Date(2025, 11, 31, 8, 0)), 'en', now)).toBe('31/12/2025');
  });
});
