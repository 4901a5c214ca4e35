import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { APPEAL_TEXT_MAX } from '../../../../../protocol/release';
import { POST_STATUS } from '../../../../../protocol/status';
import { AppealForm } from '../../../../../src/features/release/my-posts/AppealForm';
import { render } from './fixtures';

describe('a banned post in my posts', () => {
  it.each([POST_STATUS.BANNED, POST_STATUS.VERIFICATION_BANNED])(
    'status %i shows why, offers an appeal and no edit',
    (status) => {
      const html = render(status, { banReason: '冒用他人店铺照片' });
      expect(html).toContain('data-testid="my-post-ban-reason"');
      expect(html).toContain('冒用他人店铺照片');
      expect(html).toContain('data-testid="my-post-appeal"');
      expect(html).not.toContain('my-post-edit');
      expect(html).not.toContain('my-post-takedown');
    },
  );

  it('says so when the moderator gave no reason', () => {
    expect(render(POST_STATUS.BANNED, { banReason: '' })).toContain('审核员未填写原因');
  });

  it('while an appeal is open, says so and offers no second appeal', () => {
    const html = render(POST_STATUS.BANNED, { appeal: 'open' });
    expect(html).toContain('data-testid="my-post-appeal-open"');
    expect(html).not.toContain('data-testid="my-post-appeal"');
  });

  it('after an upheld appeal, says so and offers a new one', () => {
    const html = render(POST_STATUS.BANNED, { appeal: 'upheld' });
    expect(html).toContain('data-testid="my-post-appeal-upheld"');
    expect(html).toContain('data-testid="my-post-appeal"');
  });

  it('a post that is not banned shows neither a ban reason nor an appeal', () => {
    for (const status of [POST_STATUS.PENDING, POST_STATUS.VERIFIED, POST_STATUS.FAILED, POST_STATUS.TAKEN_DOWN]) {
      const html = render(status);
      expect(html).not.toContain('my-post-ban-reason');
      expect(html).not.toContain('my-post-appeal');
    }
  });

  it('the appeal form has the text box, its limit and a send button', () => {
    const noop = () => undefined;
    const html = renderToStaticMarkup(<AppealForm busy={false} onSend={noop} onCancel={noop} />);
    expect(html).toContain('data-testid="my-post-appeal-text"');
    expect(html).toContain(`maxLength="${APPEAL_TEXT_MAX}"`);
    expect(html).toContain(`0/${APPEAL_TEXT_MAX}`);
    expect(html).toContain('data-testid="my-post-appeal-send"');
  });
});
