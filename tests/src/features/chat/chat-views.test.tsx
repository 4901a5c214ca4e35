import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../../protocol/chat';
import { ChatPostCard } from '../../../../src/features/chat/ChatPostCard';
import { postOfQuery } from '../../../../src/features/chat/chat-paths';
import { MessageBubble } from '../../../../src/features/chat/MessageBubble';
import { setLang } from '../../../../src/state/locale';

const message = (body: string, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 1,
  from: 2,
  to: 3,
  kind: 'text',
  body,
  state: 'sent',
  createdAt: 1_764_000_000,
  ...over,
});

describe('chat views', () => {
  beforeAll(() => setLang('en'));

  it('puts a safety note under a message with a number, an id or a request to pay first, on either side', () => {
    for (const mine of [true, false]) {
      const phone = renderToStaticMarkup(<MessageBubble m={message('call me 138 0013 8000')} mine={mine} />);
      expect(phone).toContain('data-testid="chat-safety"');
      expect(phone).toContain('contact details off the platform');
      const pay = renderToStaticMarkup(<MessageBubble m={message('请先付定金，加微信 goldpost88')} mine={mine} />);
      expect(pay).toContain('never pay a deposit');
      expect(pay).toContain('data-signs="handle transfer"');
    }
    expect(renderToStaticMarkup(<MessageBubble m={message('Is Saturday free?')} mine />)).not.toContain('chat-safety');
    const picture = message('img/aa/138001380000.bin', { kind: 'image' });
    expect(renderToStaticMarkup(<MessageBubble m={picture} mine />)).not.toContain('chat-safety');
    setLang('zh');
    try {
      const zh = renderToStaticMarkup(<MessageBubble m={message('可以转账吗')} mine={false} />);
      expect(zh).toContain('请勿先付定金');
    } finally {
      setLang('en');
    }
  });

  it('shows the post a conversation is about: title, price and a link to it', () => {
    const html = renderToStaticMarkup(
      <ChatPostCard
        post={{ id: 9, kind: 'store', title: 'Harbour Bike Repair', cover: null, priceMin: 30, priceMax: 90 }}
      />,
    );
    expect(html).toContain('Harbour Bike Repair');
    expect(html).toContain('¥30–90');
    expect(html).toMatch(/href="[^"]*9[^"]*"/);
    expect(postOfQuery('?post=9')).toBe(9);
    for (const bad of ['', '?post=x', '?post=-1', '?post=0', '?post=1e3']) expect(postOfQuery(bad)).toBeUndefined();
  });
});
