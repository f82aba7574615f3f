import { sql } from 'kysely';
import { expect } from 'vitest';
import { makeMaterialSkus, makeStorehouse } from '../../../test/stock-fixture.js';
import type { Client, Harness } from '../../../test/harness.js';

let n = 0;
const tag = () => `${++n}${Date.now() % 100000}`;

/** The answer succeeded (code 0, its msg shown otherwise); its data. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely in tests, like the harness's Answer
export const ok = <T = any>(res: { code: number; msg: string; data: T }): T => {
  expect(res.code, res.msg).toBe(0);
  return res.data;
};

/** What one factory's payments need: a supplier, a finance account and a way to make reviewed arrivals owing it money. */
export interface PaymentWorld {
  supplierId: string;
  accountId: string;
  /** A reviewed arrival of the supplier worth `amount` (tax rate 0): its payable is open on the journal. */
  arrival(amount: string): Promise<{ id: string }>;
}

export async function makePaymentWorld(boss: Client, creatorId: string): Promise<PaymentWorld> {
  const supplierId = ok(await boss.call('POST', 'supplier/insert', { name: `付款布行${tag()}` })).id as string;
  const accountId = ok(await boss.call('POST', 'config/finance/account/add', { remitMethodName: `基本户${tag()}` })).id as string;
  const storehouseId = await makeStorehouse(boss, false);
  const { skuIds } = await makeMaterialSkus(boss, ['灰']);
  return {
    supplierId,
    accountId,
    async arrival(amount) {
      const made = ok(
        await boss.call('POST', 'arrive/add', {
          supplierId,
          creatorId,
          dateArrive: '2026-11-22',
          storehouseId,
          materialsSkus: [{ materialSkuId: skuIds[0], quantity: '1', unitPrice: amount, taxRate: '0' }],
        }),
      );
      expect(ok(await boss.call('POST', 'uflo/MATERIALS_ARRIVE/submit', { id: made.id })).status).toBe(2);
      return { id: made.id as string };
    },
  };
}

/** Sets the factory's ENABLE_PAYMENT_APPLY switch (finance-config's table; its change call is another engineer's). */
export async function setPaymentApply(h: Harness, unitId: string, on: boolean): Promise<void> {
  await sql`insert into finance_config (unit_id, type, is_enabled) values (${unitId}, 'ENABLE_PAYMENT_APPLY', ${on})
    on conflict (unit_id, type) do update set is_enabled = excluded.is_enabled`.execute(h.db);
}

/** How many rows a table holds (to prove a refusal wrote nothing). */
export async function countRows(h: Harness, table: string): Promise<number> {
  return Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(h.db)).rows[0]!.n);
}

/** What is open on a bill's payable, read through the payment form's call. */
export async function openOn(boss: Client, supplierId: string, arrivalId: string): Promise<string> {
  const res = ok(await boss.call('GET', 'finance/payment/openOrders', { partnerType: 'SUPPLIER', partnerId: supplierId }));
  return (res.list as { orderId: string; open: string }[]).find((o) => o.orderId === arrivalId)?.open ?? '0.00';
}

export async function prepaidOf(boss: Client, supplierId: string): Promise<string> {
  return ok(
    await boss.call('GET', 'finance/payment/getAvailablePrepayBalance', { partnerType: 'SUPPLIER', partnerId: supplierId }),
  ).balance as string;
}
