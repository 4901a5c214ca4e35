import type { LocalText } from './refusal-table';

// The `msg` of appointments' successful replies, and the titles of the booking notices (one per event; the
// server picks the words when a notice is read).

export const APPOINTMENTS_REPLIES = {
  booked: { zh: '预约已提交，等待对方确认', en: 'Booked: waiting for the provider to confirm' },
  rated: { zh: '感谢评价', en: 'Thank you for rating' },
} as const satisfies Readonly<Record<string, LocalText>>;

export const APPOINTMENTS_NOTICES = {
  requested: { zh: '新的预约', en: 'New booking' },
  confirmed: { zh: '预约已确认', en: 'Booking confirmed' },
  declined: { zh: '预约被拒绝', en: 'Booking declined' },
  cancelled: { zh: '预约已取消', en: 'Booking cancelled' },
  rated: { zh: '预约收到评价', en: 'Booking rated' },
} as const satisfies Readonly<Record<string, LocalText>>;
