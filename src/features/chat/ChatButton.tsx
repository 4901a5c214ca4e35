import { buttonClass } from '../../ui/Button';
import { AppLink } from '../../nav/AppLink';
import { useUser } from '../../state/user';
import { ChatIcon } from '../common/icons';
import { useChatButtonMessages } from './button-messages';

/** 私信 on a post: for a logged-in member looking at someone else's post, it opens /chat/{author}. */
export function ChatButton({ authorId }: { authorId: number }) {
  const m = useChatButtonMessages();
  const { isLogin, u } = useUser();
  if (!isLogin || u?.id === authorId) return null;
  return (
    <AppLink
      to={`/chat/${authorId}`}
      className={buttonClass({ variant: 'accent', size: 'sm' })}
      data-testid="chat-button"
    >
      <ChatIcon /> {m.chatButton}
    </AppLink>
  );
}
