import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ChatHistory } from '../../../protocol/chat';
import { useChat } from '../../state/chat';
import { showConfirm, showToast } from '../../state/overlay';
import { useUser } from '../../state/user';
import { Button, buttonClass } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { errorTips } from '../common/error-text';
import { PeerAvatar } from './ContactList';
import { ChatPostCard } from './ChatPostCard';
import { Composer } from './Composer';
import { MessageBubble } from './MessageBubble';
import { ReportForm } from './ReportForm';
import { useChatMessages } from './messages';
import type { useConversation } from './useConversation';
import styles from './Chat.module.css';
import { AppLink } from '../../nav/AppLink';
import { personPath } from '../common/person-paths';

type Conversation = ReturnType<typeof useConversation>;

/** How near the end still counts as reading the newest messages. */
const BOTTOM_SLACK_PX = 64;

/** A loaded conversation: header with block and report, messages (older on demand), the composer. */
export function ChatThread({ history, c }: { history: ChatHistory; c: Conversation }) {
  const m = useChatMessages();
  const { u } = useUser();
  const { link } = useChat();
  const [reporting, setReporting] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const newest = history.items.at(-1)?.id ?? 0;
  const peer = history.peer;

  // Follow new messages to the bottom; paging older ones keeps the place.
  useLayoutEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newest]);

  // A picture has no height until it is decrypted: when a message grows while the reader is at the bottom,
  // the list stays there, or the newest picture would be cut off by the height it just gained. Sizes, not
  // `load` events: a picture can gain its height after its load (decoding, layout), and so can a bubble.
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    let atBottom = true;
    const onScroll = () => {
      atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < BOTTOM_SLACK_PX;
    };
    onScroll();
    const grown = new ResizeObserver(() => {
      if (atBottom) el.scrollTop = el.scrollHeight;
    });
    for (const item of el.children) grown.observe(item);
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      grown.disconnect();
      el.removeEventListener('scroll', onScroll);
    };
  }, [newest]);

  const [olderBusy, setOlderBusy] = useState(false);
  const older = async () => {
    setOlderBusy(true);
    await c.loadOlder().catch(errorTips);
    setOlderBusy(false);
  };

  const toggleBlock = async () => {
    if (!history.blockedByMe) {
      const ok = await showConfirm({ title: m.blockTitle, message: m.blockMessage, confirmText: m.block });
      if (!ok) return;
    }
    await c
      .setBlocked(!history.blockedByMe)
      .then(() => showToast(history.blockedByMe ? m.unblocked : m.blocked))
      .catch(errorTips);
  };

  return (
    <section className={styles.thread} data-testid="chat-thread" data-peer={peer.id}>
      <header className={styles.threadHead}>
        <AppLink to={personPath(peer.id)} className={styles.peerLink} data-testid="chat-peer-link">
          <PeerAvatar nickname={peer.nickname} avatar={peer.avatar} />
          <b className={styles.peerName} data-testid="chat-peer">
            {peer.nickname}
          </b>
        </AppLink>
        <Button size="sm" variant="ghost" onClick={() => setReporting((r) => !r)} testId="chat-report">
          {m.report}
        </Button>
        <Button
          size="sm"
          variant={history.blockedByMe ? 'secondary' : 'danger'}
          onClick={toggleBlock}
          testId="chat-block"
        >
          {history.blockedByMe ? m.unblock : m.block}
        </Button>
      </header>
      {history.post && <ChatPostCard post={history.post} />}
      {reporting && <ReportForm onSend={c.report} onDone={() => setReporting(false)} />}
      {link === 'polling' && (
        <Notice tone="info" testId="chat-polling">
          {m.polling}
        </Notice>
      )}
      <ol className={styles.messages} ref={list} data-testid="chat-messages" aria-live="polite">
        {history.before !== null && (
          <li className={styles.olderRow}>
            <Button size="sm" variant="ghost" loading={olderBusy} onClick={older} testId="chat-older">
              {m.older}
            </Button>
          </li>
        )}
        {history.items.length === 0 && history.before === null && (
          <li className={styles.startHint} data-testid="chat-start-hint">
            {m.startHint(peer.nickname)}
          </li>
        )}
        {history.items.map((msg) => (
          <MessageBubble key={msg.id} m={msg} mine={msg.from !== peer.id && (u === null || msg.from === u.id)} />
        ))}
      </ol>
      {history.write === 'ok' ? (
        <Composer
          key={`${String(u?.id ?? 0)}:${String(peer.id)}`}
          ownerId={u?.id ?? 0}
          peerId={peer.id}
          onText={(t) => c.send('text', t)}
          onPicture={(f) => c.sendPicture(f)}
        />
      ) : (
        <Notice tone={history.write === 'blocked' ? 'warning' : 'info'} testId={`chat-write-${history.write}`}>
          {history.write === 'blocked' ? m.blockedNote : m.vipNote}
          {history.write === 'vip' && (
            <AppLink
              to="/group"
              className={`${buttonClass({ variant: 'primary', size: 'sm' })} ${styles.getVip}`}
              data-testid="chat-get-vip"
            >
              {m.getVip}
            </AppLink>
          )}
        </Notice>
      )}
    </section>
  );
}
