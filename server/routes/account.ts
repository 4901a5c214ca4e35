import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../protocol/constants';
import { USERNAME_PATTERN, checkCredentials, register } from '../domain/accounts';
import { Refusal } from '../domain/refusal';
import { assertLoginAllowed, createSession, recordLoginAttempt, revokeSession } from '../domain/sessions';
import type { ApiRegistry } from './registry';
import { empty } from './validation';

const username = z.string().trim().regex(USERNAME_PATTERN, 'account.username_invalid');
const password = z.string().min(PASSWORD_MIN, 'account.password_length').max(PASSWORD_MAX, 'account.password_length');

export function accountRoutes(api: ApiRegistry): void {
  api
    .add('/api/account/registerByPassword', {
      schema: z.object({
        username,
        password,
        // An invite only ever comes from the invite field; '' means none.
        incode: z.string().trim().max(16).optional(),
      }),
      okMsg: { zh: '注册成功', en: 'Registered' },
      handler: async (input, { db, ip, nowS }) => {
        const userId = await register(db, input, nowS);
        return createSession(db, userId, ip, nowS);
      },
    })
    .add('/api/account/loginByPassword', {
      // Login checks only presence and size: rules that changed since registration must not lock anyone out.
      schema: z.object({ username: z.string().trim().min(1).max(64), password: z.string().min(1).max(PASSWORD_MAX) }),
      okMsg: { zh: '登录成功', en: 'Logged in' },
      handler: async ({ username: name, password: pass }, { db, ip, nowS }) => {
        await assertLoginAllowed(db, name, ip, nowS);
        const userId = await checkCredentials(db, name, pass);
        await recordLoginAttempt(db, name, ip, userId !== null, nowS);
        if (userId === null) throw new Refusal('account.wrong_password');
        return createSession(db, userId, ip, nowS);
      },
    })
    .add('/api/account/logout', {
      schema: empty(),
      okMsg: { zh: '已退出登录', en: 'Logged out' },
      handler: async (_, ctx) => {
        await revokeSession(ctx.db, ctx.caller.sessionId, ctx.nowS);
        return null;
      },
    });
}
