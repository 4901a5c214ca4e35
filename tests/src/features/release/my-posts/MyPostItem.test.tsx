import { describe, expect, it } from 'vitest';
import { POST_STATUS } from '../../../../../protocol/status';
import { post, render } from './fixtures';
import { statusLabel } from '../../../../../src/lib/status-label';

const CODES = [...Object.values(POST_STATUS), 0, 7, 100];

describe('my posts', () => {
  it.each(CODES)('status %i shows its spec label', (code) => {
    const html = render(code);
    const label = statusLabel(code, 'zh', post(code).kind);
    expect(html).toContain(`data-testid="my-post-status" data-status="${code}">${label}<`);
    const known = (Object.values(POST_STATUS) as number[]).includes(code);
    expect(label === '未知资源').toBe(!known);
  });

  it('every known status has its own label', () => {
    const labels = Object.values(POST_STATUS).map((c) => statusLabel(c, 'zh'));
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('shows the review note of a rejected post only', () => {
    expect(render(POST_STATUS.FAILED)).toContain('照片模糊');
    expect(render(POST_STATUS.PENDING)).not.toContain('my-post-review-note');
  });
});
