import type { ChatMessage } from '../../../protocol/chat';
import { offPlatformSigns } from '../../../protocol/chat-safety';
import { EncryptedImage } from '../media/EncryptedImage';
import { chatTime } from './chat-time';
import { useChatMessages } from './messages';
import styles from './Chat.module.css';
import { useLang } from '../../i18n';

export function MessageBubble({ m, mine }: { m: ChatMessage; mine: boolean }) {
  const lang = useLang();
  const t = useChatMessages();
  // Both people see the note: it is worked out from the text on each screen, by the shared rule.
  const signs = m.kind === 'text' ? offPlatformSigns(m.body) : [];
  return (
    <li className={mine ? styles.mine : styles.theirs} data-testid="chat-message" data-id={m.id} data-state={m.state}>
      <div className={styles.bubble}>
        {m.kind === 'image' ? (
          <EncryptedImage src={m.body} alt={t.image} className={styles.picture} width={240} />
        ) : (
          <span className={styles.text}>{m.body}</span>
        )}
      </div>
      {signs.length > 0 && (
        <p className={styles.safetyNote} role="note" data-testid="chat-safety" data-signs={signs.join(' ')}>
          {t.safetyNote(signs)}
        </p>
      )}
      <small className={styles.meta}>
        <time>{chatTime(m.createdAt, lang)}</time>
        {mine && <span data-testid="chat-state"> · {t[m.state]}</span>}
      </small>
    </li>
  );
}
