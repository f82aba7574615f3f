import { Dec, NEED_PAY_ADJUST_ORDER } from '@gf/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBillRegistry } from '../../bills/registry.js';
import { applyAntiReview, submitBill, voidBill } from '../../bills/workflow.service.js';
import { AppError } from '../../platform/http/errors.js';
import { invoiceOps } from './finance-invoices.invariant-driver.js';
import { FinanceModel, moneyOps, rng, type Item } from './finance.invariant-driver.js';
import { createHedging, revokeHedging } from './hedging.service.js';
import { needPayAdjustBillType } from './need-pay-adjust.bill-type.js';
import { saveAdjust } from './need-pay-adjust.service.js';
import { DATE, itemOf, reviewedArrival, reviewedReturn, startNeedPayWorld, type NeedPayWorld } from './need-pay.fixture.js';

/**
 * The journal's invariants after a seeded random run of 2,000 operations: reviews and anti-reviews of purchases,
 * arrivals, returns and fee orders (through their workflow calls); payments (allocated to open bills, some using prepaid
 * balance, some following an application, which is required in some phases), applications, prepayments and transfers,
 * with their anti-reviews; adjustments and offsets (through the services); invoices registered against the bills and
 * undone. A model (finance.invariant-driver.ts)
 * predicts every answer (accepted or refused) and every figure; the books are checked every 1,000 operations, and at the
 * end everything is reversed and every balance must be back to zero exactly.
 */
// 2,000 on PostgreSQL (the CI's PostgreSQL pass and `node scripts/with-postgres.mjs`); a 500-operation pass on PGlite
// keeps the embedded run of the file short. FINANCE_INVARIANT_OPS sets it either way.
const OPERATIONS = Number(process.env.FINANCE_INVARIANT_OPS ?? (process.env.TEST_DATABASE_URL ? 2000 : 500));
let w: NeedPayWorld;
let suppliers: string[];
let accountId: string;
let labelId: string;
const m = new FinanceModel();
let invoices: ReturnType<typeof invoiceOps>;
const registry = createBillRegistry();
registry.register(needPayAdjustBillType);

beforeAll(async () => {
  w = await startNeedPayWorld('finance-invariant');
  suppliers = [w.supplierId, (await w.boss.call('POST', 'supplier/insert', { name: '申洲辅料' })).data.id];
  accountId = (await w.boss.call('POST', 'config/finance/account/add', { remitMethodName: '不变式基本户' })).data.id;
  labelId = (await w.boss.call('POST', 'finance/attr/create', { name: '运费' })).data.id;
  for (let i = 0; i < 10; i++) {
    const supplier = suppliers[i % 3 === 2 ? 1 : 0]!;
    const isReturn = i % 2 === 1;
    const amount = Dec.of(50 + ((i * 37) % 200)).plus('0.35');
    const id = isReturn
      ? await reviewedReturn(w, amount.toFixed(2), supplier)
      : await reviewedArrival(w, amount.toFixed(2), supplier);
    const type = isReturn ? 'MATERIALS_RETURN' : 'MATERIALS_ARRIVE';
    const ledger = isReturn ? 'AR' : 'AP';
    m.items.push({ type, ledger, id, item: await itemOf(w, type, id, ledger), supplier, amount, reviewed: true });
  }
  for (let i = 0; i < 3; i++) {
    const made = await w.boss.call('POST', 'purchase/add', {
      supplierId: suppliers[i % 2],
      purchaserId: w.boss.userId,
      datePurchase: DATE,
      expectDateEnd: DATE,
      arriveStorehouseId: w.storehouse,
      materialsSkus: [{ materialSkuId: w.sku, conversionRate: '1', quantity: '2', unitPrice: `${80 + i}.15` }],
    });
    expect(made.code, made.msg).toBe(0);
    expect((await w.boss.call('POST', 'uflo/MATERIALS_PURCHASE/submit', { id: made.data.id })).data?.status).toBe(2);
    m.purchases.push({ id: made.data.id, amount: Dec.of(`${80 + i}.15`).times(2), reviewed: true });
  }
}, 120_000);
afterAll(() => w.h.close());

/** Runs a service call: true when it passed, false when refused with an AppError (anything else fails the test). */
async function attempt(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

const q = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(w.h.db)).rows;
const side = (ledger: string, d: string, c: string) =>
  ledger === 'AP' || ledger === 'ADVANCE' ? Dec.of(c).minus(d) : Dec.of(d).minus(c);

/** The books against the model and against sums over the bill tables themselves. */
async function checkBooks(when: string) {
  const unit = w.boss.unitId;
  // Σ debit = Σ credit per entry and overall.
  expect(await q(sql`select entry_id from journal_line group by entry_id having sum(debit) <> sum(credit)`), when).toEqual([]);
  const [all] = await q(sql<{ d: string; c: string }>`select sum(debit) as d, sum(credit) as c from journal_line`);
  expect(Dec.of(all!.d).eq(all!.c), when).toBe(true);
  // Every balance and item row equals the sum of its lines.
  expect(
    await q(sql`
      select b.balance_key from journal_balance b
      left join (select unit_id, concat_ws('|', ledger, coalesce(partner_type, ''), coalesce(partner_id::text, ''),
        coalesce(account_id::text, ''), coalesce(label_id::text, '')) as k, sum(debit) as d, sum(credit) as c
        from journal_line group by 1, 2) l on l.unit_id = b.unit_id and l.k = b.balance_key
      where b.debit_total <> coalesce(l.d, 0) or b.credit_total <> coalesce(l.c, 0)`),
    when,
  ).toEqual([]);
  expect(
    await q(sql`
      select i.id from journal_item i
      left join (select unit_id, ledger, item_type, item_id, sum(debit) as d, sum(credit) as c from journal_line
        where item_id is not null group by 1, 2, 3, 4) l
        on l.unit_id = i.unit_id and l.ledger = i.ledger and l.item_type = i.item_type and l.item_id = i.item_id
      where i.debit_total <> coalesce(l.d, 0) or i.credit_total <> coalesce(l.c, 0)`),
    when,
  ).toEqual([]);
  // Every open item is the model's and none is negative (nothing settled beyond what was open).
  const items = await q(sql<{ id: string; ledger: string; d: string; c: string }>`
    select id::text, ledger, debit_total as d, credit_total as c from journal_item where unit_id = ${unit}`);
  for (const row of items) expect(side(row.ledger, row.d, row.c).isNegative(), `${when}: item ${row.id}`).toBe(false);
  const openById = new Map(items.map((r) => [r.id, side(r.ledger, r.d, r.c).toFixed(2)]));
  for (const b of m.items) if (b.item) expect(openById.get(b.item), `${when}: ${b.type} ${b.id}`).toBe(m.openOf(b).toFixed(2));
  // Each partner's balances from the journal = the model's = its bills − its settlements, summed from the bill tables.
  const balance = async (key: string) => {
    const [row] = await q(sql<{ d: string; c: string }>`
      select debit_total as d, credit_total as c from journal_balance where unit_id = ${unit} and balance_key = ${key}`);
    return row ? side(key.split('|')[0]!, row.d, row.c).toFixed(2) : '0.00';
  };
  for (const s of suppliers) {
    const [bills] = await q(sql<{ ap: string; ar: string; prepaid: string }>`
      select
        (select coalesce(sum(amount), 0) from partner_amount where unit_id = ${unit} and partner_id = ${s} and kind = 'ARRIVAL')
        + (select coalesce(sum(fee_price_total), 0) from fee_bill where unit_id = ${unit} and supplier_id = ${s}
            and handle_type = 2 and status in (2, 3))
        + (select coalesce(sum(amount), 0) from need_pay_adjust where unit_id = ${unit} and partner_id = ${s}
            and ledger = 'AP' and status in (2, 3))
        - (select coalesce(sum(o.amount), 0) from finance_payment p join finance_payment_order o
            on o.bill_type = 'PAYMENT' and o.bill_id = p.id where p.unit_id = ${unit} and p.partner_id = ${s}
            and p.status in (2, 3))
        - (select coalesce(sum(amount), 0) from need_pay_hedging where unit_id = ${unit} and partner_id = ${s}
            and revoked_at is null) as ap,
        (select coalesce(sum(amount), 0) from partner_amount where unit_id = ${unit} and partner_id = ${s} and kind = 'RETURN')
        + (select coalesce(sum(amount), 0) from need_pay_adjust where unit_id = ${unit} and partner_id = ${s}
            and ledger = 'AR' and status in (2, 3))
        - (select coalesce(sum(amount), 0) from need_pay_hedging where unit_id = ${unit} and partner_id = ${s}
            and revoked_at is null) as ar,
        (select coalesce(sum(amount), 0) from finance_prepay where unit_id = ${unit} and partner_id = ${s} and status in (2, 3))
        + (select coalesce(sum(case when to_partner_id = ${s} then amount else -amount end), 0) from finance_prepay_transfer
            where unit_id = ${unit} and ${s} in (from_partner_id, to_partner_id) and status in (2, 3))
        + (select coalesce(sum(p.pay_amount - coalesce((select sum(o.amount) from finance_payment_order o
            where o.bill_type = 'PAYMENT' and o.bill_id = p.id), 0)), 0) from finance_payment p
            where p.unit_id = ${unit} and p.partner_id = ${s} and p.status in (2, 3)) as prepaid`);
    const model = { AP: Dec.zero, AR: Dec.zero };
    for (const b of m.items) if (b.supplier === s) model[b.ledger] = model[b.ledger].plus(m.openOf(b));
    for (const [ledger, fromBills, fromModel] of [
      ['AP', bills!.ap, model.AP],
      ['AR', bills!.ar, model.AR],
      ['PREPAID', bills!.prepaid, m.prepaidOf(s)],
    ] as const) {
      const journal = await balance(`${ledger}|SUPPLIER|${s}||`);
      expect(journal, `${when}: ${ledger} of ${s} (model)`).toBe(fromModel.toFixed(2));
      expect(journal, `${when}: ${ledger} of ${s} (bill tables)`).toBe(Dec.of(fromBills).toFixed(2));
    }
  }
  expect(await balance(`CASH|||${accountId}|`), `${when}: account`).toBe(m.cash().toFixed(2));
  // No bill is invoiced beyond what its own posting totals; what is left to invoice is the model's, exactly.
  expect(
    await q(sql`
      select l.bill_type, l.bill_id from finance_invoice_line l join finance_invoice i on i.id = l.invoice_id
      where i.status = 1 and l.unit_id = ${unit}
      group by l.bill_type, l.bill_id
      having abs(sum(l.including_tax_price)) > abs(coalesce((select sum(jl.credit - jl.debit) from journal_line jl
        join journal_entry je on je.id = jl.entry_id where jl.unit_id = ${unit} and jl.ledger in ('AP', 'AR')
        and jl.item_type = l.bill_type and jl.item_id = l.bill_id and je.source_type = jl.item_type
        and je.source_id = jl.item_id), 0))`),
    when,
  ).toEqual([]);
  for (const s of suppliers) {
    const listed = await invoices.uninvoiced(s);
    for (const b of m.items.filter((x) => x.supplier === s))
      expect(listed.get(`${b.type}:${b.id}`), `${when}: left to invoice on ${b.type} ${b.id}`).toBe(invoices.expectedLeft(b));
  }
  // A purchase is a commitment: its rows follow its reviews, and it never posts to the journal.
  expect(await q(sql`select id from journal_entry where source_type = 'MATERIALS_PURCHASE'`)).toEqual([]);
  for (const p of m.purchases) {
    const [row] = await q(sql<{ s: string }>`select coalesce(sum(amount), 0) as s from partner_amount
      where unit_id = ${unit} and source_id = ${p.id} and kind = 'PURCHASE'`);
    expect(Dec.of(row!.s).toFixed(2), `${when}: purchase ${p.id}`).toBe((p.reviewed ? p.amount : Dec.zero).toFixed(2));
  }
}

describe('the journal after 2,000 random finance operations', () => {
  it('balances, matches the model and the bill tables, never settles beyond what was open, and reverses to zero', async () => {
    const rand = rng(20261203);
    const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)]!;
    const cents = (max: number) => Dec.of(Math.floor(rand() * max * 100)).div(100);
    const deps = { db: w.h.db, bills: registry };
    const ctx = w.ctx;
    const ops = moneyOps(w.boss, m, { accountId, labelId, suppliers });
    const tally = ops.tally;
    invoices = invoiceOps(w.boss, m, suppliers, tally);
    let invoicesUndone = 0;
    const usedPrepay = new Set<string>();
    const followedApply = new Set<string>();
    const expectOutcome = (expected: boolean, actual: boolean, what: string) => {
      expect(actual, what).toBe(expected);
      tally[actual ? 'accepted' : 'refused']++;
    };
    const bill = async (b: Item, op: string) => {
      const res = b.reviewed
        ? await w.boss.call('POST', `uflo/${b.type}/apply-anti-review`, { id: b.id, message: '随机反审' })
        : await w.boss.call('POST', `uflo/${b.type}/submit`, { id: b.id });
      expectOutcome(b.reviewed ? !m.isLinked(b) : true, res.code === 0, `${op}: (un)review ${b.type} ${b.id}: ${res.msg}`);
      if (res.code === 0) b.reviewed = !b.reviewed;
      if (b.reviewed && !b.item) b.item = await itemOf(w, b.type, b.id, b.ledger);
    };
    const takeBackAdjust = async (id: string, a: { item: Item; amount: Dec }, op: string) => {
      const ok = await attempt(() => applyAntiReview(deps, ctx, NEED_PAY_ADJUST_ORDER, id, '随机反审'));
      expectOutcome(!m.openOf(a.item).minus(a.amount).isNegative(), ok, `${op}: take back adjustment ${id}`);
      if (ok) {
        m.adjusts.delete(id);
        await voidBill(deps, ctx, NEED_PAY_ADJUST_ORDER, id);
      }
    };

    for (let op = 0; op < OPERATIONS; op++) {
      const at = `op ${op}`;
      const roll = rand();
      const fees = m.items.filter((b) => b.type === 'FEE');
      if (roll < 0.07) await bill(pick(m.items.filter((b) => b.type !== 'FEE')), at);
      else if (roll < 0.085) {
        const p = pick(m.purchases);
        const url = `uflo/MATERIALS_PURCHASE/${p.reviewed ? 'apply-anti-review' : 'submit'}`;
        expectOutcome(true, (await w.boss.call('POST', url, { id: p.id, message: '随机反审' })).code === 0, `${at}: purchase`);
        p.reviewed = !p.reviewed;
      } else if (roll < 0.125) {
        if (fees.length < 6) await ops.newFee(rand, true, at);
        else if (m.accountFees.size < 3) await ops.newFee(rand, false, at);
        else if (rand() < 0.7) await bill(pick(fees), at);
        else await ops.toggleAccountFee(pick([...m.accountFees.keys()]), at);
        for (const b of m.items) if (b.reviewed && !b.item) b.item = await itemOf(w, b.type, b.id, b.ledger);
      } else if (roll < 0.235) {
        const b = pick(m.items.filter((x) => x.item));
        const amount = cents(60).minus(m.openOf(b).gt(30) ? '40' : '10');
        if (amount.isZero()) continue;
        let id: string | undefined;
        const ok = await attempt(async () => {
          id = (await saveAdjust(w.h.db, ctx, { itemId: b.item!, amount: amount.toFixed(2), reason: '随机调整', adjustNo: null }))
            .id;
          await submitBill(deps, ctx, NEED_PAY_ADJUST_ORDER, id);
        });
        expectOutcome(b.reviewed && !m.openOf(b).plus(amount).isNegative(), ok, `${at}: adjust ${amount} on ${b.id}`);
        if (ok) m.adjusts.set(id!, { item: b, amount });
        else if (id) await voidBill(deps, ctx, NEED_PAY_ADJUST_ORDER, id);
      } else if (roll < 0.3 && m.adjusts.size) {
        const [id, a] = pick([...m.adjusts]);
        await takeBackAdjust(id, a, at);
      } else if (roll < 0.43) {
        const ap = pick(m.items.filter((b) => b.ledger === 'AP' && b.item));
        const ar = pick(m.items.filter((b) => b.ledger === 'AR'));
        const amount = cents(Math.max(Number(Dec.min(m.openOf(ap), m.openOf(ar)).toFixed(2)), 0) + 15).plus('0.01');
        let id: string | undefined;
        const ok = await attempt(async () => {
          id = (
            await createHedging(w.h.db, ctx, {
              payableItemId: ap.item!,
              receivableItemId: ar.item!,
              amount: amount.toFixed(2),
              remark: null,
            })
          ).id;
        });
        const fits =
          ap.reviewed && ar.reviewed && ap.supplier === ar.supplier && amount.lte(m.openOf(ap)) && amount.lte(m.openOf(ar));
        expectOutcome(fits, ok, `${at}: offset ${amount} of ${ap.id} against ${ar.id}`);
        if (ok) m.offsets.set(id!, { ap, ar, amount });
      } else if (roll < 0.49 && m.offsets.size) {
        const [id] = pick([...m.offsets]);
        expectOutcome(true, await attempt(() => revokeHedging(w.h.db, ctx, id)), `${at}: revoke offset ${id}`);
        m.offsets.delete(id);
      } else if (roll < 0.6) await ops.pay(rand, at);
      else if (roll < 0.67) {
        if (m.invoices.size && rand() < 0.4) {
          await invoices.undo(pick([...m.invoices.keys()]), at);
          invoicesUndone++;
        } else await invoices.add(rand, at);
      } else if (roll < 0.82 && m.money.size) await ops.unpost(pick([...m.money.keys()]), at);
      else if (roll < 0.92) await ops.prepay(rand, at);
      else if (roll < 0.985) await ops.apply(rand, at);
      else {
        m.applyRequired = !m.applyRequired;
        const body = { type: 'ENABLE_PAYMENT_APPLY', enabled: m.applyRequired };
        expect((await w.boss.call('POST', 'finance/changeConfigure', body)).code).toBe(0);
      }
      for (const p of m.payments()) {
        if (p.prepay.isPositive()) usedPrepay.add(p.id);
        if (p.applyId) followedApply.add(p.id);
      }
      if ((op + 1) % Math.min(1000, Math.ceil(OPERATIONS / 2)) === 0) await checkBooks(`after ${op + 1} operations`);
    }
    await checkBooks('at the end of the run');
    expect(tally.accepted).toBeGreaterThan(OPERATIONS / 3);
    expect(tally.refused).toBeGreaterThan(OPERATIONS / 40);
    // the run posted payments drawing on prepaid balance and payments following an application (live or since undone)
    expect(usedPrepay.size).toBeGreaterThan(0);
    expect(followedApply.size).toBeGreaterThan(0);
    expect(invoicesUndone).toBeGreaterThan(0);

    // Reverse everything: offsets, money documents (latest first, again while one waits on another), applications,
    // adjustments (the ones lowering what is open first), fees, bills. Every balance ends at zero exactly.
    for (const [id] of m.offsets) expectOutcome(true, await attempt(() => revokeHedging(w.h.db, ctx, id)), `revoke ${id}`);
    m.offsets.clear();
    // Transfers both ways can leave a cycle no single un-review may break (each partner's balance is the other's
    // transfer): a prepayment made for the purpose funds the first one, and is itself reversed last.
    const funds = new Set<string>();
    for (let pass = 0; m.money.size && pass < 50; pass++) {
      const before = m.money.size;
      const keys = [...m.money.keys()].reverse();
      const order = keys.every((k) => funds.has(k)) ? keys : keys.filter((k) => !funds.has(k));
      for (const key of order) if (m.canUnpost(m.money.get(key)!)) await ops.unpost(key, 'unwind');
      const stuck = order.map((k) => m.money.get(k)).find((d) => d && !m.canUnpost(d));
      if (m.money.size === before && stuck) {
        const need = FinanceModel.aheadOf(stuck, stuck.to).minus(m.prepaidOf(stuck.to));
        funds.add(await ops.fund(stuck.to, need, 'unwind'));
      }
    }
    expect(m.money.size).toBe(0);
    for (const id of [...m.applies.keys()]) {
      expectOutcome(
        true,
        (await w.boss.call('PUT', 'finance/payment/antiReview', { type: 1, id, message: '撤销' })).code === 0,
        id,
      );
      m.applies.delete(id);
    }
    for (const id of [...m.invoices.keys()]) await invoices.undo(id, 'unwind');
    for (const [id, a] of [...m.adjusts].sort(([, x], [, y]) => x.amount.cmp(y.amount))) await takeBackAdjust(id, a, 'unwind');
    expect(m.adjusts.size).toBe(0);
    for (const b of m.items) if (b.reviewed) await bill(b, 'unwind');
    for (const id of m.accountFees.keys()) if (m.accountFees.get(id)!.reviewed) await ops.toggleAccountFee(id, 'unwind');
    for (const p of m.purchases.filter((x) => x.reviewed)) {
      expect((await w.boss.call('POST', 'uflo/MATERIALS_PURCHASE/apply-anti-review', { id: p.id, message: '撤销' })).code).toBe(
        0,
      );
      p.reviewed = false;
    }
    await checkBooks('after reversing everything');
    expect(
      await q(sql`select balance_key from journal_balance where unit_id = ${w.boss.unitId} and debit_total <> credit_total`),
    ).toEqual([]);
    expect(await q(sql`select id from journal_item where unit_id = ${w.boss.unitId} and debit_total <> credit_total`)).toEqual(
      [],
    );
  }, 600_000);
});
