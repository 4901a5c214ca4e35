import { STATUS } from './status';
import type { RefusalTable } from './refusal-table';

// Refusals of appointments: booking a slot, who may move a booking on, ratings, and the provider's offer.

const { BAD_PAYLOAD, CONFLICT, FORBIDDEN, NOT_FOUND, RATE_LIMITED } = STATUS;

export const APPOINTMENTS_REFUSALS = {
  'appointment.post_not_found': {
    status: NOT_FOUND,
    zh: '信息不存在或暂不可预约',
    en: 'This post does not exist or cannot be booked',
  },
  'appointment.not_offered': { status: BAD_PAYLOAD, zh: '该信息暂未开放预约', en: 'This post does not take bookings' },
  'appointment.own_post': { status: FORBIDDEN, zh: '不能预约自己的信息', en: 'You cannot book your own post' },
  'appointment.blocked': { status: FORBIDDEN, zh: '无法预约该用户', en: 'You cannot book with this user' },
  'appointment.slot_taken': {
    status: CONFLICT,
    zh: '该时段已被预约，请选择其他时段',
    en: 'This time is taken: choose another',
  },
  'appointment.slot_unknown': { status: BAD_PAYLOAD, zh: '该时段不可预约', en: 'This time is not offered' },
  'appointment.too_far': {
    status: BAD_PAYLOAD,
    zh: '请选择不超过 {days} 天内的时段',
    en: 'Choose a time no more than {days} days ahead',
  },
  'appointment.too_soon': {
    status: BAD_PAYLOAD,
    zh: '请选择至少 {minutes} 分钟后的时段',
    en: 'Choose a time at least {minutes} minutes from now',
  },
  'appointment.service_unknown': {
    status: BAD_PAYLOAD,
    zh: '请选择服务项目',
    en: 'Choose one of the services offered',
  },
  'appointment.rate_limited': {
    status: RATE_LIMITED,
    zh: '预约过于频繁，请 {wait}后再试',
    en: 'Booking too often: try again in {wait}',
  },
  'appointment.too_many_open': {
    status: CONFLICT,
    zh: '最多同时保留 {max} 个未到期的预约',
    en: 'You can hold at most {max} upcoming bookings',
  },
  'appointment.not_found': { status: NOT_FOUND, zh: '预约不存在', en: 'Booking not found' },
  'appointment.not_allowed': {
    status: FORBIDDEN,
    zh: '您不能对该预约执行此操作',
    en: 'You cannot do this to this booking',
  },
  'appointment.state_changed': {
    status: CONFLICT,
    zh: '预约状态已变化，请刷新后重试',
    en: 'This booking has changed: refresh and try again',
  },
  'appointment.started': {
    status: CONFLICT,
    zh: '预约时段已开始，无法再更改',
    en: 'The booked time has begun: it cannot change now',
  },
  'appointment.visit_contact_invalid': {
    status: BAD_PAYLOAD,
    zh: '上门服务请填写正确的联系电话',
    en: 'A home visit needs a valid phone number',
  },
  'appointment.visit_address_invalid': {
    status: BAD_PAYLOAD,
    zh: '上门服务请填写 {min}–{max} 字的区域或地址',
    en: 'A home visit needs an area or address of {min}–{max} characters',
  },
  'appointment.reason_required': { status: BAD_PAYLOAD, zh: '请填写原因', en: 'Please give a reason' },
  'appointment.not_rateable': {
    status: CONFLICT,
    zh: '只能在已确认的预约结束后评价',
    en: 'A booking can be rated once its confirmed visit is over',
  },
  'appointment.already_rated': { status: CONFLICT, zh: '该预约已评价', en: 'This booking is already rated' },
  'appointment.not_your_post': {
    status: FORBIDDEN,
    zh: '只能为自己的信息设置预约',
    en: 'You can set bookings only on your own posts',
  },
  'appointment.kind_not_bookable': {
    status: BAD_PAYLOAD,
    zh: '认证信息不能开放预约',
    en: 'Certification posts do not take bookings',
  },
  'appointment.slot_repeated': { status: BAD_PAYLOAD, zh: '每周时段不能重复', en: 'A weekly time is listed twice' },
  'appointment.slots_overlap': {
    status: BAD_PAYLOAD,
    zh: '同一天的时段需至少相隔 {minutes} 分钟',
    en: 'Times on one day must be at least {minutes} minutes apart',
  },
} as const satisfies RefusalTable<'appointment'>;
