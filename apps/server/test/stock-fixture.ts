import { expect } from 'vitest';
import type { Client } from './harness.js';

let n = 0;
/**
 * Seven characters, unique within a test file's database: two base-36 digits (upper case) of a counter that wraps at 1,296, then
 * the clock. A worker runs many files in one module cache (vitest `isolate: false`), so the counter keeps counting.
 */
const tag = () => `${(++n % 1296).toString(36).toUpperCase().padStart(2, '0')}${Date.now() % 100000}`;

/** A storehouse of the client's factory; `notAllowNegative` forbids stock below zero. */
export async function makeStorehouse(c: Client, notAllowNegative = true, name = `仓${tag()}`): Promise<string> {
  const res = await c.call('POST', 'fac/storehouse/addStorehouse', { name: name.slice(0, 15), notAllowNegative });
  expect(res.code, res.msg).toBe(0);
  return res.data.id as string;
}

/** A reviewed-or-draft material with one SKU per colour (stock unit 米); answers its SKU ids in colour order. */
export async function makeMaterialSkus(
  c: Client,
  colours: string[],
  options: {
    supplierId?: string;
    price?: string;
    purchaseUnit?: string;
    conversionRate?: string;
    sample?: boolean;
    stockUnit?: string;
  } = {},
): Promise<{ materialId: string; skuIds: string[] }> {
  const t = tag();
  const kind = await c.call('POST', 'fac/materials/kinds/add', { no: `K${t}`.slice(0, 10), name: `面料${t}` });
  expect(kind.code, kind.msg).toBe(0);
  const spec = await c.call('POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', {
    no: `W${t}`.slice(0, 20),
    remark: '幅宽150',
  });
  expect(spec.code, spec.msg).toBe(0);
  const suppliers = options.supplierId
    ? [{ supplierId: options.supplierId, planCost: options.price ?? null, isDefault: true }]
    : [];
  const res = await c.call('POST', 'fac/materials/addMaterials', {
    kindId: kind.data.id,
    name: `府绸${t}`,
    skus: colours.map((colorName) => ({
      colorName,
      specificationsId: spec.data.id,
      stockUnit: options.stockUnit ?? '米',
      purchaseUnit: options.purchaseUnit ?? null,
      conversionRate: options.conversionRate ?? '1',
      sampleMaterial: options.sample ?? false,
      suppliers,
    })),
  });
  expect(res.code, res.msg).toBe(0);
  const d = (await c.call('GET', 'fac/materials/getMaterialDetail', { id: res.data.id })).data;
  return { materialId: res.data.id as string, skuIds: d.commonMaterialsSkuList.map((s: { id: string }) => s.id) as string[] };
}

/** The on-hand quantity of a SKU in a storehouse, read through the stock list. */
export async function onHand(c: Client, storehouseId: string, skuId: string): Promise<string> {
  const res = await c.call('POST', 'fac/stock/list', { storehouseId, pageSize: 500 });
  expect(res.code, res.msg).toBe(0);
  const row = (res.data.list as { materialsSkuId: string; quantity: string }[]).find((r) => r.materialsSkuId === skuId);
  return row ? String(Number(row.quantity)) : '0';
}
