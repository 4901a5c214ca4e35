import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MyPost } from '../../../../protocol/release';
import { POST_STATUS } from '../../../../protocol/status';
import { actionsFor, editPath } from '../../../../src/features/my-posts/my-post-rules';
import { MyPostItem } from '../../../../src/features/my-posts/MyPostItem';

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
  it('offers the actions each status allows', () => {
    expect(actionsFor(POST_STATUS.PENDING)).toEqual({ edit: true, takeDown: true, restore: false, delete: true });
    expect(actionsFor(POST_STATUS.VERIFIED)).toEqual({ edit: true, takeDown: true, restore: false, delete: true });
    expect(actionsFor(POST_STATUS.TAKEN_DOWN)).toEqual({ edit: true, takeDown: false, restore: true, delete: true });
    expect(actionsFor(POST_STATUS.BANNED)).toEqual({ edit: false, takeDown: false, restore: false, delete: true });
    expect(actionsFor(POST_STATUS.VERIFICATION_BANNED).edit).toBe(false);
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
