import { describe, expect, it } from 'vitest';
import { POST_STATUS } from '../../../../../protocol/status';
import { actionsFor, editPath } from '../../../../../src/features/release/my-posts/my-post-rules';
import { render } from './fixtures';

describe('my posts', () => {
  it('offers the actions each status allows', () => {
    const live = { takeDown: true, restore: false, delete: true, appeal: false, edit: true };
    expect(actionsFor(POST_STATUS.PENDING)).toEqual(live);
    expect(actionsFor(POST_STATUS.VERIFIED)).toEqual(live);
    expect(actionsFor(POST_STATUS.TAKEN_DOWN)).toEqual({ ...live, takeDown: false, restore: true });
    const banned = { edit: false, takeDown: false, restore: false, delete: false, appeal: true };
    expect(actionsFor(POST_STATUS.BANNED)).toEqual(banned);
    expect(actionsFor(POST_STATUS.VERIFICATION_BANNED)).toEqual(banned);
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
