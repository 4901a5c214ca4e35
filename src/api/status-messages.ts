import { defineMessages } from '../i18n';

/** What the statuses of spec §4/§8 say to the user; the Chinese ones are the spec's own words. */
export const useStatusMessages = defineMessages({
  zh: {
    loginFirst: '请先登录',
    loginAgain: '请重新登录',
    annualTitle: '提示',
    annualNeeded: '需要年卡及以上VIP才能在线预约',
    getVip: '开通VIP',
  },
  en: {
    loginFirst: 'Please log in first',
    loginAgain: 'Please log in again',
    annualTitle: 'Membership needed',
    annualNeeded: 'Booking online needs an annual membership or higher',
    getVip: 'Get VIP',
  },
});
