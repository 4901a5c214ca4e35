import { useChat } from '../../state/chat';
import styles from './Chat.module.css';

/** The unread chat count as a dot with a number; nothing when all is read. */
export function UnreadBadge({ className }: { className?: string }) {
  const { unread } = useChat();
  if (unread <= 0) return null;
  return (
    <span className={`${styles.unread} ${className ?? ''}`} data-testid="chat-unread" aria-label={`${unread}`}>
      {unread > 99 ? '99+' : unread}
    </span>
  );
}
