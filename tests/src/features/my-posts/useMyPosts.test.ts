import { describe, expect, it } from 'vitest';
import type { MyPost } from '../../../../protocol/release';
import { POST_STATUS } from '../../../../protocol/status';
import { mergeById } from '../../../../src/features/my-posts/useMyPosts';

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

describe('my posts', () => {
  it('pages merge without duplicating a row that moved', () => {
    expect(mergeById([post(1, 1), post(1, 2)], [post(1, 2), post(1, 3)]).map((p) => p.id)).toEqual([1, 2, 3]);
  });
});
