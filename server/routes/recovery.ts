import { z } from 'zod';
import { PASSWORD_MAX } from '../../protocol/constants';
import { RESET_CODE_LENGTH } from '../../protocol/accounts-recovery';
import { passwordProblem } from '../../protocol/accounts-rules';
import { bindPhone, boundPhone, resetPassword, sendResetCode } from '../domain/accounts/password-reset';
import type { SmsGateway } from '../domain/accounts/sms-gateway';
import type { ApiRegistry } from './registry';
import { empty } from './validation';

const phone = z.string().max(32);

export function recoveryRoutes(api: ApiRegistry, opts: { sms: SmsGateway }): void {
  api
    .add('/api/account/sendResetCode', {
      schema: z.object({ phone }),
      okMsg: {
        zh: '如果该手机号已绑定账号，验证码已发出',
        en: 'If that number is bound to an account, a code is on its way',
      },
      handler: async (input, ctx) => {
        await sendResetCode(ctx.db, opts.sms, input.phone, ctx.ip, ctx.nowS);
        return null;
      },
    })
    .add('/api/account/retrievePassword', {
      schema: z
        .object({
          phone,
          code: z
            .string()
            .trim()
            .regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`)),
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
      okMsg: { zh: '密码已重置，请用新密码登录', en: 'Password reset: log in with the new one' },
      handler: async (input, ctx) => {
        await resetPassword(ctx.db, input, ctx.ip, ctx.nowS);
        return null;
      },
    })
    .add('/api/account/bindPhone', {
      schema: z.object({ phone, password: z.string().min(1).max(PASSWORD_MAX) }),
      okMsg: { zh: '手机号已保存', en: 'Phone number saved' },
      handler: async (input, ctx) => bindPhone(ctx.db, ctx.caller.userId, input, ctx.ip, ctx.nowS),
    })
    .add('/api/account/phone', {
      schema: empty(),
      handler: async (_, ctx) => boundPhone(ctx.db, ctx.caller.userId),
    });
}
