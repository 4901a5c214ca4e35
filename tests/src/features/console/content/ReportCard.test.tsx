import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ReportRow } from '../../../../../protocol/console-content';
import { ReportCard } from '../../../../../src/features/console/content/ReportCard';

const who = (id: number, username: string) => ({ id, username, nickname: username, bannedAt: null });

function row(over: Partial<ReportRow>): ReportRow {
  return {
    kind: 'chat',
    id: 7,
    reason: 'sent me abuse',
    note: '',
    reporter: who(1, 'reporter'),
    subject: who(2, 'sender'),
    post: null,
    messages: [],
    fromProfile: false,
    status: 'open',
    resolution: null,
    handledBy: null,
    handledAt: null,
    createdAt: 0,
    ...over,
  };
}

const render = (r: ReportRow) => renderToStaticMarkup(<ReportCard row={r} onDone={() => undefined} />);

describe('a report card in the console', () => {
  it('shows a reported chat picture as the picture, decrypted like every console image', () => {
    const picture = `img/ab/${'a'.repeat(64)}.bin`;
    const html = render(
      row({
        messages: [
          { senderId: 2, kind: 'image', body: picture, createdAt: 0 },
          { senderId: 2, kind: 'text', body: 'look at this', createdAt: 0 },
        ],
      }),
    );
    expect(html).toContain('data-testid="enc-img"');
    expect(html).not.toContain('🖼');
    expect(html).toContain('look at this');
  });

  it("reads a post report's reason in words, and a person's own words as written", () => {
    const post = render(
      row({ kind: 'post', reason: 'fake', post: { id: 3, kind: 'store', title: 'A shop', status: 2 } }),
    );
    expect(post).toMatch(/data-testid="report-reason-words"[^>]*>虚假信息</);
    expect(post).not.toMatch(/>fake</);
    expect(render(row({}))).toMatch(/data-testid="report-reason-words"[^>]*>sent me abuse</);
  });
});
