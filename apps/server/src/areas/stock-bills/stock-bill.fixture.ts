import { expect } from 'vitest';
import { makeLibrary } from '../../../test/goods-library.js';
import type { Client } from '../../../test/harness.js';

let seq = 0;

/** A goods style of 2 colours × 2 sizes made through the calls; its four SKU ids. */
export async function makeGoodsSkus(boss: Client, styleName = '风衣'): Promise<string[]> {
  seq += 1;
  const lib = await makeLibrary(boss, 2, 2, 0);
  const added = await boss.call('POST', 'fac/goods/addFacGoodsStyle', {
    styleName: `${styleName}${seq}`,
    sizeCategoryId: lib.sizeCategoryId,
    colorIds: lib.colorIds,
    sizeIds: lib.sizeIds,
  });
  expect(added.code, added.msg).toBe(0);
  const skus = await boss.call('GET', 'fac/goods/getFacGoodsSku', { goodsId: added.data.goodsId });
  return (skus.data as { id: string }[]).map((s) => s.id);
}

/** A stock bill body of a kind, with one line (override anything). */
export function stockBillBody(
  base: { storehouseId: string; operaterId: string; skuId: string },
  over: Record<string, unknown> = {},
) {
  return {
    operateType: 'STOCK_IN',
    skuKind: 'GOODS',
    storehouseId: base.storehouseId,
    operaterId: base.operaterId,
    opDate: '2026-11-25',
    remark: '首批',
    lines: [{ skuId: base.skuId, quantity: '10', price: '12.5' }],
    ...over,
  };
}

/** Creates a stock bill and submits it (no review configured: it is reviewed and posted at once); its id. */
export async function postedStockBill(c: Client, body: Record<string, unknown>): Promise<string> {
  const res = await c.call('POST', '/v1/stock/change/createStockBill', body);
  expect(res.code, res.msg).toBe(0);
  const s = await c.call('POST', `uflo/${String(body.operateType)}/submit`, { id: res.data.id });
  expect(s.code, s.msg).toBe(0);
  return res.data.id as string;
}
