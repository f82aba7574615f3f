import { expect } from 'vitest';
import type { Client } from '../../../test/harness.js';

/** Test data of the area, built through the real calls. */

export async function stockIn(c: Client, storehouseId: string, skuId: string, quantity: string, out = false): Promise<void> {
  const res = await c.call('PUT', 'fac/stock/single', {
    storehouseId,
    materialsSkuId: skuId,
    inventoryType: out ? 'OUT' : 'IN',
    stock: quantity,
    opDate: '2026-12-02',
  });
  expect(res.code, res.msg).toBe(0);
}

/** A stocktake of these SKUs in the storehouse; answers its id and its lines by SKU. */
export async function startCount(
  c: Client,
  storehouseId: string,
  skuIds: string[],
  extra: Record<string, unknown> = {},
): Promise<{ id: string; lineOf: (skuId: string) => string }> {
  const res = await c.call('POST', 'materials/check/addCheck', { storehouseId, checkDate: '2026-12-02', skuIds, ...extra });
  expect(res.code, res.msg).toBe(0);
  const id = res.data.id as string;
  const detail = await c.call('GET', 'materials/check/getCheckDetail', { checkId: id });
  expect(detail.code, detail.msg).toBe(0);
  const lines = detail.data.lines as { id: string; skuId: string }[];
  return {
    id,
    lineOf: (skuId) => {
      const line = lines.find((l) => l.skuId === skuId);
      if (!line) throw new Error(`no line of SKU ${skuId}`);
      return line.id;
    },
  };
}

export async function count(c: Client, checkId: string, counts: { lineId: string; quantity: string }[]): Promise<void> {
  const res = await c.call('POST', 'materials/check/updateCheckDetail', { checkId, counts });
  expect(res.code, res.msg).toBe(0);
}
