import { renderToStaticMarkup } from 'react-dom/server';
import type { MyPost } from '../../../../../protocol/release';
import { POST_STATUS } from '../../../../../protocol/status';
import { MyPostItem } from '../../../../../src/features/release/my-posts/MyPostItem';

/** A row of my posts in the given status (a store post; rejected ones carry a review note, banned ones a reason). */
export function post(status: number, id = 1, over: Partial<MyPost> = {}): MyPost {
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
    ratingCount: 0,
    ratingAvg: null,
    vip: false,
    hasVideo: false,
    status: status as MyPost['status'],
    createdAt: 0,
    bumpedUntil: null,
    expiresAt: null,
    reviewNote: status === POST_STATUS.FAILED ? '照片模糊' : '',
    updatedAt: 0,
    videoProgress: null,
    banReason: status === POST_STATUS.BANNED ? '冒用他人店铺照片' : '',
    appeal: null,
    ...over,
  };
}

/** The clock the rows are drawn at (Unix seconds). */
export const NOW_S = 1_800_000_000;

/** The row's markup, as the list draws it. */
export function render(status: number, over: Partial<MyPost> = {}, nowS = NOW_S): string {
  const noop = () => undefined;
  return renderToStaticMarkup(
    <MyPostItem
      post={post(status, 1, over)}
      labels={{
        lang: 'zh',
        kind: '商家',
        city: '北京',
        price: '¥10–20',
        date: '2026-01-01',
        format: (s) => new Date(s * 1000).toISOString().slice(0, 16),
      }}
      busy={false}
      onEdit={noop}
      onTakeDown={noop}
      onRestore={noop}
      onDelete={noop}
      onAppeal={noop}
      onLife={noop}
      nowS={nowS}
    />,
  );
}
