import type { BadgeTone } from '../../ui/Badge';
import type { StatusTone } from '../../lib/status-label';

/** One colour per post kind wherever a kind badge appears (cards, detail, my posts). */
export const KIND_TONE: Readonly<Record<'personal' | 'store' | 'certification' | 'broker', BadgeTone>> = {
  personal: 'success',
  store: 'warning',
  certification: 'info',
  broker: 'accent',
};

export const STATUS_BADGE_TONE: Readonly<Record<StatusTone, BadgeTone>> = {
  ok: 'success',
  pending: 'warning',
  bad: 'danger',
};
