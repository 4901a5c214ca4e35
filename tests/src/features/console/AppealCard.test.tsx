import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppealItem } from '../../../../protocol/console-review';
import { POST_STATUS } from '../../../../protocol/status';
import { AppealCard } from '../../../../src/features/console/AppealCard';
import { setLang } from '../../../../src/state/locale';

const item = (over: Partial<AppealItem['post']> = {}): AppealItem => ({
  id: 4,
  text: 'The photos are of my own shop, taken last week.',
  createdAt: 1_800_000_000,
  post: {
    id: 12,
    kind: 'store',
    title: 'Harbour Bike Repair',
    status: POST_STATUS.BANNED,
    banReason: 'Stolen photos',
    ...over,
  },
  owner: { id: 3, username: 'harbour', nickname: 'Harbour' },
});

describe('an appeal in the console', () => {
  beforeAll(() => setLang('en'));
  afterAll(() => setLang('zh'));

  it('shows the post, the ban reason, the appeal and both decisions', () => {
    const html = renderToStaticMarkup(<AppealCard item={item()} onDecided={() => undefined} />);
    expect(html).toContain('data-appeal-id="4"');
    expect(html).toContain('Harbour Bike Repair');
    expect(html).toContain('Stolen photos');
    expect(html).toContain('The photos are of my own shop, taken last week.');
    expect(html).toContain('@harbour');
    expect(html).toContain('data-testid="appeal-uphold"');
    expect(html).toContain('data-testid="appeal-restore"');
    expect(html).toContain('data-testid="appeal-reason"');
  });

  it('says when the ban came without a reason', () => {
    const html = renderToStaticMarkup(<AppealCard item={item({ banReason: '' })} onDecided={() => undefined} />);
    expect(html).toContain('(no reason was given with the ban)');
  });
});
