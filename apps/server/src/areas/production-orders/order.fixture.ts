import { expect } from 'vitest';
import { makeLibrary, uniq, type Library } from '../../../test/goods-library.js';
import type { Client } from '../../../test/harness.js';

// Set-up shared by the order integration tests: a goods style with colours x sizes (x lengths) and its SKUs.

export interface OrderStyleFixture {
  lib: Library;
  styleId: string;
  styleNo: string;
  skus: { id: string; color_id: string; size_id: string; standard_id: string | null }[];
}

export async function makeOrderStyle(c: Client, colours = 2, sizes = 3, lengths = 0): Promise<OrderStyleFixture> {
  const lib = await makeLibrary(c, colours, sizes, lengths);
  const styleNo = uniq('K');
  const res = await c.call('POST', 'fac/goods/addFacGoodsStyle', {
    styleNo,
    styleName: `${styleNo} 衬衫`,
    customerId: lib.customerId,
    sizeCategoryId: lib.sizeCategoryId,
    colorIds: lib.colorIds,
    sizeIds: lib.sizeIds,
    standardIds: lib.standardIds,
  });
  expect(res.code, res.msg).toBe(0);
  const styleId = (res.data.goodsId ?? res.data.id) as string;
  const skus = await c.call('GET', 'fac/goods/getFacGoodsSku', { goodsId: styleId });
  expect(skus.code, skus.msg).toBe(0);
  return { lib, styleId, styleNo, skus: skus.data };
}

export async function makeCustomer(c: Client, name = uniq('客户')): Promise<string> {
  const res = await c.call('POST', 'fac/customer/add', { name });
  expect(res.code, res.msg).toBe(0);
  return res.data.id as string;
}

/** Every SKU of the style with the same quantity. */
export const cells = (f: OrderStyleFixture, num = 10) => f.skus.map((s) => ({ goodsSkuId: s.id, num }));

export const orderBody = (f: OrderStyleFixture, over: Record<string, unknown> = {}, goods: Record<string, unknown> = {}) => ({
  placeorderAt: '2026-11-27',
  facPrdOrderGoodsList: [{ styleId: f.styleId, deliveryAt: '2026-12-20', facPrdOrderGoodsDetailList: cells(f), ...goods }],
  ...over,
});

/** A draft formal order; answers its id and number. */
export async function makeOrder(c: Client, f: OrderStyleFixture, over: Record<string, unknown> = {}) {
  const res = await c.call('POST', 'facPrdOrder/add', orderBody(f, over));
  expect(res.code, res.msg).toBe(0);
  return res.data as { id: string; orderNo: string };
}
