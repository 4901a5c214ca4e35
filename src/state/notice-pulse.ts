import { proxy } from 'valtio';
import type { NoticeKind } from '../../protocol/people';

// Counts the notices the push stream announced, so screens that show what a notice is about (the wallet, the
// unread badge) re-read when one arrives, without loading the push code themselves.

export const noticePulse = proxy({ any: 0, money: 0 });

export function pulseNotice(kind: NoticeKind): void {
  noticePulse.any += 1;
  if (kind === 'money') noticePulse.money += 1;
}
