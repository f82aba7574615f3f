import {
  backCompute,
  dec,
  isDecimalString,
  isZeroDecimal,
  lineAmount,
  pickUpLineProblem,
  purchaseLineInput,
  purchasePickUpInput,
  stockQuantity,
} from '@gf/contracts';
import { cellProblems, gridProblems, type CellProblem as LineCellProblem, type CellRule } from '../../../shared/line-problems';

/** One line of the new-purchase grid (one material SKU of one supplier). */
export interface EditLine {
  key: string;
  /** The saved line's id when re-editing: sent back so the line keeps it (arrival lines point at it). */
  lineId?: string | null;
  materialSkuId: string;
  label: string;
  supplierId: string | null;
  supplierName: string | null;
  purchaseUnit: string;
  stockUnit: string;
  conversionRate: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  taxRate: string;
  remark: string;
  /** Demand lines this line buys for, top to bottom (empty = unplanned). */
  demands: { id: string; orderNo: string; goodsStyleNo: string | null; waiting: string }[];
  /** 按单编辑: an explicit split per demand id (stock unit); without it the server fills top to bottom. */
  allocations?: Record<string, string>;
  /** 一键采到送 only: 本次到料 and 本次送料 in the stock unit. */
  quantityArrive?: string;
  quantityDelivery?: string;
}

export const isRate = (v: string) => isDecimalString(v.trim(), 4, 16) && !isZeroDecimal(v.trim());
export const isQuantity = (v: string) => isDecimalString(v.trim(), 4, 14) && !isZeroDecimal(v.trim());
const isMoney = (v: string, scale: number) => isDecimalString(v.trim(), scale, 14);

/** 合计采购 in the stock unit, or '' while the quantity or rate is not a number. */
export function lineTotal(l: Pick<EditLine, 'quantity' | 'conversionRate'>): string {
  return isRate(l.conversionRate) && isQuantity(l.quantity) ? stockQuantity(l.quantity.trim(), l.conversionRate.trim()) : '';
}

/**
 * Applies one typed field and keeps quantity, price and amount consistent: a quantity or price recomputes
 * the amount (price × quantity, 2 decimals); a typed amount back-computes the price (amount ÷ quantity,
 * 4 decimals) or, without a quantity, the quantity (amount ÷ price).
 */
export function editLine(
  line: EditLine,
  field: 'conversionRate' | 'quantity' | 'unitPrice' | 'amount' | 'taxRate' | 'remark',
  value: string,
): EditLine {
  const next = { ...line, [field]: value };
  if (field === 'quantity' || field === 'unitPrice') {
    if (isQuantity(next.quantity) && isMoney(next.unitPrice, 4))
      next.amount = dec.fixed(lineAmount(next.unitPrice.trim(), next.quantity.trim()), 2);
  }
  if (field === 'amount' && isMoney(value, 2)) {
    const r = backCompute(
      value.trim(),
      isQuantity(next.quantity) ? next.quantity.trim() : null,
      isMoney(next.unitPrice, 4) ? next.unitPrice.trim() : null,
    );
    if (r) {
      next.unitPrice = r.unitPrice;
      next.quantity = r.quantity;
    }
  }
  return next;
}

/** 一键填齐合计采购: the waiting quantities of the line's demands, in purchase units (÷ rate, 4 decimals). */
export function fillWithWaiting(line: EditLine): EditLine {
  if (!line.demands.length || !isRate(line.conversionRate)) return line;
  const waiting = dec.sum(line.demands.map((d) => d.waiting));
  if (dec.cmp(waiting, '0') <= 0) return line;
  // round up so the stock-unit total covers the waiting quantity
  let q = dec.div(waiting, line.conversionRate.trim(), 4) ?? '0';
  if (dec.cmp(stockQuantity(q, line.conversionRate.trim()), waiting) < 0) q = dec.add(q, '0.0001');
  return editLine(line, 'quantity', q);
}

/** The grid's cells that can be wrong, as the form names its columns. */
export type LineField =
  | 'supplier'
  /** The material itself (a stopped SKU, twice in one bill): only the server names it. */
  | 'material'
  | 'conversionRate'
  | 'quantity'
  | 'unitPrice'
  | 'amount'
  | 'taxRate'
  | 'remark'
  | 'quantityArrive'
  | 'quantityDelivery';

/** One wrong cell of the purchase grid (shared/line-problems). */
export type CellProblem = LineCellProblem<LineField>;

const pickUpLine = purchasePickUpInput.shape.materialsSkus.element.shape;
const text = (field: keyof EditLine) => (l: EditLine) => l[field] as string | undefined;
const rules: CellRule<EditLine, LineField>[] = [
  { field: 'conversionRate', value: text('conversionRate'), schema: purchaseLineInput.shape.conversionRate, required: true },
  {
    field: 'quantity',
    value: text('quantity'),
    schema: purchaseLineInput.shape.quantity,
    required: true,
    // its input stays disabled until the rate is right: the rate is the problem then
    skip: (l) => !isRate(l.conversionRate),
  },
  { field: 'unitPrice', value: text('unitPrice'), schema: purchaseLineInput.shape.unitPrice },
  { field: 'amount', value: text('amount'), schema: purchaseLineInput.shape.amount },
  { field: 'taxRate', value: text('taxRate'), schema: purchaseLineInput.shape.taxRate },
  { field: 'remark', value: text('remark'), schema: purchaseLineInput.shape.remark },
];
const pickUpRules: CellRule<EditLine, LineField>[] = [
  { field: 'quantityArrive', value: text('quantityArrive'), schema: pickUpLine.quantityArrive, required: true },
  { field: 'quantityDelivery', value: text('quantityDelivery'), schema: pickUpLine.quantityDelivery, required: true },
];

/**
 * Every wrong cell of a line, in column order (empty = the line may be saved): the supplier, then each number checked
 * with the contracts' schema of the same field (the server's rule and message); in 一键采到送 also 本次到料 ≤ 本次采购
 * and 本次送料 ≤ 本次到料.
 */
export function lineProblems(l: EditLine, pickUp = false): CellProblem[] {
  const out: CellProblem[] = l.supplierId ? [] : [{ field: 'supplier', key: 'supplier' }];
  out.push(...cellProblems(l, pickUp ? [...rules, ...pickUpRules] : rules));
  if (pickUp && out.length === 0) {
    const order = pickUpProblem(l);
    if (order === 'arrive') out.push({ field: 'quantityArrive', key: 'arriveAbove' });
    if (order === 'delivery') out.push({ field: 'quantityDelivery', key: 'deliveryAbove' });
  }
  return out;
}

/** The grid's problems: per line key and all in order with their row number. */
export const purchaseGridProblems = (lines: readonly EditLine[], pickUp = false) =>
  gridProblems(lines, (l) => lineProblems(l, pickUp));

/** 一键采到送: 本次到料 and 本次送料 follow 本次采购 (the stock-unit total) whenever the total changes. */
export function followTotal(before: EditLine | undefined, after: EditLine): EditLine {
  const total = lineTotal(after);
  if (before && total === lineTotal(before) && after.quantityArrive !== undefined) return after;
  return { ...after, quantityArrive: total, quantityDelivery: total };
}

/** What is wrong with a line's 本次到料 / 本次送料 before saving, or null (the server checks the same). */
export function pickUpProblem(l: EditLine): 'arriveNumber' | 'deliveryNumber' | 'arrive' | 'delivery' | null {
  const arrive = (l.quantityArrive ?? '').trim();
  const delivery = (l.quantityDelivery ?? '').trim();
  if (!isDecimalString(arrive, 4, 14)) return 'arriveNumber';
  if (!isDecimalString(delivery, 4, 14)) return 'deliveryNumber';
  return pickUpLineProblem({
    quantity: l.quantity.trim(),
    conversionRate: l.conversionRate.trim(),
    quantityArrive: arrive,
    quantityDelivery: delivery,
  });
}
