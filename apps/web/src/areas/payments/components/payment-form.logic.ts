import { Dec, partnerTypes, type OpenOrderView, type PartnerType } from '@gf/contracts';

/** A money figure as the forms take it: up to 12 digits and 2 decimals, never negative. */
export const isMoney = (v: string) => /^\d{1,12}(\.\d{1,2})?$/.test(v);
const money = (v: string | undefined) => (v && isMoney(v) ? Dec.of(v) : Dec.zero);

export const orderKey = (o: Pick<OpenOrderView, 'orderType' | 'orderId'>) => `${o.orderType}|${o.orderId}`;

/** What the clerk typed against each open bill, keyed by orderKey. */
export type Allocations = Record<string, string>;

export const isOverOpen = (o: OpenOrderView, alloc: Allocations) => {
  const typed = alloc[orderKey(o)] ?? '';
  return isMoney(typed) && Dec.of(typed).gt(o.open);
};

export const allocatedTotal = (orders: OpenOrderView[], alloc: Allocations) =>
  orders.reduce((s, o) => s.plus(money(alloc[orderKey(o)])), Dec.zero);

/** The lines sent: every bill with a non-zero figure. */
export const extOrdersOf = (orders: OpenOrderView[], alloc: Allocations) =>
  orders
    .filter((o) => !money(alloc[orderKey(o)]).isZero())
    .map((o) => ({ orderType: o.orderType, orderId: o.orderId, amount: alloc[orderKey(o)]! }));

export interface LimitInput {
  /** 付款金额 (or 申请金额 on an application). */
  amount: string;
  /** 使用预付款 (payments only). */
  prepayAmount: string;
  /** What the partner has ahead (getAvailablePrepayBalance). */
  available: string;
  /** What the chosen application still allows (null: no application followed). */
  applyLeft: string | null;
  allocated: Dec;
}

/** One warning the form shows before anything is sent (the server checks the same on locked rows). */
export type LimitProblem =
  | { code: 'badMoney'; field: 'amount' | 'prepayAmount' }
  | { code: 'overPrepay'; available: string }
  | { code: 'overApply'; left: string }
  | { code: 'overPaid'; total: string };

/** The over-allocation warnings of a payment (or, without prepayment and application, of an application). */
export function limitProblems(v: LimitInput): LimitProblem[] {
  const out: LimitProblem[] = [];
  if (v.amount && !isMoney(v.amount)) out.push({ code: 'badMoney', field: 'amount' });
  if (v.prepayAmount && !isMoney(v.prepayAmount)) out.push({ code: 'badMoney', field: 'prepayAmount' });
  const amount = money(v.amount);
  const prepay = money(v.prepayAmount);
  if (prepay.gt(v.available)) out.push({ code: 'overPrepay', available: Dec.of(v.available).toFixed(2) });
  const paid = amount.plus(prepay);
  if (v.applyLeft !== null && paid.gt(v.applyLeft)) out.push({ code: 'overApply', left: Dec.of(v.applyLeft).toFixed(2) });
  if (v.allocated.gt(paid)) out.push({ code: 'overPaid', total: paid.toFixed(2) });
  return out;
}

/**
 * An amount spread over a partner's open bills, oldest first, each up to what is open on it (what 付款 on the
 * outside-factory settlement does on the server): the form shows it, the clerk may change any figure.
 */
export function allocateOldestFirst(orders: OpenOrderView[], amount: string): Allocations {
  let left = money(amount);
  const out: Allocations = {};
  const oldestFirst = [...orders].sort((a, b) => a.firstDate.localeCompare(b.firstDate));
  for (const o of oldestFirst) {
    if (!left.gt(0)) break;
    const part = Dec.min(left, Dec.of(o.open));
    if (!part.gt(0)) continue;
    out[orderKey(o)] = part.toFixed(2);
    left = left.minus(part);
  }
  return out;
}

/** What a 付款 link elsewhere names (/finance/paymentAdd?type=0&partnerType=&partnerId=&partnerName=&amount=). */
export interface PayLink {
  partnerType: PartnerType;
  partnerId: string;
  partnerName?: string;
  amount?: string;
}

/** The partner (and amount) a 付款 link put in the URL; null when it names none or a type the form does not know. */
export function payLinkOf(params: URLSearchParams): PayLink | null {
  const type = params.get('partnerType');
  const id = params.get('partnerId');
  if (!id || !(partnerTypes as readonly string[]).includes(type ?? '')) return null;
  const amount = params.get('amount') ?? '';
  return {
    partnerType: type as PartnerType,
    partnerId: id,
    partnerName: params.get('partnerName') ?? undefined,
    amount: isMoney(amount) && Dec.of(amount).gt(0) ? amount : undefined,
  };
}
