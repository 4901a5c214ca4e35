import { useState } from 'react';
import { DELETE_ENDPOINT } from '../../../../protocol/release';
import type { MyPost } from '../../../../protocol/release';
import { go } from '../../../nav/nav';
import { showConfirm, showToast } from '../../../state/overlay';
import { errorText } from '../../common/error-text';
import { useMyPostsMessages } from './messages';
import { editPath } from './my-post-rules';
import { request } from '../../../api/request';
import { moneyAction } from '../../../api/money';

/**
 * Edit, take down, restore, delete, appeal, put on top, mark sold and renew one post; the caller updates its row
 * from the result.
 */
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
    /** Price and duration come from the wallet's rates, shown before anything is paid. */
    bump: async (post: MyPost) => {
      let rates;
      try {
        rates = (await request('/api/proxy/info', {})).rates;
      } catch (err) {
        showToast(errorText(err, m.actionFailed));
        return;
      }
      const ok = await showConfirm({
        title: m.bumpTitle,
        message: m.bumpMessage(rates.bumpPriceGold, Math.round(rates.bumpSeconds / 3600)),
        confirmText: m.bumpConfirm(rates.bumpPriceGold),
        cancelText: m.cancel,
      });
      if (!ok) return;
      const action = moneyAction('/api/info/bumpPost', { id: post.id });
      await run(post, async () => ({ ...post, bumpedUntil: (await action.send()).bumpedUntil }), m.bumped);
    },
    markSold: async (post: MyPost) => {
      const ok = await showConfirm({
        title: m.markSoldTitle,
        message: m.markSoldMessage,
        confirmText: m.markSold,
        cancelText: m.cancel,
      });
      if (!ok) return;
      await run(
        post,
        async () => ({ ...post, ...(await request('/api/info/markSold', { id: post.id })), bumpedUntil: null }),
        m.markedSold,
      );
    },
    renew: (post: MyPost) =>
      run(post, async () => ({ ...post, ...(await request('/api/info/renewPost', { id: post.id })) }), m.renewed),
    appeal: (post: MyPost, text: string) =>
      run(
        post,
        async () => ({ ...post, appeal: (await request('/api/info/appealPost', { id: post.id, text })).status }),
        m.appealSent,
      ),
  };
}
