import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SystemNotice } from '../../../../../protocol/people';
import { NoticeList } from '../../../../../src/features/people/notices/NoticeList';
import { FeedbackForm } from '../../../../../src/features/people/notices/FeedbackForm';
import { setLang } from '../../../../../src/state/locale';

const notice = (over: Partial<SystemNotice>): SystemNotice => ({
  id: 1,
  kind: 'post_status',
  title: 'Post not approved',
  text: '“Tea Room”: pending review → rejected',
  postId: 8,
  postKind: 'personal',
  status: 3,
  reason: 'Blurry photos',
  createdAt: 1_800_000_000,
  read: false,
  ...over,
});

const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('system notices', () => {
  beforeAll(() => setLang('en'));

  it('shows each notice with its reason, a link to the post, and marks the unread ones', () => {
    const html = renderToStaticMarkup(
      <NoticeList
        items={[
          notice({ id: 3 }),
          notice({
            id: 2,
            kind: 'broadcast',
            title: 'Holiday hours',
            text: 'Closed Monday',
            postId: null,
            postKind: null,
            reason: '',
            read: true,
          }),
        ]}
        hasMore={false}
        busy={false}
        loadMore={() => {}}
      />,
    );
    expect(count(html, 'data-testid="notice"')).toBe(2);
    expect(html).toContain('Reason: Blurry photos');
    expect(count(html, 'data-testid="notice-reason"')).toBe(1);
    expect(html).toMatch(/href="\/en(\/h)?\/details\/personal\/8"/);
    expect(html).toContain('>Platform<');
    // The unread one carries the unread class, the read broadcast does not.
    expect(count(html, 'unread')).toBe(1);
    expect(html.indexOf('Post not approved')).toBeLessThan(html.indexOf('Holiday hours'));
    expect(html).not.toContain('data-testid="notices-more"');
  });

  it('labels every notice with its kind, in the reader’s language', () => {
    const kinds = [
      ['money', 'Gold', '金币'],
      ['report', 'Report', '举报结果'],
      ['warning', 'Warning', '违规警告'],
      ['feedback', 'Feedback reply', '反馈回复'],
      ['booking', 'Booking', '预约'],
      ['broadcast', 'Platform', '平台公告'],
      ['post_status', 'Post status', '信息状态'],
      ['account', 'Account', '账号'],
    ] as const;
    const items = kinds.map(([kind], i) => notice({ id: i + 1, kind, reason: '' }));
    const render = () =>
      renderToStaticMarkup(<NoticeList items={items} hasMore={false} busy={false} loadMore={() => {}} />);
    const en = render();
    expect(count(en, 'data-testid="notice-kind"')).toBe(kinds.length);
    for (const [, label] of kinds) expect(en).toContain(`>${label}<`);
    setLang('zh');
    const zh = render();
    setLang('en');
    for (const [, , label] of kinds) expect(zh).toContain(`>${label}<`);
  });

  it('offers more when there is more', () => {
    const html = renderToStaticMarkup(<NoticeList items={[notice({})]} hasMore busy={false} loadMore={() => {}} />);
    expect(html).toContain('data-testid="notices-more"');
  });

  it('the feedback form offers every category and counts the text', () => {
    const html = renderToStaticMarkup(<FeedbackForm />);
    for (const label of ['Suggestion', 'Problem', 'Report', 'Other']) expect(html).toContain(`>${label}<`);
    expect(html).toContain('0/1000');
    expect(html).toContain('data-testid="feedback-send"');
  });
});
