import { z } from 'zod';
import { isSafeMediaPath } from '../lib/media-storage';
import { profile, publicProfile, updateProfile } from '../domain/users';
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
      handler: async ({ id }, { db, nowS }) => publicProfile(db, id, nowS),
    })
    .add('/api/user/updateUserinfo', {
      schema: z.object({
        id: int(1).optional(),
        nickname: z.string().trim().min(1).max(NICKNAME_MAX).optional(),
        bio: z.string().trim().max(BIO_MAX).optional(),
        avatar: z.string().refine(isSafeMediaPath, '不是有效的图片路径').nullable().optional(),
      }),
      okMsg: '保存成功',
      handler: async (changes, ctx) => updateProfile(ctx.db, ctx.caller.userId, changes, ctx.nowS),
    });
}
