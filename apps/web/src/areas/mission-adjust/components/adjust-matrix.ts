import { skuKeyOf, type GoodsSku } from '@gf/contracts';
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
const keyOfSku = (s: GoodsSku) => skuKeyOf({ colorId: s.color_id, sizeId: s.size_id, standardId: s.standard_id });
const unique = <T extends { id: string }>(list: T[]) => [...new Map(list.map((a) => [a.id, a])).values()];

/** The matrix's axes and existing SKUs from the style's SKU list (the shared SkuMatrix's props). */
export function shapeOf(skuList: readonly GoodsSku[]) {
  return {
    colors: unique(skuList.map((s) => ({ id: s.color_id, name: s.color_no_name || s.color_name }))),
    sizes: unique(skuList.map((s) => ({ id: s.size_id, name: s.size_value }))),
    standards: unique(skuList.filter((s) => s.standard_id).map((s) => ({ id: s.standard_id!, name: s.standard_value ?? '' }))),
    existingKeys: new Set(skuList.map(keyOfSku)),
  };
}

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
  const byId = new Map(skuList.map((s) => [s.id, keyOfSku(s)]));
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
    skuList.map((s) => ({ goodsSkuId: s.id, customerId: g.customerId, num: state[g.key]?.[keyOfSku(s)] ?? 0 })),
  );
}

export const sumOf = (state: MatrixState) =>
  Object.values(state).reduce((a, q) => a + Object.values(q).reduce((b, n) => b + (n || 0), 0), 0);
