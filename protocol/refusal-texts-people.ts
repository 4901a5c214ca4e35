import type { LocalText, PeopleAreaRefusal } from './refusals';

// Refusal texts of chat, favourites and notices, appointments and explore (see refusal-texts.ts).

export const PEOPLE_REFUSAL_TEXT: Record<PeopleAreaRefusal, LocalText> = {
  'chat.self': { zh: '不能给自己发私信', en: 'You cannot message yourself' },
  'chat.peer_not_found': { zh: '该用户不存在', en: 'This user does not exist' },
  'chat.blocked': { zh: '无法给该用户发送消息', en: 'You cannot send messages to this user' },
  'chat.image_unknown': { zh: '图片不存在，请重新上传', en: 'This picture is not stored: upload it again' },
  'chat.text_empty': { zh: '消息不能为空', en: 'A message cannot be empty' },
  'chat.rate_limited': { zh: '发送过于频繁，请 {wait}后再试', en: 'Sending too fast: try again in {wait}' },

  'people.feedback_too_many': {
    zh: '反馈提交过于频繁，请 {wait}后再试',
    en: 'You have sent a lot of feedback: try again in {wait}',
  },
  'people.phone_invalid': { zh: '手机号码格式错误', en: 'That phone number is not valid' },
  'people.wechat_invalid': {
    zh: '微信号须为 6–20 位字母、数字、_ 或 -，以字母开头',
    en: 'A WeChat id is 6–20 letters, digits, _ or -, starting with a letter',
  },
  'people.qq_invalid': { zh: 'QQ 号须为 5–11 位数字', en: 'A QQ number is 5–11 digits' },
  'people.telegram_invalid': {
    zh: 'Telegram 用户名须为 5–32 位字母、数字或 _，以字母开头',
    en: 'A Telegram username is 5–32 letters, digits or _, starting with a letter',
  },
  'people.not_store': { zh: '只有店铺信息可以设置店铺联系方式', en: 'Only store posts have a store contact' },

  'appointment.post_not_found': { zh: '信息不存在或暂不可预约', en: 'This post does not exist or cannot be booked' },
  'appointment.not_offered': { zh: '该信息暂未开放预约', en: 'This post does not take bookings' },
  'appointment.own_post': { zh: '不能预约自己的信息', en: 'You cannot book your own post' },
  'appointment.blocked': { zh: '无法预约该用户', en: 'You cannot book with this user' },
  'appointment.slot_taken': { zh: '该时段已被预约，请选择其他时段', en: 'This time is taken: choose another' },
  'appointment.slot_unknown': { zh: '该时段不可预约', en: 'This time is not offered' },
  'appointment.too_far': { zh: '请选择不超过 {days} 天内的时段', en: 'Choose a time no more than {days} days ahead' },
  'appointment.too_soon': {
    zh: '请选择至少 {minutes} 分钟后的时段',
    en: 'Choose a time at least {minutes} minutes from now',
  },
  'appointment.service_unknown': { zh: '请选择服务项目', en: 'Choose one of the services offered' },
  'appointment.rate_limited': { zh: '预约过于频繁，请 {wait}后再试', en: 'Booking too often: try again in {wait}' },
  'appointment.too_many_open': {
    zh: '最多同时保留 {max} 个未到期的预约',
    en: 'You can hold at most {max} upcoming bookings',
  },
  'appointment.not_found': { zh: '预约不存在', en: 'Booking not found' },
  'appointment.not_allowed': { zh: '您不能对该预约执行此操作', en: 'You cannot do this to this booking' },
  'appointment.state_changed': {
    zh: '预约状态已变化，请刷新后重试',
    en: 'This booking has changed: refresh and try again',
  },
  'appointment.started': { zh: '预约时段已开始，无法再更改', en: 'The booked time has begun: it cannot change now' },
  'appointment.reason_required': { zh: '请填写原因', en: 'Please give a reason' },
  'appointment.not_rateable': {
    zh: '只能在已确认的预约结束后评价',
    en: 'A booking can be rated once its confirmed visit is over',
  },
  'appointment.already_rated': { zh: '该预约已评价', en: 'This booking is already rated' },
  'appointment.not_your_post': { zh: '只能为自己的信息设置预约', en: 'You can set bookings only on your own posts' },
  'appointment.kind_not_bookable': {
    zh: '认证信息不能开放预约',
    en: 'Certification posts do not take bookings',
  },
  'appointment.slot_repeated': { zh: '每周时段不能重复', en: 'A weekly time is listed twice' },
  'appointment.slots_overlap': {
    zh: '同一天的时段需至少相隔 {minutes} 分钟',
    en: 'Times on one day must be at least {minutes} minutes apart',
  },

  'explore.theme_not_found': { zh: '专题不存在或已下线', en: 'This collection does not exist or was taken down' },
  'explore.tag_not_found': { zh: '没有这个标签的信息', en: 'No posts carry this tag' },
  'explore.price_range': { zh: '最低价不能高于最高价', en: 'The lowest price cannot be above the highest' },
};
