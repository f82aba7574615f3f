import { expect } from 'vitest';
import type { Client } from '../../../test/harness.js';

/** Builders of transfers for the area's tests (through the real calls). */

const date = '2026-11-25';

/** Stock of a material SKU brought in by a reviewed 入库 bill at a price (so it has a value). */
export async function stockIn(c: Client, storehouseId: string, skuId: string, quantity: string, price = '2'): Promise<void> {
  const res = await c.call('POST', '/v1/stock/change/createStockBill', {
    operateType: 'STOCK_IN',
    skuKind: 'MATERIAL',
    storehouseId,
    operaterId: c.userId,
    opDate: date,
    lines: [{ skuId, quantity, price }],
  });
  expect(res.code, res.msg).toBe(0);
  const s = await c.call('POST', 'uflo/STOCK_IN/submit', { id: res.data.id });
  expect(s.code, s.msg).toBe(0);
}

export const outBody = (c: Client, from: string, to: string, lines: { skuId: string; quantity: string }[]) => ({
  billType: 'BILL_CALL_OUT',
  skuKind: 'MATERIAL',
  outStorehouseId: from,
  inStorehouseId: to,
  operaterId: c.userId,
  opDate: date,
  lines,
});

export const inBody = (c: Client, outId: string, lines: { callOutLineId: string; quantity: string }[]) => ({
  billType: 'BILL_CALL_IN',
  callOutId: outId,
  operaterId: c.userId,
  opDate: date,
  lines,
});

/** A draft saved and submitted (no review configured: reviewed at once); answers its id. */
export async function reviewed(c: Client, body: { billType: string }): Promise<string> {
  const made = await c.call('POST', 'allocate/add', body);
  expect(made.code, made.msg).toBe(0);
  const s = await c.call('POST', `uflo/${body.billType}/submit`, { id: made.data.id });
  expect(s.code, s.msg).toBe(0);
  return made.data.id as string;
}

/** The out-line ids of a transfer-out, in line order. */
export async function outLines(c: Client, outId: string): Promise<string[]> {
  const d = await c.call('GET', `allocate/detail/${outId}`);
  expect(d.code, d.msg).toBe(0);
  return d.data.lines.map((l: { id: string }) => l.id);
}
