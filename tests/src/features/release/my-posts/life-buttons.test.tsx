import { describe, expect, it } from 'vitest';
import { POST_STATUS } from '../../../../../protocol/status';
import { lifeActionsFor } from '../../../../../src/features/release/my-posts/my-post-rules';
import { NOW_S, render } from './fixtures';

const { VERIFIED, EXPIRED, SOLD, PENDING, TAKEN_DOWN } = POST_STATUS;
const DAY = 86_400;

describe('my posts: top, sold and renew buttons', () => {
  it('offers 置顶 and 标记已售 on a public post not on top, and no renewal while its end is far', () => {
    const html = render(VERIFIED, { expiresAt: NOW_S + 20 * DAY });
    expect(html).toContain('data-testid="my-post-bump"');
    expect(html).toContain('>置顶<');
    expect(html).toContain('data-testid="my-post-sold"');
    expect(html).toContain('>标记已售<');
    expect(html).not.toContain('data-testid="my-post-renew"');
    expect(html).toContain('data-testid="my-post-expires"');
  });

  it('shows 置顶中 with its end instead of the button while the bump is on, and the button again after', () => {
    const until = NOW_S + 3600;
    const on = render(VERIFIED, { bumpedUntil: until });
    expect(on).not.toContain('data-testid="my-post-bump"');
    expect(on).toContain('data-testid="my-post-bumped"');
    expect(on).toContain(`置顶中，至 ${new Date(until * 1000).toISOString().slice(0, 16)}`);
    const ended = render(VERIFIED, { bumpedUntil: NOW_S - 1 });
    expect(ended).toContain('data-testid="my-post-bump"');
    expect(ended).not.toContain('data-testid="my-post-bumped"');
  });

  it('offers 续期 for an expired post and one about to expire', () => {
    expect(render(EXPIRED)).toContain('data-testid="my-post-renew"');
    expect(render(EXPIRED)).toContain('>续期<');
    expect(render(EXPIRED)).not.toContain('data-testid="my-post-bump"');
    expect(render(VERIFIED, { expiresAt: NOW_S + DAY })).toContain('data-testid="my-post-renew"');
  });

  it('offers none of them on a post that is not public, expired or sold', () => {
    for (const status of [PENDING, TAKEN_DOWN, SOLD]) {
      const html = render(status, { bumpedUntil: NOW_S + 3600 });
      for (const id of ['my-post-bump', 'my-post-bumped', 'my-post-sold', 'my-post-renew'])
        expect(html, `${status} ${id}`).not.toContain(`data-testid="${id}"`);
    }
  });

  it('decides from the post and the clock alone', () => {
    expect(lifeActionsFor({ status: VERIFIED, bumpedUntil: null, expiresAt: null }, NOW_S)).toEqual({
      bump: true,
      bumpedUntil: null,
      markSold: true,
      renew: false,
    });
    expect(lifeActionsFor({ status: EXPIRED, bumpedUntil: null, expiresAt: NOW_S - 1 }, NOW_S)).toEqual({
      bump: false,
      bumpedUntil: null,
      markSold: true,
      renew: true,
    });
  });
});
