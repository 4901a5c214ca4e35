import { VIDEO_REFUSAL_TEXT } from '../../../protocol/video';
import type { VideoRefusal } from '../../../protocol/video';
import type { MyPost } from '../../../protocol/release';
import type { Page } from '../../../protocol/types';
import { laddersOf } from '../media';
import { POST_STATUS } from '../../../protocol/status';
import type { Db } from '../../db/database';
import { changePostStatus } from './post-status';

// What a finished ladder does to the posts waiting for it (status 6): they play the ladder and go to review
// like any new post; a refused video sends them to 3 with the reason, which the owner reads in My posts and
// answers by editing the post with another video.

const SYSTEM = { actor: 'operator' as const, userId: null };

export type LadderOutcome = { ok: true; master: string } | { ok: false; reason: VideoRefusal };

/** The note a refused video leaves on its posts: how a retry tells them from posts a moderator refused. */
const refusalNote = (reason: VideoRefusal) => `${VIDEO_REFUSAL_TEXT[reason].zh} / ${VIDEO_REFUSAL_TEXT[reason].en}`;

export async function settleVideoPosts(db: Db, videoId: string, outcome: LadderOutcome, nowS: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const waiting = await trx
      .selectFrom('posts')
      .select('id')
      .where('video_id', '=', videoId)
      .where('status', '=', POST_STATUS.PROCESSING)
      .execute();
    if (outcome.ok) {
      // Every post of this video plays the ladder from now on, whatever its status.
      await trx
        .updateTable('post_videos')
        .set({ url: outcome.master })
        .where('post_id', 'in', trx.selectFrom('posts').select('id').where('video_id', '=', videoId))
        .execute();
    }
    const text = outcome.ok ? null : VIDEO_REFUSAL_TEXT[outcome.reason];
    for (const { id } of waiting) {
      await changePostStatus(trx, {
        postId: id,
        from: POST_STATUS.PROCESSING,
        to: outcome.ok ? POST_STATUS.PENDING : POST_STATUS.FAILED,
        actor: SYSTEM,
        reason: text === null ? '视频处理完成' : `视频无法处理：${text.zh}`,
        nowS,
        ...(outcome.ok ? {} : { set: { review_note: refusalNote(outcome.reason) } }),
      });
    }
  });
}

/** My posts: each post's video ladder as far as it got (null: no video, or one that plays as uploaded). */
export async function withVideoProgress(
  db: Db,
  page: Page<Omit<MyPost, 'videoProgress'>>,
  videoOf: Map<number, string>,
): Promise<Page<MyPost>> {
  const ladders = await laddersOf(db, [...new Set(videoOf.values())]);
  return {
    ...page,
    list: page.list.map((p) => {
      const id = videoOf.get(p.id);
      return { ...p, videoProgress: (id === undefined ? undefined : ladders.get(id)?.progress) ?? null };
    }),
  };
}

/**
 * A video whose ladder failed is being made again (an operator retried its job): the posts it sent to 3
 * wait in 6 once more, without the refusal's note; a post refused by a moderator or edited since stays.
 * Call inside the transaction that marks the ladder processing.
 */
export async function reopenVideoPosts(trx: Db, videoId: string, reason: VideoRefusal, nowS: number): Promise<void> {
  const refused = await trx
    .selectFrom('posts')
    .select('id')
    .where('video_id', '=', videoId)
    .where('status', '=', POST_STATUS.FAILED)
    .where('review_note', '=', refusalNote(reason))
    .execute();
  for (const { id } of refused) {
    await changePostStatus(trx, {
      postId: id,
      from: POST_STATUS.FAILED,
      to: POST_STATUS.PROCESSING,
      actor: SYSTEM,
      reason: '视频重新处理',
      nowS,
      set: { review_note: '' },
    });
  }
}
