import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatHistory, ChatKind, ChatMessage } from '../../../protocol/chat';
import { onPushEvent, refreshUnread } from '../../api/chat-push';
import { setUnread } from '../../state/chat';
import { uploadImage } from '../upload/images/upload-image';
import { advanceState, mergeMessages } from './conversation-merge';
import { request } from '../../api/request';

export type ConversationResult =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; history: ChatHistory };

/** One conversation: history paged backwards, live messages and ticks, sending, block and report. */
export function useConversation(peerId: number, postId?: number) {
  const [result, setResult] = useState<ConversationResult>({ status: 'loading' });
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  const ready = result.status === 'ready' ? result.history : null;
  const readyRef = useRef(ready);
  useEffect(() => {
    readyRef.current = ready;
  }, [ready]);

  const update = useCallback((f: (h: ChatHistory) => ChatHistory) => {
    setResult((r) => (r.status === 'ready' ? { status: 'ready', history: f(r.history) } : r));
  }, []);

  useEffect(() => {
    const ctrl = new AbortController();
    const quiet = readyRef.current !== null;
    const about = postId === undefined ? {} : { post: postId };
    request('/api/message/getChatList', { id: peerId, ...about }, { signal: ctrl.signal, background: quiet })
      .then((history) => {
        setResult((r) =>
          r.status === 'ready' && r.history.peer.id === peerId
            ? { status: 'ready', history: { ...history, items: mergeMessages(r.history.items, history.items) } }
            : { status: 'ready', history },
        );
        refreshUnread();
      })
      .catch((error: unknown) => {
        if (!ctrl.signal.aborted && !quiet) setResult({ status: 'error', error });
      });
    return () => ctrl.abort();
  }, [peerId, postId, tick]);

  useEffect(
    () =>
      onPushEvent((e) => {
        if (e.type === 'hello') {
          // Back after a drop: messages were replayed, ticks were not; re-read the newest page.
          if (readyRef.current) reload();
          return;
        }
        if (e.type === 'state') {
          update((h) => ({ ...h, items: advanceState(h.items, e.peer, e.upTo, e.state) }));
          return;
        }
        if (e.type !== 'message') return;
        const msg = e.message;
        if (msg.from !== peerId && msg.to !== peerId) return;
        update((h) => ({ ...h, items: mergeMessages(h.items, [msg]) }));
        if (msg.from === peerId && document.visibilityState === 'visible') {
          request('/api/message/markRead', { id: peerId, upTo: msg.id }, { background: true })
            .then((r) => setUnread(r.chat))
            .catch(() => undefined);
        }
      }),
    [peerId, update, reload],
  );

  // Messages that came while the tab was hidden are read once it shows again.
  useEffect(() => {
    const onVisible = () => {
      const unread = readyRef.current?.items.filter((m) => m.from === peerId && m.state !== 'read').at(-1);
      if (document.visibilityState !== 'visible' || !unread) return;
      request('/api/message/markRead', { id: peerId, upTo: unread.id }, { background: true })
        .then((r) => setUnread(r.chat))
        .catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [peerId]);

  const loadOlder = useCallback(async () => {
    const before = readyRef.current?.before;
    if (!before) return;
    const older = await request('/api/message/getChatList', { id: peerId, before });
    update((h) => ({ ...h, before: older.before, items: mergeMessages(older.items, h.items) }));
  }, [peerId, update]);

  const send = useCallback(
    async (kind: ChatKind, body: string): Promise<ChatMessage> => {
      // Written from a post's page, a message puts the conversation onto that post (while it is still shown).
      const about = postId !== undefined && readyRef.current?.post?.id === postId ? { post: postId } : {};
      const m = await request('/api/message/chating', { id: peerId, kind, body, ...about });
      update((h) => ({ ...h, items: mergeMessages(h.items, [m]) }));
      return m;
    },
    [peerId, postId, update],
  );

  const sendPicture = useCallback(
    async (file: Blob, signal?: AbortSignal) => send('image', await uploadImage(file, { signal })),
    [send],
  );

  const setBlocked = useCallback(
    async (blocked: boolean) => {
      await request('/api/message/blockUser', { id: peerId, blocked });
      reload();
    },
    [peerId, reload],
  );

  const report = useCallback((reason: string) => request('/api/message/reportChat', { id: peerId, reason }), [peerId]);

  return { result, reload, loadOlder, send, sendPicture, setBlocked, report };
}
