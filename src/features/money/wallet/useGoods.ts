import type { GoodsKind } from '../../../../protocol/money';
import { useQuery } from '../../common/useQuery';
import { request } from '../../../api/request';

/** The catalogue changes rarely: a minute's reuse across the money pages. */
const KEEP_MS = 60_000;

export function useGoods(kind: GoodsKind) {
  return useQuery(`money:goods:${kind}`, (signal) => request('/api/order/goodsList', { kind }, { signal }), {
    keepMs: KEEP_MS,
  });
}

export function usePayWays() {
  return useQuery('money:payways', (signal) => request('/api/order/goodsPayWay', {}, { signal }), { keepMs: KEEP_MS });
}
