import { useState } from 'react';
import { DELETE_ENDPOINT } from '../../../../protocol/release';
import type { MyPost } from '../../../../protocol/release';
import { go } from '../../../nav/nav';
import { showConfirm, showToast } from '../../../state/overlay';
import { errorText } from '../../common/error-text';
import { useMyPostsMessages } from './messages';
import { editPath } from './my-post-rules';
import { request } from '../../../api/request';

/** Edit, take down, restore, delete and appeal one post; the caller updates its row from the result. */
export function usePostActions(onChanged: (id: number, next: MyPost | null) => void) {
  const m = useMyPostsMessages();
  const [busyId, setBusyId] = useState<number | null>(null);

  const run = async (post: MyPost, work: () => Promise<MyPost | null>, done: string) => {
    setBusyId(post.id);
    try {
      onChanged(post.id, await work());
      showToast(done);
    } catch (err) {
      showToast(errorText(err, m.actionFailed));
    } finally {
      setBusyId(null);
    }
  };

  return {
    busyId,
    edit: (post: MyPost) => go(editPath(post.kind, post.id)),
    takeDown: async (post: MyPost) => {
      const ok = await showConfirm({
        title: m.takeDownTitle,
        message: m.takeDownMessage,
        confirmText: m.takeDownConfirm,
        cancelText: m.cancel,
      });
      if (!ok) return;
      await run(
        post,
        async () => ({ ...post, ...(await request('/api/info/changeStatus', { id: post.id, action: 'takeDown' })) }),
        m.takenDownToast,
      );
    },
    restore: (post: MyPost) =>
      run(
        post,
        async () => ({ ...post, ...(await request('/api/info/changeStatus', { id: post.id, action: 'restore' })) }),
        m.restored,
      ),
    remove: async (post: MyPost) => {
      const ok = await showConfirm({
        title: m.deleteTitle,
        message: m.deleteMessage,
        confirmText: m.deleteConfirm,
        cancelText: m.cancel,
      });
      if (!ok) return;
      await run(post, async () => (await request(DELETE_ENDPOINT[post.kind], { id: post.id }), null), m.deleted);
    },
    appeal: (post: MyPost, text: string) =>
      run(
        post,
        async () => ({ ...post, appeal: (await request('/api/info/appealPost', { id: post.id, text })).status }),
        m.appealSent,
      ),
  };
}
