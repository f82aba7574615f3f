import { expect } from 'vitest';
import type { Client } from '../../../test/harness.js';
import { makeLibrary, uniq, type Library } from '../../../test/goods-library.js';

// Set-up shared by the adjustment tests: a style with colours x sizes and a reviewed formal order of it (direct
// mode: submit passes it), made through the calls a user makes (another area's fixture is not importable here).

export interface OrderStyleFixture {
  lib: Library;
  styleId: string;
  styleNo: string;
  skus: { id: string; color_id: string; size_id: string; standard_id: string | null }[];
}

export async function makeOrderStyle(c: Client, colours = 2, sizes = 3): Promise<OrderStyleFixture> {
  const lib = await makeLibrary(c, colours, sizes, 0);
  const styleNo = uniq('TZ');
  const res = await c.call('POST', 'fac/goods/addFacGoodsStyle', {
    styleNo,
    styleName: `${styleNo} 衬衫`,
    customerId: lib.customerId,
    sizeCategoryId: lib.sizeCategoryId,
    colorIds: lib.colorIds,
    sizeIds: lib.sizeIds,
    standardIds: [],
  });
  expect(res.code, res.msg).toBe(0);
  const styleId = (res.data.goodsId ?? res.data.id) as string;
  const skus = await c.call('GET', 'fac/goods/getFacGoodsSku', { goodsId: styleId });
  expect(skus.code, skus.msg).toBe(0);
  return { lib, styleId, styleNo, skus: skus.data };
}

async function makeCustomer(c: Client): Promise<string> {
  const res = await c.call('POST', 'fac/customer/add', { name: uniq('客户') });
  expect(res.code, res.msg).toBe(0);
  return res.data.id as string;
}

/** A reviewed order of the style, 10 of every SKU (or per customer: 5 for each of two customers). */
export async function reviewedOrder(
  c: Client,
  style: OrderStyleFixture,
  opts: { perCustomer?: boolean; goods?: Record<string, unknown> } = {},
) {
  const goods: Record<string, unknown> = opts.perCustomer
    ? {
        fillType: 1,
        facPrdOrderGoodsDetailList: [],
        facPrdOrderGoodsCustomerList: [
          {
            customerId: await makeCustomer(c),
            facPrdOrderGoodsDetailList: style.skus.map((s) => ({ goodsSkuId: s.id, num: 5 })),
          },
          {
            customerId: await makeCustomer(c),
            facPrdOrderGoodsDetailList: style.skus.map((s) => ({ goodsSkuId: s.id, num: 5 })),
          },
        ],
        ...opts.goods,
      }
    : { ...opts.goods };
  const made = await c.call('POST', 'facPrdOrder/add', {
    placeorderAt: '2026-11-27',
    facPrdOrderGoodsList: [
      {
        styleId: style.styleId,
        deliveryAt: '2026-12-20',
        facPrdOrderGoodsDetailList: style.skus.map((s) => ({ goodsSkuId: s.id, num: 10 })),
        ...goods,
      },
    ],
  });
  expect(made.code, made.msg).toBe(0);
  const order = made.data as { id: string; orderNo: string };
  const submitted = await c.call('POST', 'uflo/FAC_PRD_ORDER/submit', { id: order.id });
  expect(submitted.code, submitted.msg).toBe(0);
  expect(submitted.data.status).toBe(2);
  const source = await c.call('POST', 'facPrdOrder/adjustOrderSource', { facPrdOrderId: order.id });
  expect(source.code, source.msg).toBe(0);
  const block = source.data.facPrdOrderGoodsList[0];
  return {
    ...order,
    goodsId: block.facPrdOrderGoodsId as string,
    customerBlockIds: block.customers.map(
      (x: { facPrdOrderGoodsCustomerId: string }) => x.facPrdOrderGoodsCustomerId,
    ) as string[],
  };
}

/** The order's per-SKU quantities as its detail answers them. */
export async function orderCells(c: Client, orderId: string): Promise<Record<string, string>> {
  const d = await c.call('POST', 'facPrdOrder/facPrdOrderDetail', { facPrdOrderId: orderId });
  expect(d.code, d.msg).toBe(0);
  const out: Record<string, string> = {};
  for (const cell of d.data.facPrdOrder.goods[0].facPrdOrderGoodsDetailList) out[cell.goodsSkuId] = cell.num;
  return out;
}

/** The matrix of the style with `num` for every SKU, and `over` for the named ones. */
export const matrix = (style: OrderStyleFixture, num: number, over: Record<string, number> = {}) =>
  style.skus.map((s) => ({ goodsSkuId: s.id, num: over[s.id] ?? num }));
