import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MyPost } from '../../../../protocol/release';
import { POST_STATUS } from '../../../../protocol/status';
import { MyPostItem } from '../../../../src/features/my-posts/MyPostItem';
import { statusLabel } from '../../../../src/lib/status-label';

const CODES = [...Object.values(POST_STATUS), 0, 7, 100];

function post(status: number, id = 1): MyPost {
  return {
    id,
    kind: 'store',
    title: `Post ${id}`,
    cityCode: 110100,
    typeCode: 1,
    modeCode: 1,
    cover: null,
    imageCount: 0,
    priceMin: 10,
    priceMax: 20,
    views: 1234,
    favorites: 0,
    vip: false,
    hasVideo: false,
    status: status as MyPost['status'],
    createdAt: 0,
    reviewNote: status === POST_STATUS.FAILED ? '照片模糊' : '',
    updatedAt: 0,
  };
}

function render(status: number): string {
  const noop = () => undefined;
  return renderToStaticMarkup(
    <MyPostItem
      post={post(status)}
      labels={{ lang: 'zh', kind: '商家', city: '北京', price: '¥10–20', date: '2026-01-01' }}
      busy={false}
      onEdit={noop}
      onTakeDown={noop}
      onRestore={noop}
      onDelete={noop}
    />,
  );
}

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
