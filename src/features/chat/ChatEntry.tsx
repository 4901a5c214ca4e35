import { AppLink } from '../../nav/AppLink';
import { ChatIcon, ChevronRightIcon } from '../common/icons';
import { useChatMessages } from './messages';
import { UnreadBadge } from './UnreadBadge';
import styles from './Chat.module.css';

/** The user centre's way into /chat, with the unread count. */
export function ChatEntry() {
  const m = useChatMessages();
  return (
    <AppLink to="/chat" className={styles.entry} data-testid="chat-entry">
      <ChatIcon />
      <span className={styles.entryLabel}>{m.messagesEntry}</span>
      <UnreadBadge />
      <ChevronRightIcon />
    </AppLink>
  );
}
