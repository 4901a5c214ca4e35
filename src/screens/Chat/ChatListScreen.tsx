import { ContactList } from '../../features/chat/ContactList';

/** /chat: my conversations. */
export function ChatListScreen() {
  return <ContactList />;
}
