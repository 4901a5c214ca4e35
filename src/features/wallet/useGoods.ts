import type { GoodsKind } from '../../../protocol/money';
import { goodsList, goodsPayWay } from '../../api/money';
import { useQuery } from '../shared/useQuery';

/** The catalogue changes rarely: a minute's reuse across the money pages. */
const KEEP_MS = 60_000;

export function useGoods(kind: GoodsKind) {
  return useQuery(`money:goods:${kind}`, (signal) => goodsList({ kind }, { signal }), { keepMs: KEEP_MS });
}

export function usePayWays() {
  return useQuery('money:payways', (signal) => goodsPayWay({ signal }), { keepMs: KEEP_MS });
}
