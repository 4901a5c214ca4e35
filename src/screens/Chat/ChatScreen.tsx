import { STATUS } from '../../../protocol/status';
import { ChatThread } from '../../features/chat/ChatThread';
import { useChatMessages } from '../../features/chat/messages';
import { useConversation } from '../../features/chat/useConversation';
import { errorStatus, errorText, refusalCode } from '../../features/common/error-text';
import { useRouteParams, useScreenQuery } from '../../nav/screen-entry';
import { postOfQuery } from '../../features/chat/chat-paths';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { SkeletonRows } from '../../ui/Skeleton';

/** /chat/{id}: the conversation with user {id}. */
export function ChatScreen() {
  const m = useChatMessages();
  const id = Number(useRouteParams<'id'>().id ?? 0);
  const c = useConversation(id, postOfQuery(useScreenQuery()));
  const { result } = c;
  if (result.status === 'loading') return <SkeletonRows count={6} height={48} testId="chat-loading" />;
  if (result.status === 'error') {
    const missing = errorStatus(result.error) === STATUS.NOT_FOUND;
    const self = refusalCode(result.error) === 'chat.self';
    return (
      <EmptyState
        kind={missing || self ? 'empty' : 'error'}
        testId="chat-error"
        title={missing ? m.notFound : self ? m.self : m.loadFailed}
        text={missing || self ? undefined : errorText(result.error)}
        action={missing || self ? undefined : <Button onClick={c.reload}>{m.retry}</Button>}
      />
    );
  }
  return <ChatThread key={id} history={result.history} c={c} />;
}
