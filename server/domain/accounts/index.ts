export { changePassword, checkCredentials, register } from './credentials';
export { admitPasswordCheck, LOGIN_PAIR, OPERATOR_LOGIN_PAIR } from './login-throttle';
export { hashPassword, verifyPassword } from './password';
export { PASSWORD_GATE, PasswordGate } from './password-gate';
export type { GateRule } from './password-gate';
export { RESET_RULES, resetPassword, sendResetCode } from './password-reset';
export { bindPhone, boundPhone, sendBindCode } from './phone-binding';
export {
  createSession,
  listSessions,
  liveSessionsOf,
  noCallerRefusal,
  resolveCaller,
  revokeOtherSessions,
  revokeOwnSession,
  revokeSession,
  SESSION_LIFETIME,
} from './sessions';
export type { Caller } from './sessions';
export { sandboxOutbox, sandboxSms } from './sms-gateway';
export type { SmsGateway } from './sms-gateway';
export { activeVipLevel, profile, PROFILE_READS, publicProfile, updateProfile } from './users';
