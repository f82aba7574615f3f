import { expect } from 'vitest';
import type { Answer, Client } from './harness.js';

/** A document as lineage names it in a refusal's data.downstream. */
export interface Named {
  type: string;
  billId: string;
  billNo: string;
}

/** The answer is lineage's refusal (40903) naming exactly these live documents, their numbers in the message. */
export function expectBlockedBy(res: Answer, ...docs: Named[]): void {
  expect(res.code, res.msg).toBe(40903);
  for (const d of docs) expect(res.msg).toContain(d.billNo);
  expect(
    [...(res.data.downstream as Named[])].sort((a, b) => `${a.type}${a.billId}`.localeCompare(`${b.type}${b.billId}`)),
  ).toEqual([...docs].sort((a, b) => `${a.type}${a.billId}`.localeCompare(`${b.type}${b.billId}`)));
}

/** What the bill detail frame reads: status, displayStatus and lineage. */
export async function stateOf(c: Client, type: string, id: string) {
  const res = await c.call('GET', `uflo/${type}/state`, { id });
  expect(res.code, res.msg).toBe(0);
  return res.data as {
    status: number;
    displayStatus: number;
    statusText: string;
    allowed: Record<string, boolean>;
    lineage: { upstream: LineageRow[]; downstream: LineageRow[] };
    history: { action: string; fromStatus: number | null; toStatus: number | null }[];
  };
}

export interface LineageRow {
  type: string;
  billId: string;
  billNo: string | null;
  status: number | null;
  lineCount: number;
  followsSource: boolean;
}

/** The (type, id, number, line count, follower) of each lineage row, for exact comparison. */
export const brief = (rows: LineageRow[]) =>
  rows.map((r) => ({ type: r.type, billId: r.billId, billNo: r.billNo, lineCount: r.lineCount, followsSource: r.followsSource }));

/** The answer succeeded (code 0, its msg shown otherwise); its data. */
export const ok = <T>(res: { code: number; msg: string; data: T }): T => {
  expect(res.code, res.msg).toBe(0);
  return res.data;
};

/** Stock into a storehouse by hand, so the documents under test can take it out. */
export async function stockIn(boss: Client, storehouseId: string, sku: string, quantity: string, opDate: string) {
  const res = await boss.call('PUT', 'fac/stock/single', {
    storehouseId,
    materialsSkuId: sku,
    inventoryType: 'IN',
    stock: quantity,
    opDate,
  });
  expect(res.code, res.msg).toBe(0);
}
