import { defineMessages } from '../../i18n';

// What a post's page shows of appointments (the booking card, the ratings): apart from the appointment
// screens' texts, so a detail page loads only these.
export const usePostAppointmentMessages = defineMessages({
  zh: {
    book: '在线预约',
    bookTitle: '预约时段',
    withinDays: (days: number, free: number) => `${days} 天内 · ${free} 个空闲时段`,
    loginToBook: '登录后预约',
    annualHint: '在线预约需要年卡或以上会员',
    ratings: '评价',
    ratingSummary: (avg: string, n: number) => `${avg} 分 · ${n} 条评价`,
    more: '查看更多',
  },
  en: {
    book: 'Book online',
    bookTitle: 'Book a time',
    withinDays: (days: number, free: number) => `Next ${days} days · ${free} free`,
    loginToBook: 'Log in to book',
    annualHint: 'Online booking needs an annual membership or higher',
    ratings: 'Ratings',
    ratingSummary: (avg: string, n: number) => `${avg} · ${n} rating${n === 1 ? '' : 's'}`,
    more: 'Show more',
  },
});
