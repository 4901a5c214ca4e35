import type { ChatContact } from '../../../protocol/chat';
import { AppLink } from '../../nav/AppLink';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { SkeletonRows } from '../../ui/Skeleton';
import { errorText } from '../common/error-text';
import { EncryptedImage } from '../media/EncryptedImage';
import { chatTime } from './chat-time';
import { useChatMessages } from './messages';
import { useContacts } from './useContacts';
import styles from './Chat.module.css';
import { useLang } from '../../i18n';

export function PeerAvatar({ nickname, avatar }: { nickname: string; avatar: string | null }) {
  const initial = (Array.from(nickname.trim())[0] ?? '?').toUpperCase();
  return (
    <span className={styles.avatar} aria-hidden="true">
      {avatar ? <EncryptedImage src={avatar} alt="" className={styles.avatarImg} /> : initial}
    </span>
  );
}

function ContactRow({ c }: { c: ChatContact }) {
  const m = useChatMessages();
  const lang = useLang();
  const preview = c.last.kind === 'image' ? m.image : c.last.body;
  return (
    <li>
      <AppLink to={`/chat/${c.peer.id}`} className={styles.contact} data-testid={`chat-contact-${c.peer.id}`}>
        <PeerAvatar nickname={c.peer.nickname} avatar={c.peer.avatar} />
        <span className={styles.contactText}>
          <span className={styles.contactTop}>
            <b>{c.peer.nickname}</b>
            <time>{chatTime(c.last.createdAt, lang)}</time>
          </span>
          {c.post && (
            <span className={styles.contactPost} data-testid="contact-post">
              {m.aboutPost(c.post.title)}
            </span>
          )}
          <span className={styles.contactBottom}>
            <span className={styles.preview}>{preview}</span>
            {c.unread > 0 && (
              <span className={styles.unread} aria-label={m.unreadLabel(c.unread)} data-testid="contact-unread">
                {c.unread > 99 ? '99+' : c.unread}
              </span>
            )}
          </span>
        </span>
      </AppLink>
    </li>
  );
}

/** /chat: my conversations, newest first, live. */
export function ContactList() {
  const m = useChatMessages();
  const { result, reload, loadMore } = useContacts();
  if (result.status === 'loading') return <SkeletonRows count={5} height={64} testId="chat-loading" />;
  if (result.status === 'error') {
    return (
      <EmptyState
        kind="error"
        title={m.loadFailed}
        text={errorText(result.error)}
        action={<Button onClick={reload}>{m.retry}</Button>}
      />
    );
  }
  if (result.list.length === 0) {
    return <EmptyState kind="empty" title={m.emptyList} text={m.emptyListHint} testId="chat-empty" />;
  }
  return (
    <ul className={styles.contacts} data-testid="chat-contacts">
      {result.list.map((c) => (
        <ContactRow key={c.peer.id} c={c} />
      ))}
      {result.more && (
        <li className={styles.olderRow}>
          <Button size="sm" variant="ghost" onClick={loadMore} testId="chat-contacts-more">
            {m.moreContacts}
          </Button>
        </li>
      )}
    </ul>
  );
}
