import type { AdminRefusal, LocalText } from './refusals';

// Refusal texts of the operators' console (see refusal-texts.ts).

export const ADMIN_REFUSAL_TEXT: Record<AdminRefusal, LocalText> = {
  'admin.forbidden': { zh: '你的角色无权执行此操作', en: 'Your role does not allow this' },
  'admin.user_not_found': { zh: '用户 {username} 不存在', en: 'There is no user {username}' },
  'admin.role_held': { zh: '{username} 已有角色 {role}', en: '{username} already holds the role {role}' },
  'admin.role_not_held': { zh: '{username} 没有角色 {role}', en: '{username} does not hold the role {role}' },
  'admin.last_admin': {
    zh: '不能撤销最后一位管理员的管理员角色',
    en: 'The last admin cannot lose the admin role',
  },
  'admin.reason_required': { zh: '请填写原因', en: 'Please give a reason' },
  'admin.post_not_found': { zh: '信息 {id} 不存在', en: 'Post {id} does not exist' },
  'admin.post_decided': {
    zh: '信息 {id} 已被处理（现为 {status}），请刷新队列',
    en: 'Post {id} was already handled (now {status}): refresh the queue',
  },
  'admin.transition_invalid': {
    zh: '信息 {id} 不能从 {from} 变为 {to}',
    en: 'Post {id} cannot go from {from} to {to}',
  },
};
