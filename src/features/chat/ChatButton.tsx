import { buttonClass } from '../../ui/Button';
import { AppLink } from '../../nav/AppLink';
import { useUser } from '../../state/user';
import { ChatIcon } from '../common/icons';
import { useChatButtonMessages } from './button-messages';
import { chatPath } from './chat-paths';

/**
 * 私信 on a post: for a logged-in member looking at someone else's post, it opens /chat/{author}?post={post},
 * the conversation about that post.
 */
export function ChatButton({ authorId, postId }: { authorId: number; postId: number }) {
  const m = useChatButtonMessages();
  const { isLogin, u } = useUser();
  if (!isLogin || u?.id === authorId) return null;
  return (
    <AppLink
      to={chatPath(authorId, postId)}
      className={buttonClass({ variant: 'accent', size: 'sm' })}
      data-testid="chat-button"
    >
      <ChatIcon /> {m.chatButton}
    </AppLink>
  );
}
