import { describe, expect, it } from 'vitest';
import { POST_STATUS } from '../../../../../protocol/status';
import { actionsFor, editPath } from '../../../../../src/features/release/my-posts/my-post-rules';
import { render } from './fixtures';

describe('my posts', () => {
  it('offers the actions each status allows', () => {
    expect(actionsFor(POST_STATUS.PENDING)).toEqual({ edit: true, takeDown: true, restore: false, delete: true });
    expect(actionsFor(POST_STATUS.VERIFIED)).toEqual({ edit: true, takeDown: true, restore: false, delete: true });
    expect(actionsFor(POST_STATUS.TAKEN_DOWN)).toEqual({ edit: true, takeDown: false, restore: true, delete: true });
    expect(actionsFor(POST_STATUS.BANNED)).toEqual({ edit: false, takeDown: false, restore: false, delete: false });
    expect(actionsFor(POST_STATUS.VERIFICATION_BANNED)).toEqual({
      edit: false,
      takeDown: false,
      restore: false,
      delete: false,
    });
    const html = render(POST_STATUS.TAKEN_DOWN);
    expect(html).toContain('my-post-restore');
    expect(html).not.toContain('my-post-takedown');
    expect(render(POST_STATUS.VERIFIED)).toContain('my-post-takedown');
  });

  it('edit paths: certification carries its id in the query', () => {
    expect(editPath('store', 5)).toBe('/release/store/5');
    expect(editPath('personal', 6)).toBe('/release/personal/6');
    expect(editPath('broker', 7)).toBe('/release/broker/7');
    expect(editPath('certification', 8)).toBe('/release/certification?id=8');
  });
});
