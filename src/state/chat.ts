import { proxy, useSnapshot } from 'valtio';

/** push: the server-push stream is open; polling: it could not open, `feeding` polls instead. */
export type ChatLink = 'off' | 'connecting' | 'push' | 'polling';

export interface ChatState {
  /** Chat messages to me not read yet. */
  unread: number;
  link: ChatLink;
}

export const chat = proxy<ChatState>({ unread: 0, link: 'off' });

export function setUnread(n: number): void {
  chat.unread = Math.max(0, n);
}

export function setChatLink(link: ChatLink): void {
  chat.link = link;
}

export function useChat() {
  return useSnapshot(chat);
}
