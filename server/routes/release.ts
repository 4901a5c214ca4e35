import { z } from 'zod';
import { PAGE_SIZE_MAX } from '../../protocol/constants';
import { draftSchema, editSchema } from '../../protocol/release-schema';
import { refusalText } from '../../protocol/refusals';
import { POST_STATUS } from '../../protocol/status';
import { APPEAL_TEXT_MAX, APPEAL_TEXT_MIN } from '../../protocol/release';
import {
  appealPost,
  certificateRefusal,
  changeOwnStatus,
  createPost,
  deletePost,
  editPost,
  getTags,
  KINDS,
  loadForEdit,
  markSold,
  myPosts,
  renewPost,
} from '../domain/release';
import type { PostLifeConfig } from '../domain/release';
import type { ApiRegistry } from './registry';
import { codeFilter, int } from './validation';
import { RELEASE_REPLIES } from '../../protocol/release-texts';

/** Counted in characters as a person sees them (a Chinese character is one). */
const appealText = z
  .string()
  .trim()
  .superRefine((t, ctx) => {
    const n = [...t].length;
    if (n < APPEAL_TEXT_MIN || n > APPEAL_TEXT_MAX)
      ctx.addIssue({
        code: 'custom',
        message: 'release.appeal_text_length',
        params: { min: APPEAL_TEXT_MIN, max: APPEAL_TEXT_MAX },
      });
  });

// The posting calls under /api/info. Draft payloads follow protocol/release-schema.ts, the same rules the
// release form checks before sending.

const MAX_PAGE = 10_000;

const digits = (v: unknown) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v);
const byId = z.object({ id: int(1) });

export function releaseRoutes(api: ApiRegistry, deps: { life: PostLifeConfig }): void {
  api
    .add('/api/info/postBeauty', {
      schema: draftSchema(KINDS.beauty),
      okMsg: RELEASE_REPLIES.posted,
      handler: (d, c) => createPost(c.db, c.caller.userId, d, c.nowS),
    })
    .add('/api/info/postInfo', {
      schema: draftSchema(KINDS.info),
      okMsg: RELEASE_REPLIES.posted,
      handler: (d, c) => createPost(c.db, c.caller.userId, d, c.nowS),
    })
    .add('/api/info/postBroker', {
      schema: draftSchema(KINDS.broker),
      okMsg: RELEASE_REPLIES.posted,
      handler: (d, c) => createPost(c.db, c.caller.userId, d, c.nowS),
    })
    .add('/api/info/editBeauty', {
      schema: editSchema(KINDS.beauty),
      okMsg: RELEASE_REPLIES.edited,
      handler: (d, c) => editPost(c.db, c.caller.userId, d, KINDS.beauty, c.nowS),
    })
    .add('/api/info/editInfo', {
      schema: editSchema(KINDS.editInfo),
      okMsg: RELEASE_REPLIES.edited,
      handler: (d, c) => editPost(c.db, c.caller.userId, d, KINDS.editInfo, c.nowS),
    })
    .add('/api/info/getEditBeauty', {
      schema: byId,
      handler: ({ id }, c) => loadForEdit(c.db, c.caller.userId, id, KINDS.beauty),
    })
    .add('/api/info/getEditInfo', {
      schema: byId,
      handler: ({ id }, c) => loadForEdit(c.db, c.caller.userId, id, KINDS.info),
    })
    .add('/api/info/getEditBroker', {
      schema: byId,
      handler: ({ id }, c) => loadForEdit(c.db, c.caller.userId, id, KINDS.broker),
    })
    .add('/api/info/checkCertificateByType', {
      schema: z.object({ type: z.preprocess(digits, z.literal([1, 2], { error: 'release.check_type_invalid' })) }),
      handler: async ({ type }, c) => {
        const refusal = await certificateRefusal(c.db, c.caller.userId, type);
        return { allowed: refusal === null, reason: refusal === null ? '' : refusalText(refusal, c.language) };
      },
    })
    .add('/api/info/deleteInfo', {
      schema: byId,
      okMsg: RELEASE_REPLIES.deleted,
      handler: ({ id }, c) => deletePost(c.db, c.caller.userId, id, KINDS.deleteInfo, c.nowS),
    })
    .add('/api/info/deleteBroker', {
      schema: byId,
      okMsg: RELEASE_REPLIES.deleted,
      handler: ({ id }, c) => deletePost(c.db, c.caller.userId, id, KINDS.broker, c.nowS),
    })
    .add('/api/info/getTags', {
      schema: z.object({ typeCode: codeFilter() }),
      handler: ({ typeCode }, c) => getTags(c.db, typeCode),
    })
    .add('/api/info/myPost', {
      schema: z.object({
        page: int(1, MAX_PAGE).optional(),
        pageSize: int(1, PAGE_SIZE_MAX).optional(),
        status: z
          .preprocess(digits, z.literal(Object.values(POST_STATUS), { error: 'release.status_invalid' }))
          .optional(),
      }),
      handler: (q, c) => myPosts(c.db, c.caller.userId, q),
    })
    .add('/api/info/changeStatus', {
      schema: z.object({ id: int(1), action: z.enum(['takeDown', 'restore'], { error: 'release.action_invalid' }) }),
      okMsg: RELEASE_REPLIES.statusChanged,
      handler: ({ id, action }, c) => changeOwnStatus(c.db, c.caller.userId, id, action, c.nowS),
    })
    .add('/api/info/appealPost', {
      schema: z.object({ id: int(1), text: appealText }),
      okMsg: RELEASE_REPLIES.appealed,
      handler: ({ id, text }, c) => appealPost(c.db, c.caller.userId, id, text, c.nowS),
    })
    .add('/api/info/markSold', {
      schema: byId,
      okMsg: RELEASE_REPLIES.markedSold,
      handler: ({ id }, c) => markSold(c.db, c.caller.userId, id, c.nowS),
    })
    .add('/api/info/renewPost', {
      schema: byId,
      okMsg: RELEASE_REPLIES.renewed,
      handler: ({ id }, c) => renewPost(c.db, deps.life, c.caller.userId, id, c.nowS),
    });
}
