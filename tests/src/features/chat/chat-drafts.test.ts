import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chatDraft, forgetChatDrafts, keepChatDraft } from '../../../../src/features/chat/chat-drafts';
import { memoryStorage } from '../../support/memory-storage';

describe('chat drafts', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()));

  it('keeps unsent text per account and conversation, and forgets it all on logout', () => {
    keepChatDraft(7, 21, 'see you at five');
    keepChatDraft(7, 22, 'the blue one');
    expect([chatDraft(7, 21), chatDraft(7, 22)]).toEqual(['see you at five', 'the blue one']);
    // Whoever logs in next in the tab sees none of it, even in a conversation with the same person.
    expect(chatDraft(8, 21)).toBe('');
    keepChatDraft(7, 21, '');
    expect(chatDraft(7, 21)).toBe('');
    forgetChatDrafts();
    expect(chatDraft(7, 22)).toBe('');
  });

  it('reads a damaged store as empty', () => {
    sessionStorage.setItem('chatDrafts', '{not json');
    expect(chatDraft(7, 21)).toBe('');
    keepChatDraft(7, 21, 'again');
    expect(chatDraft(7, 21)).toBe('again');
  });
});
