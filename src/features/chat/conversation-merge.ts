import type { ChatMessage, ChatState } from '../../../protocol/chat';

const RANK: Record<ChatState, number> = { sent: 0, delivered: 1, read: 2 };

/** Merges messages by id, oldest first; a message seen twice keeps the further state. */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of [...current, ...incoming]) {
    const had = byId.get(m.id);
    byId.set(m.id, had && RANK[had.state] > RANK[m.state] ? had : m);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Messages to `recipient` up to `upTo` reach `state` (never going back). */
export function advanceState(
  current: readonly ChatMessage[],
  recipient: number,
  upTo: number,
  state: 'delivered' | 'read',
): ChatMessage[] {
  return current.map((m) => (m.to === recipient && m.id <= upTo && RANK[m.state] < RANK[state] ? { ...m, state } : m));
}
