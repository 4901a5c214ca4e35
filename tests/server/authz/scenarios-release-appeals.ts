import { POST_STATUS } from '../../../protocol/status';
import type { MutatingPath } from './expectations';
import type { Cell, Scenario } from './scenario';
import { insertPost, rowOf } from './world';

// Appeals of a banned post: the owner's appeal, and a moderator's decision on it. A refused call leaves the
// post, its appeals and the owner's notices as they were.

function appealState(c: Cell, postId: number) {
  const { db } = c.s.t;
  return async () => ({
    post: await rowOf(db, 'posts', postId),
    appeals: await db.selectFrom('post_appeals').selectAll().where('post_id', '=', postId).execute(),
    notices: await db.selectFrom('user_notices').selectAll().where('user_id', '=', c.owner.id).execute(),
  });
}

export const APPEAL_SCENARIOS = {
  '/api/info/appealPost': async (c) => {
    const id = await insertPost(c.s.t.db, c.owner.id, { status: POST_STATUS.BANNED });
    return { payload: { id, text: 'The photos are my own shop, taken last week.' }, state: appealState(c, id) };
  },
  '/api/admin/appealDecide': async (c) => {
    const { db } = c.s.t;
    const postId = await insertPost(db, c.owner.id, { status: POST_STATUS.BANNED });
    const appeal = await db
      .insertInto('post_appeals')
      .values({ post_id: postId, user_id: c.owner.id, text: 'The photos are my own shop.', created_at: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      payload: { id: appeal.id, decision: 'restore', reason: 'The owner sent proof of the shop' },
      state: appealState(c, postId),
    };
  },
} satisfies Partial<Record<MutatingPath, Scenario>>;
