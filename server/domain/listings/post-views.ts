import type { Db } from '../../db/database';

// A post's `views` counts visitors, not calls: one per viewer per UTC day. The insert into post_views is
// the check and the count in one statement (its primary key refuses the second), so a burst of parallel
// reads by one viewer counts once on SQLite and PostgreSQL alike, across processes.

const DAY_S = 86_400;

export const dayOf = (nowS: number) => Math.floor(nowS / DAY_S);

/**
 * Who counts as one viewer: the user when logged in, else the address. Not the device id of the common
 * fields: the client picks that freely, so it would let one script count as any number of visitors.
 */
export function viewerKey(caller: { userId: number } | null, address: string): string {
  return caller ? `u${caller.userId}` : `a${address}`;
}

/** @returns whether this was the viewer's first view of the post today (and was counted). */
export async function countView(db: Db, postId: number, viewer: string, nowS: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const seen = await trx
      .insertInto('post_views')
      .values({ post_id: postId, viewer, day: dayOf(nowS) })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(seen.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await trx
      .updateTable('posts')
      .set((eb) => ({ views: eb('views', '+', 1) }))
      .where('id', '=', postId)
      .execute();
    return true;
  });
}

/** Forgets the viewers (and ad clickers) of past days: only today's decide whether a view or click counts. */
export async function sweepPastViews(db: Db, nowS: number): Promise<number> {
  const views = await db.deleteFrom('post_views').where('day', '<', dayOf(nowS)).executeTakeFirst();
  const clicks = await db.deleteFrom('ad_clicks').where('day', '<', dayOf(nowS)).executeTakeFirst();
  return Number(views.numDeletedRows) + Number(clicks.numDeletedRows);
}
