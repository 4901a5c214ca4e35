import { z } from 'zod';
import { passwordProblem, usernameProblem } from '../../protocol/accounts-rules';
import type { PasswordProblem } from '../../protocol/accounts-rules';
import { PASSWORD_MAX } from '../../protocol/constants';
import type { AccountRefusal } from '../../protocol/refusals';
import {
  admitPasswordCheck,
  bindPhone,
  boundPhone,
  changePassword,
  checkCredentials,
  createSession,
  listSessions,
  profile,
  publicProfile,
  register,
  resetPassword,
  revokeOtherSessions,
  revokeOwnSession,
  revokeSession,
  sendBindCode,
  sendResetCode,
  updateProfile,
} from '../domain/accounts';
import { Refusal } from '../domain/common';
import type { ApiRegistry } from './registry';
import { empty, int } from './validation';
import { isSafeMediaPath } from '../../protocol/media';
import { RESET_CODE_LENGTH } from '../../protocol/accounts-recovery';
import type { PasswordGate, SmsGateway } from '../domain/accounts';
import { ACCOUNTS_REPLIES } from '../../protocol/accounts-texts';
import { COMMON_REPLIES } from '../../protocol/common-texts';

// The rules themselves are protocol/accounts-rules.ts, which the forms use too; these map them to refusals.

const username = z
  .string()
  .trim()
  .superRefine((v, ctx) => {
    const problem = usernameProblem(v);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: problem === 'staff' ? 'account.username_reserved' : 'account.username_invalid',
      });
  });

const PASSWORD_REFUSAL: Record<PasswordProblem, AccountRefusal> = {
  required: 'account.password_length',
  length: 'account.password_length',
  common: 'account.password_common',
  username: 'account.password_like_username',
};

/** A new password: the shared rules, against `nameOf(payload)` when the payload carries the username. */
function newPasswordRule<T extends object>(field: keyof T & string, nameOf: (v: T) => string = () => '') {
  return (v: T, ctx: z.RefinementCtx) => {
    const problem = passwordProblem(v[field] as string, nameOf(v));
    if (problem) ctx.addIssue({ code: 'custom', path: [field], message: PASSWORD_REFUSAL[problem] });
  };
}

/** Login and the current password check only presence and size: rules that changed since must not lock anyone out. */
const anyPassword = z.string().min(1).max(PASSWORD_MAX);

const NICKNAME_MAX = 20;
const BIO_MAX = 200;

const phone = z.string().max(32);
const smsCode = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`));

export function accountsRoutes(api: ApiRegistry, deps: { sms: SmsGateway; passwords: PasswordGate }): void {
  // Every password check or hash of a request goes through the process's gate (password-gate.ts).
  const withPasswordSlot = <T>(ip: string, work: () => Promise<T>) => deps.passwords.run(ip, work);
  api
    .add('/api/account/registerByPassword', {
      schema: z
        .object({
          username,
          password: z.string(),
          // An invite only ever comes from the invite field; '' means none.
          incode: z.string().trim().max(16).optional(),
        })
        .superRefine(newPasswordRule('password', (v) => v.username)),
      okMsg: ACCOUNTS_REPLIES.registered,
      handler: async (input, { db, ip, userAgent, language, nowS }) => {
        const userId = await withPasswordSlot(ip, () => register(db, input, { ip, language }, nowS));
        return createSession(db, userId, { ip, userAgent }, nowS);
      },
    })
    .add('/api/account/loginByPassword', {
      schema: z.object({ username: z.string().trim().min(1).max(64), password: anyPassword }),
      okMsg: ACCOUNTS_REPLIES.loggedIn,
      handler: async ({ username: name, password: pass }, { db, ip, userAgent, nowS }) => {
        // Through the gate before the throttle: an attempt turned away as busy checked no password, so it
        // does not count as a failure either.
        const userId = await withPasswordSlot(ip, async () => {
          const ticket = await admitPasswordCheck(db, name, ip, nowS);
          const id = await checkCredentials(db, name, pass, nowS);
          if (id === null) throw new Refusal('account.wrong_password');
          await ticket.succeeded();
          return id;
        });
        return createSession(db, userId, { ip, userAgent }, nowS);
      },
    })
    .add('/api/account/logout', {
      schema: empty(),
      okMsg: ACCOUNTS_REPLIES.loggedOut,
      handler: async (_, ctx) => {
        await revokeSession(ctx.db, ctx.caller.sessionId, ctx.nowS);
        return null;
      },
    })
    .add('/api/account/sessions', {
      schema: empty(),
      handler: async (_, ctx) => listSessions(ctx.db, ctx.caller, ctx.nowS),
    })
    .add('/api/account/revokeSession', {
      schema: z.object({ id: int(1) }),
      okMsg: ACCOUNTS_REPLIES.deviceLoggedOut,
      handler: async ({ id }, ctx) => {
        await revokeOwnSession(ctx.db, ctx.caller, id, ctx.nowS);
        return null;
      },
    })
    .add('/api/account/logoutOthers', {
      schema: empty(),
      okMsg: ACCOUNTS_REPLIES.othersLoggedOut,
      handler: async (_, ctx) => revokeOtherSessions(ctx.db, ctx.caller.userId, ctx.caller.sessionId, ctx.nowS),
    })
    .add('/api/account/changePassword', {
      schema: z
        .object({ oldPassword: anyPassword, newPassword: z.string() })
        .superRefine(newPasswordRule('newPassword')),
      okMsg: ACCOUNTS_REPLIES.passwordChanged,
      handler: async (change, ctx) => {
        await withPasswordSlot(ctx.ip, () => changePassword(ctx.db, ctx.caller, change, ctx.ip, ctx.nowS));
        return null;
      },
    })
    .add('/api/user/userinfo', {
      schema: empty(),
      handler: async (_, ctx) => profile(ctx.db, ctx.caller.userId, ctx.nowS),
    })
    .add('/api/user/getUserInfo', {
      schema: z.object({ id: int(1) }),
      handler: async ({ id }, { db, ip, caller, nowS }) =>
        publicProfile(db, id, { ip, userId: caller?.userId ?? null }, nowS),
    })
    .add('/api/user/updateUserinfo', {
      schema: z.object({
        id: int(1).optional(),
        nickname: z.string().trim().min(1).max(NICKNAME_MAX).optional(),
        bio: z.string().trim().max(BIO_MAX).optional(),
        avatar: z.string().refine(isSafeMediaPath, 'user.avatar_invalid').nullable().optional(),
        area: int(1).nullable().optional(),
      }),
      okMsg: COMMON_REPLIES.saved,
      handler: async (changes, ctx) => updateProfile(ctx.db, ctx.caller.userId, changes, ctx.nowS),
    })
    .add('/api/account/sendResetCode', {
      schema: z.object({ phone }),
      okMsg: ACCOUNTS_REPLIES.resetCodeSent,
      handler: async (input, ctx) => {
        await sendResetCode(ctx.db, deps.sms, input.phone, ctx.ip, ctx.nowS);
        return null;
      },
    })
    .add('/api/account/retrievePassword', {
      schema: z
        .object({
          phone,
          code: smsCode,
          password: z.string(),
        })
        .superRefine((v, ctx) => {
          // The rule against the username needs the account: the domain checks that one once the code holds.
          const problem = passwordProblem(v.password, '');
          if (problem) {
            const code = problem === 'common' ? 'account.password_common' : 'account.password_length';
            ctx.addIssue({ code: 'custom', path: ['password'], message: code });
          }
        }),
      okMsg: ACCOUNTS_REPLIES.passwordReset,
      handler: async (input, ctx) => {
        await withPasswordSlot(ctx.ip, () => resetPassword(ctx.db, input, ctx.ip, ctx.nowS));
        return null;
      },
    })
    .add('/api/account/sendBindCode', {
      schema: z.object({ phone, password: z.string().min(1).max(PASSWORD_MAX) }),
      okMsg: ACCOUNTS_REPLIES.bindCodeSent,
      handler: async (input, ctx) => {
        await withPasswordSlot(ctx.ip, () =>
          sendBindCode(ctx.db, deps.sms, ctx.caller.userId, input, ctx.ip, ctx.nowS),
        );
        return null;
      },
    })
    .add('/api/account/bindPhone', {
      schema: z.object({ phone, password: z.string().min(1).max(PASSWORD_MAX), code: smsCode.optional() }),
      okMsg: ACCOUNTS_REPLIES.phoneSaved,
      handler: async (input, ctx) =>
        withPasswordSlot(ctx.ip, () => bindPhone(ctx.db, ctx.caller.userId, input, ctx.ip, ctx.nowS)),
    })
    .add('/api/account/phone', {
      schema: empty(),
      handler: async (_, ctx) => boundPhone(ctx.db, ctx.caller.userId),
    });
}
