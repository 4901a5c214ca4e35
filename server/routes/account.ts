import { z } from 'zod';
import { STATUS } from '../../protocol/status';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_PATTERN, checkCredentials, register } from '../domain/accounts';
import { BusinessError } from '../domain/errors';
import { assertLoginAllowed, createSession, recordLoginAttempt, revokeSession } from '../domain/sessions';
import type { ApiRegistry } from './registry';
import { empty } from './validation';

const username = z.string().trim().regex(USERNAME_PATTERN, '用户名须为 3–20 位字母、数字、下划线或汉字');
const password = z.string().min(PASSWORD_MIN, `密码长度须为 ${PASSWORD_MIN}–${PASSWORD_MAX} 位`).max(PASSWORD_MAX, `密码长度须为 ${PASSWORD_MIN}–${PASSWORD_MAX} 位`);

export function accountRoutes(api: ApiRegistry): void {
  api
    .add('/api/account/registerByPassword', {
      schema: z.object({
        username,
        password,
        incode: z.string().trim().max(16).optional(),
      }),
      okMsg: '注册成功',
      handler: async (input, { db, ip, nowS }) => {
        const userId = await register(db, input, nowS);
        return createSession(db, userId, ip, nowS);
      },
    })
    .add('/api/account/loginByPassword', {
      // Login checks only presence and size: rules that changed since registration must not lock anyone out.
      schema: z.object({ username: z.string().trim().min(1).max(64), password: z.string().min(1).max(PASSWORD_MAX) }),
      okMsg: '登录成功',
      handler: async ({ username: name, password: pass }, { db, ip, nowS }) => {
        await assertLoginAllowed(db, name, ip, nowS);
        const userId = await checkCredentials(db, name, pass);
        await recordLoginAttempt(db, name, ip, userId !== null, nowS);
        if (userId === null) throw new BusinessError(STATUS.BAD_CREDENTIALS, '用户名或密码错误');
        return createSession(db, userId, ip, nowS);
      },
    })
    .add('/api/account/logout', {
      schema: empty(),
      okMsg: '已退出登录',
      handler: async (_, ctx) => {
        await revokeSession(ctx.db, ctx.caller.sessionId, ctx.nowS);
        return null;
      },
    });
}
