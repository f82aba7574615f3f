import { Dec } from '@gf/contracts';
import { expect } from 'vitest';
import type { Client } from '../../../test/harness.js';

/**
 * The model of the finance invariant (finance.invariant.int.test.ts): what every open item, every partner's prepaid
 * balance and the finance account should hold, from the operations that were accepted. It never reads the journal;
 * the test compares it with the journal and with sums over the bill tables.
 */
export interface Item {
  type: 'MATERIALS_ARRIVE' | 'MATERIALS_RETURN' | 'FEE';
  ledger: 'AP' | 'AR';
  id: string;
  /** The journal item id, known once the bill was first reviewed. */
  item: string | null;
  supplier: string;
  amount: Dec;
  reviewed: boolean;
}
export interface Alloc {
  item: Item;
  amount: Dec;
}
/** A reviewed payment, prepayment or transfer: what it moves ahead (PREPAID) and out of the account. */
export interface MoneyDoc {
  kind: 'PAYMENT' | 'PREPAY' | 'PREPAY_TRANSFER';
  id: string;
  from: string;
  to: string;
  /** PAYMENT: cash paid; PREPAY, PREPAY_TRANSFER: the amount. */
  amount: Dec;
  prepay: Dec;
  allocs: Alloc[];
  applyId: string | null;
}

export class FinanceModel {
  readonly items: Item[] = [];
  readonly adjusts = new Map<string, { item: Item; amount: Dec }>();
  readonly offsets = new Map<string, { ap: Item; ar: Item; amount: Dec }>();
  /** Live (reviewed) money documents in the order they were reviewed. */
  readonly money = new Map<string, MoneyDoc>();
  readonly applies = new Map<string, { supplier: string; amount: Dec }>();
  /** Fees paid straight from the account: id → amount, reviewed or not. */
  readonly accountFees = new Map<string, { amount: Dec; reviewed: boolean }>();
  readonly purchases: { id: string; amount: Dec; reviewed: boolean }[] = [];
  /** Registered (not undone) invoices: their lines, signed amounts including tax, per bill. */
  readonly invoices = new Map<string, { supplier: string; lines: Alloc[] }>();
  applyRequired = false;

  payments = () => [...this.money.values()].filter((d) => d.kind === 'PAYMENT');

  openOf(b: Item): Dec {
    let open = b.reviewed ? b.amount : Dec.zero;
    for (const a of this.adjusts.values()) if (a.item === b) open = open.plus(a.amount);
    for (const o of this.offsets.values()) if (o.ap === b || o.ar === b) open = open.minus(o.amount);
    for (const p of this.payments()) for (const a of p.allocs) if (a.item === b) open = open.minus(a.amount);
    return open;
  }

  /** What an invoice may cover of the bill: its own posting (a return's is negative), nothing while not reviewed. */
  static billAmount(b: Item): Dec {
    if (!b.reviewed) return Dec.zero;
    return b.ledger === 'AR' ? b.amount.neg() : b.amount;
  }

  invoicedOf(b: Item): Dec {
    let sum = Dec.zero;
    for (const inv of this.invoices.values()) for (const l of inv.lines) if (l.item === b) sum = sum.plus(l.amount);
    return sum;
  }

  /** Σ of the live transfers that moved balance from `from` to `to` (what may not go back, see checkTransferBack). */
  movedBetween(from: string, to: string): Dec {
    let sum = Dec.zero;
    for (const d of this.money.values())
      if (d.kind === 'PREPAY_TRANSFER' && d.from === from && d.to === to) sum = sum.plus(d.amount);
    return sum;
  }

  /** Documents pointing at the bill (lineage): it cannot be un-reviewed under them. */
  isLinked(b: Item): boolean {
    return (
      [...this.invoices.values()].some((inv) => inv.lines.some((l) => l.item === b)) ||
      [...this.adjusts.values()].some((a) => a.item === b) ||
      [...this.offsets.values()].some((o) => o.ap === b || o.ar === b) ||
      this.payments().some((p) => p.allocs.some((a) => a.item === b))
    );
  }

  /** What a document leaves ahead with each partner (a payment: the cash not allocated, less the prepayment used). */
  static aheadOf(d: MoneyDoc, supplier: string): Dec {
    if (d.kind === 'PREPAY_TRANSFER') return d.to === supplier ? d.amount : d.from === supplier ? d.amount.neg() : Dec.zero;
    if (d.to !== supplier) return Dec.zero;
    if (d.kind === 'PREPAY') return d.amount;
    return d.allocs.reduce((s, a) => s.minus(a.amount), d.amount);
  }

  prepaidOf(supplier: string): Dec {
    return [...this.money.values()].reduce((s, d) => s.plus(FinanceModel.aheadOf(d, supplier)), Dec.zero);
  }

  /** The account's balance: everything paid out of it. */
  cash(): Dec {
    let cash = Dec.zero;
    for (const d of this.money.values()) if (d.kind !== 'PREPAY_TRANSFER') cash = cash.minus(d.amount);
    for (const f of this.accountFees.values()) if (f.reviewed) cash = cash.minus(f.amount);
    return cash;
  }

  applyLeft(applyId: string): Dec {
    const apply = this.applies.get(applyId);
    if (!apply) return Dec.zero;
    return this.payments()
      .filter((p) => p.applyId === applyId)
      .reduce((s, p) => s.minus(p.amount).minus(p.prepay), apply.amount);
  }

  /** Un-review of a money document: refused when the partner it left money ahead with has since used it. */
  canUnpost(d: MoneyDoc): boolean {
    const holder = d.to;
    const ahead = FinanceModel.aheadOf(d, holder);
    return !ahead.isPositive() || ahead.lte(this.prepaidOf(holder));
  }
}

/** mulberry32: the same run every time. */
export function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Calls the API and checks the answer was the model's: accepted (code 0) or refused. */
export async function expectCall(
  c: Client,
  tally: { accepted: number; refused: number },
  expected: boolean,
  what: string,
  method: 'POST' | 'PUT' | 'GET',
  url: string,
  body: Record<string, unknown>,
) {
  const res = await c.call(method, url, body);
  expect(res.code === 0, `${what}: ${url} ${JSON.stringify(body)} answered ${res.code} ${res.msg}`).toBe(expected);
  tally[res.code === 0 ? 'accepted' : 'refused']++;
  return res;
}

/**
 * The money operations of the run (payments, applications, prepayments, transfers, fees): each picks its inputs, predicts
 * the answer from the model, calls the API and records what was accepted.
 */
export function moneyOps(c: Client, m: FinanceModel, env: { accountId: string; labelId: string; suppliers: string[] }) {
  const tally = { accepted: 0, refused: 0 };
  const call = (expected: boolean, what: string, method: 'POST' | 'PUT', url: string, body: Record<string, unknown>) =>
    expectCall(c, tally, expected, what, method, url, body);
  const supplierSide = (s: string) => ({ partnerType: 'SUPPLIER', partnerId: s });

  async function pay(rand: () => number, what: string) {
    const pick = <T>(xs: T[]): T | undefined => xs[Math.floor(rand() * xs.length)];
    const cents = (max: number) => Dec.of(Math.floor(rand() * max * 100)).div(100);
    const supplier = pick(env.suppliers)!;
    const candidates = m.items.filter((b) => b.ledger === 'AP' && b.supplier === supplier && b.item);
    const chosen = [...new Set([pick(candidates), rand() < 0.4 ? pick(candidates) : undefined])].filter((b) => !!b);
    const usePrepay = rand() < 0.35 && chosen.length > 0;
    const prepay = usePrepay ? cents(Number(m.prepaidOf(supplier).toFixed(2)) + 20).plus('0.01') : Dec.zero;
    const cash = usePrepay && rand() < 0.6 ? Dec.zero : cents(150).plus('0.01');
    const allocs: Alloc[] = [];
    let left = usePrepay ? cash.plus(prepay) : cash;
    chosen.forEach((item, i) => {
      const open = Dec.max(m.openOf(item), Dec.zero);
      let amount = i === chosen.length - 1 && usePrepay ? left : Dec.min(cents(Number(open.toFixed(2)) + 10).plus('0.01'), left);
      if (rand() < 0.1) amount = open.plus('0.01'); // one cent beyond what is open
      if (amount.isPositive()) allocs.push({ item, amount });
      left = left.minus(amount);
    });
    const liveApplies = [...m.applies].filter(([, a]) => a.supplier === supplier);
    const applyId = (m.applyRequired || rand() < 0.3) && liveApplies.length ? pick(liveApplies)![0] : null;
    const total = cash.plus(prepay);
    const allocated = allocs.reduce((s, a) => s.plus(a.amount), Dec.zero);
    const fits =
      allocated.lte(total) &&
      (prepay.isZero() || allocated.eq(total)) &&
      allocs.every((a) => a.amount.lte(m.openOf(a.item))) &&
      prepay.lte(m.prepaidOf(supplier)) &&
      (applyId ? total.lte(m.applyLeft(applyId)) : !m.applyRequired);
    const res = await call(fits, `${what}: payment`, 'POST', 'finance/payment/addPayment', {
      ...supplierSide(supplier),
      accountId: cash.isZero() ? null : env.accountId,
      payAmount: cash.toFixed(2),
      prepayAmount: prepay.toFixed(2),
      applyId,
      extOrders: allocs.map((a) => ({ orderType: a.item.type, orderId: a.item.id, amount: a.amount.toFixed(2) })),
      submit: true,
    });
    if (res.code === 0) {
      expect(res.data.status, what).toBe(2);
      const id = res.data.id as string;
      m.money.set(`PAYMENT:${id}`, { kind: 'PAYMENT', id, from: supplier, to: supplier, amount: cash, prepay, allocs, applyId });
    }
  }

  async function unpost(key: string, what: string) {
    const d = m.money.get(key)!;
    const ok = m.canUnpost(d);
    if (d.kind === 'PAYMENT') {
      const res = await call(ok, `${what}: un-review`, 'PUT', 'finance/payment/antiReview', {
        type: 0,
        id: d.id,
        message: '随机反审',
      });
      if (res.code === 0) await call(true, `${what}: void`, 'POST', 'uflo/PAYMENT/void', { id: d.id });
    } else {
      const base = d.kind === 'PREPAY' ? 'finance/prepay' : 'finance/prepayTransfer';
      await call(ok, `${what}: un-review`, 'POST', `${base}/changeStatus`, {
        id: d.id,
        status: 0,
        message: '随机反审',
      });
    }
    if (ok) m.money.delete(key);
    return ok;
  }

  /** A reviewed prepayment of `amount` to the supplier. */
  async function fund(supplier: string, amount: Dec, what: string) {
    const res = await call(true, `${what}: prepayment`, 'POST', 'finance/prepay/addPrepay', {
      ...supplierSide(supplier),
      accountId: env.accountId,
      amount: amount.toFixed(2),
      submit: true,
    });
    const id = res.data.id as string;
    m.money.set(`PREPAY:${id}`, {
      kind: 'PREPAY',
      id,
      from: supplier,
      to: supplier,
      amount,
      prepay: Dec.zero,
      allocs: [],
      applyId: null,
    });
    return `PREPAY:${id}`;
  }

  async function prepay(rand: () => number, what: string) {
    const cents = (max: number) => Dec.of(Math.floor(rand() * max * 100)).div(100);
    const [from, to] = rand() < 0.5 ? env.suppliers : [...env.suppliers].reverse();
    if (rand() < 0.55) {
      await fund(from!, cents(200).plus('0.01'), what);
      return;
    }
    const amount = cents(Number(m.prepaidOf(from!).toFixed(2)) + 30).plus('0.01');
    // never back where it came from: at most what `from` holds beside what live transfers `to` → `from` moved to it
    const own = m.prepaidOf(from!).minus(m.movedBetween(to!, from!));
    const res = await call(
      amount.lte(m.prepaidOf(from!)) && amount.lte(own),
      `${what}: transfer`,
      'POST',
      'finance/prepayTransfer/addPrepayTransfer',
      {
        fromPartnerType: 'SUPPLIER',
        fromPartnerId: from,
        toPartnerType: 'SUPPLIER',
        toPartnerId: to,
        amount: amount.toFixed(2),
        submit: true,
      },
    );
    if (res.code === 0) {
      const id = res.data.id as string;
      m.money.set(`PREPAY_TRANSFER:${id}`, {
        kind: 'PREPAY_TRANSFER',
        id,
        from: from!,
        to: to!,
        amount,
        prepay: Dec.zero,
        allocs: [],
        applyId: null,
      });
    }
  }

  async function apply(rand: () => number, what: string) {
    const [id, a] = [...m.applies][Math.floor(rand() * m.applies.size)] ?? [];
    if (id && a && rand() < 0.4) {
      const ok = !m.payments().some((p) => p.applyId === id);
      const res = await call(ok, `${what}: application un-review`, 'PUT', 'finance/payment/antiReview', {
        type: 1,
        id,
        message: '随机反审',
      });
      if (res.code === 0) m.applies.delete(id); // a draft now: no payment can follow it
      return;
    }
    const supplier = env.suppliers[Math.floor(rand() * env.suppliers.length)]!;
    const amount = Dec.of(Math.floor(rand() * 30000))
      .div(100)
      .plus('50');
    const res = await call(true, `${what}: application`, 'POST', 'finance/payment/addPaymentApply', {
      ...supplierSide(supplier),
      applyAmount: amount.toFixed(2),
      submit: true,
    });
    m.applies.set(res.data.id as string, { supplier, amount });
  }

  /** A new fee (to a supplier: its payable, open on the fee; or from the account), reviewed. */
  async function newFee(rand: () => number, toSupplier: boolean, what: string) {
    const amount = Dec.of(2000 + Math.floor(rand() * 15000)).div(100);
    const supplier = env.suppliers[Math.floor(rand() * env.suppliers.length)]!;
    const res = await call(true, `${what}: fee`, 'POST', 'finance/billfee/addAndUpdate', {
      handleType: 2,
      ...(toSupplier ? { supplierType: 'SUPPLIER', supplierId: supplier } : { accountId: env.accountId }),
      details: [{ sysLabelId: env.labelId, feePrice: amount.toFixed(2) }],
    });
    const id = res.data.id as string;
    await call(true, `${what}: fee review`, 'POST', 'uflo/FEE/submit', { id });
    if (toSupplier) m.items.push({ type: 'FEE', ledger: 'AP', id, item: null, supplier, amount, reviewed: true });
    else m.accountFees.set(id, { amount, reviewed: true });
  }

  async function toggleAccountFee(id: string, what: string) {
    const f = m.accountFees.get(id)!;
    const url = f.reviewed ? 'uflo/FEE/apply-anti-review' : 'uflo/FEE/submit';
    await call(true, `${what}: account fee`, 'POST', url, { id, message: '随机反审' });
    f.reviewed = !f.reviewed;
  }

  return { tally, pay, unpost, fund, prepay, apply, newFee, toggleAccountFee };
}
