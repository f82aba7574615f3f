import { Dec } from '@gf/contracts';
import { expect } from 'vitest';
import type { Client } from '../../../test/harness.js';
import { expectCall, FinanceModel, type Alloc, type Item } from './finance.invariant-driver.js';

/**
 * Invoices in the run: registered against one or two bills of a supplier (sometimes a cent beyond what is left to
 * invoice, or on a bill not reviewed: refused), and undone. An invoice posts no money; it holds its bills (lineage).
 */
export function invoiceOps(c: Client, m: FinanceModel, suppliers: string[], tally: { accepted: number; refused: number }) {
  let serial = 0;
  async function add(rand: () => number, what: string) {
    const cents = (max: number) => Dec.of(Math.floor(rand() * max * 100)).div(100);
    const supplier = suppliers[Math.floor(rand() * suppliers.length)]!;
    const ofSupplier = m.items.filter((b) => b.supplier === supplier);
    const chosen = [...new Set([0, rand() < 0.3 ? 1 : 0].map(() => ofSupplier[Math.floor(rand() * ofSupplier.length)]!))];
    const lines = chosen.map((item) => {
      const whole = FinanceModel.billAmount(item);
      const left = whole.abs().minus(m.invoicedOf(item).abs());
      let size = Dec.min(cents(Math.max(Number(left.toFixed(2)), 0) + 5).plus('0.01'), Dec.max(left, Dec.of('0.01')));
      if (rand() < 0.1) size = left.plus('0.01'); // one cent beyond what is left
      return { item, amount: item.ledger === 'AR' ? size.neg() : size };
    });
    const fits = lines.every(
      (l) => l.item.reviewed && m.invoicedOf(l.item).plus(l.amount).abs().lte(FinanceModel.billAmount(l.item).abs()),
    );
    // a positive line carries 10% tax (rounded down); a red (negative) one none
    const detail = (l: Alloc) => {
      const tax = l.amount.isPositive() ? l.amount.times('0.1', 2, 'floor') : Dec.zero;
      return {
        billType: l.item.type,
        billId: l.item.id,
        excludingTaxPrice: l.amount.minus(tax).toFixed(2),
        taxAmount: tax.toFixed(2),
        includingTaxPrice: l.amount.toFixed(2),
      };
    };
    const res = await expectCall(c, tally, fits, `${what}: invoice`, 'POST', 'finance/invoice/add', {
      kind: 'RECEIVED',
      invoiceNo: `INV-${++serial}`,
      partnerType: 'SUPPLIER',
      partnerId: supplier,
      financeInvoiceDetails: lines.map(detail),
    });
    if (res.code === 0) m.invoices.set(res.data.id as string, { supplier, lines });
  }

  /** Undo: always accepted; afterwards what is not yet invoiced on its bills is the model's again, exactly. */
  async function undo(id: string, what: string) {
    const inv = m.invoices.get(id)!;
    await expectCall(c, tally, true, `${what}: invoice undo`, 'POST', `finance/invoice/undo?id=${id}`, {});
    m.invoices.delete(id);
    const listed = await uninvoiced(inv.supplier);
    for (const l of inv.lines)
      expect(listed.get(`${l.item.type}:${l.item.id}`), `${what}: after undo of ${id}, bill ${l.item.id}`).toBe(
        expectedLeft(l.item),
      );
  }

  /** What the not-yet-invoiced list says is left per bill of the supplier (`type:id` → amount). */
  async function uninvoiced(supplier: string): Promise<Map<string, string>> {
    const res = await c.call('POST', 'finance/invoice/unInvoice/facPrdOrder', {
      kind: 'RECEIVED',
      partnerType: 'SUPPLIER',
      partnerId: supplier,
      pageSize: 1000,
    });
    expect(res.code, res.msg).toBe(0);
    const rows = res.data.list as { billType: string; billId: string; uninvoicedAmount: string }[];
    return new Map(rows.map((r) => [`${r.billType}:${r.billId}`, r.uninvoicedAmount]));
  }

  /** The model's figure: left to invoice, or undefined when the bill is not listed (not reviewed, or fully invoiced). */
  function expectedLeft(b: Item): string | undefined {
    const whole = FinanceModel.billAmount(b);
    const left = whole.minus(m.invoicedOf(b));
    return whole.isZero() || left.isZero() ? undefined : left.toFixed(2);
  }

  return { add, undo, uninvoiced, expectedLeft };
}
