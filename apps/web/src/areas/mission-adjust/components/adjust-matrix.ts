import type { GoodsSku } from '@gf/contracts';
import { skuKeyOfGoodsSku } from '../../../shared/sku-matrix';
import type { AdjustLine } from '../api/mission-adjust-api';

/** Whole numbers per skuKeyOf(cell), as the shared SkuMatrix holds them. */
export type Quantities = Record<string, number>;
/** One matrix per customer of the mission ('-': a mission not filled per customer). */
export type MatrixState = Record<string, Quantities>;
export interface MatrixGroup {
  key: string;
  customerId: string | null;
  customerName: string | null;
}

export const groupKey = (customerId: string | null) => customerId ?? '-';
/** The matrices of the rows (one per customer, in first-seen order). */
export function groupsOf(rows: readonly { customerId: string | null; customerName: string | null }[]): MatrixGroup[] {
  const groups = new Map<string, MatrixGroup>();
  for (const r of rows)
    if (!groups.has(groupKey(r.customerId)))
      groups.set(groupKey(r.customerId), { key: groupKey(r.customerId), customerId: r.customerId, customerName: r.customerName });
  return groups.size ? [...groups.values()] : [{ key: '-', customerId: null, customerName: null }];
}

/** Rows (SKU, customer, quantity) as the matrices' quantities. */
export function stateOf(
  skuList: readonly GoodsSku[],
  rows: readonly { goodsSkuId: string; customerId: string | null; num: string | null }[],
): MatrixState {
  const byId = new Map(skuList.map((s) => [s.id, skuKeyOfGoodsSku(s)]));
  const state: MatrixState = {};
  for (const r of rows) {
    const key = byId.get(r.goodsSkuId);
    if (!key) continue;
    (state[groupKey(r.customerId)] ??= {})[key] = Number(r.num ?? 0);
  }
  return state;
}

/** The matrices back as lines of the style's SKUs (a SKU left blank is 0; the server keeps only the changed ones). */
export function linesOf(skuList: readonly GoodsSku[], groups: readonly MatrixGroup[], state: MatrixState): AdjustLine[] {
  return groups.flatMap((g) =>
    skuList.map((s) => ({ goodsSkuId: s.id, customerId: g.customerId, num: state[g.key]?.[skuKeyOfGoodsSku(s)] ?? 0 })),
  );
}

export const sumOf = (state: MatrixState) =>
  Object.values(state).reduce((a, q) => a + Object.values(q).reduce((b, n) => b + (n || 0), 0), 0);
