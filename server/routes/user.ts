import { z } from 'zod';
import { isSafeMediaPath } from '../../protocol/media';
import { profile, publicProfile, updateProfile } from '../domain/accounts/users';
import type { ApiRegistry } from './registry';
import { empty, int } from './validation';

const NICKNAME_MAX = 20;
const BIO_MAX = 200;

export function userRoutes(api: ApiRegistry): void {
  api
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
      okMsg: { zh: '保存成功', en: 'Saved' },
      handler: async (changes, ctx) => updateProfile(ctx.db, ctx.caller.userId, changes, ctx.nowS),
    });
}
