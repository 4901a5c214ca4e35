import { z } from 'zod';
import { REPORT_NOTE_MAX, REPORT_REASONS } from '../../protocol/public-pages';
import type { AreaInput } from '../../protocol/public-pages';
import { POST_KINDS } from '../../protocol/types';
import {
  certificationInfo,
  nearbyPosts,
  reportPerson,
  reportPost,
  resolveArea,
  savedArea,
  setArea,
  userPosts,
  userRatings,
} from '../domain/public-pages';
import { paging } from './money';
import type { ApiRegistry } from './registry';
import { int } from './validation';
import { USER_REPORT_MAX } from '../../protocol/public-pages-reports';
import { COMMON_REPLIES } from '../../protocol/common-texts';
import { PUBLIC_PAGES_REPLIES } from '../../protocol/public-pages-texts';

const area = {
  cityCode: int(1).optional(),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
};
const pointWhole = (a: AreaInput) => (a.lat === undefined) === (a.lng === undefined);

// Public pages: a person's posts and ratings, certifications, nearby posts and the caller's area, reports of a
// post or of a person (protocol/public-pages-reports.ts).

export function publicPagesRoutes(api: ApiRegistry): void {
  api
    .add('/api/user/getUserPosts', {
      schema: z.object({ id: int(1), exceptId: int(1).optional(), ...paging }),
      handler: async ({ id, ...p }, { db }) => userPosts(db, id, p),
    })
    .add('/api/user/getUserRatings', {
      schema: z.object({ id: int(1), ...paging }),
      handler: async ({ id, ...p }, { db }) => userRatings(db, id, p),
    })
    .add('/api/info/getCertification', {
      schema: z.object({ id: int(1) }),
      handler: async ({ id }, { db }) => certificationInfo(db, id),
    })
    .add('/api/user/setArea', {
      schema: z
        .object(area)
        .refine(pointWhole, 'area.point_incomplete')
        .refine((a) => a.cityCode !== undefined || a.lat !== undefined, 'area.required'),
      okMsg: PUBLIC_PAGES_REPLIES.areaSaved,
      handler: async (a, ctx) => setArea(ctx.db, ctx.caller.userId, a),
    })
    .add('/api/info/nearby', {
      schema: z
        .object({ ...area, kind: z.enum(POST_KINDS).optional(), ...paging })
        .refine(pointWhole, 'area.point_incomplete'),
      handler: async ({ kind, page, pageSize, ...input }, { db, caller }) => {
        const given = input.cityCode !== undefined || input.lat !== undefined;
        const where = given ? await resolveArea(db, input) : caller ? await savedArea(db, caller.userId) : null;
        if (!where) return { area: null, posts: { list: [], page: page ?? 1, pageSize: pageSize ?? 0, total: 0 } };
        return { area: where, posts: await nearbyPosts(db, where, { kind, page, pageSize }) };
      },
    })
    .add('/api/info/fakeInfo', {
      schema: z.object({
        id: int(1),
        reason: z.enum(REPORT_REASONS),
        note: z.string().trim().max(REPORT_NOTE_MAX).optional(),
      }),
      okMsg: PUBLIC_PAGES_REPLIES.postReported,
      handler: async ({ id, reason, note }, ctx) =>
        reportPost(ctx.db, ctx.caller.userId, { postId: id, reason, note: note ?? '' }, ctx.nowS),
    })
    .add('/api/user/reportUser', {
      schema: z.object({ id: int(1), reason: z.string().trim().min(1).max(USER_REPORT_MAX) }),
      okMsg: COMMON_REPLIES.reportSent,
      handler: async ({ id, reason }, ctx) => {
        await reportPerson(ctx.db, ctx.caller.userId, id, reason, ctx.nowS);
        return null;
      },
    });
}
