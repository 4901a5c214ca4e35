import type { LocalText } from './refusal-table';

// The `msg` of appointments' successful replies, and the titles of the booking notices (one per event and
// side; the server picks the words when a notice is read).

export const APPOINTMENTS_REPLIES = {
  booked: { zh: '预约已提交，等待对方确认', en: 'Booked: waiting for the provider to confirm' },
  rated: { zh: '感谢评价', en: 'Thank you for rating' },
} as const satisfies Readonly<Record<string, LocalText>>;

/** What the one told of a change reads: the provider of a request or a rating, the customer of an answer. */
export const APPOINTMENTS_NOTICES = {
  requested: { zh: '新的预约', en: 'New booking' },
  confirmed: { zh: '预约已确认', en: 'Booking confirmed' },
  declined: { zh: '预约被拒绝', en: 'Booking declined' },
  cancelled: { zh: '对方取消了预约', en: 'The other side cancelled the booking' },
  rated: { zh: '预约收到评价', en: 'Booking rated' },
} as const satisfies Readonly<Record<string, LocalText>>;

/** What the one who made the change reads in their own copy. */
export const APPOINTMENTS_OWN_NOTICES = {
  requested: { zh: '预约已提交', en: 'Booking sent' },
  confirmed: { zh: '你已确认预约', en: 'You confirmed the booking' },
  declined: { zh: '你已拒绝预约', en: 'You declined the booking' },
  cancelled: { zh: '你已取消预约', en: 'You cancelled the booking' },
  rated: { zh: '你已评价', en: 'You rated the booking' },
} as const satisfies Readonly<Record<keyof typeof APPOINTMENTS_NOTICES, LocalText>>;

/** The other person of a booking notice, named by their side. */
export const APPOINTMENTS_PEOPLE = {
  provider: { zh: '服务方', en: 'provider' },
  customer: { zh: '客户', en: 'customer' },
} as const satisfies Readonly<Record<string, LocalText>>;

export const BOOKING_WEEKDAYS: LocalText = {
  zh: '周日,周一,周二,周三,周四,周五,周六',
  en: 'Sun,Mon,Tue,Wed,Thu,Fri,Sat',
};
