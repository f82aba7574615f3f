import { intProblem, orderGoodsInput, type ProductionOrderType } from '@gf/contracts';
import { duplicateCustomers, goodsTotal, type Cells, type GoodsBlock } from './order-goods-state';

/** The most pieces one cell may hold (the contracts' orderQuantity). */
export const MAX_CELL = 99999999;

/**
 * What keeps the form from saving, in the order the clerk meets it. `code` is a key of the area's `problem.*`
 * strings; `text` (a contract message "中文|English") when the contract's own rule says it.
 */
export interface FormProblem {
  code:
    | 'noGoods'
    | 'styleRequired'
    | 'deliveryRequired'
    | 'deliveryBeforeOrder'
    | 'customerRequired'
    | 'customerMissing'
    | 'customerTwice'
    | 'cellInvalid'
    | 'noQuantity'
    | 'price';
  /** The goods block (1-based place on the form) it belongs to; none for the whole order. */
  goods?: number;
  /** The customer block inside it (1-based). */
  customer?: number;
  text?: string;
}

/** A cell the matrix marks (not a whole number, below 0, above the limit): the value stays as typed. */
export const cellProblem = (n: number | null | undefined): string | null =>
  n === null || n === undefined ? null : intProblem(String(n), { min: 0, max: MAX_CELL });

const badCells = (cells: Cells) => Object.values(cells).some((n) => cellProblem(n) !== null);

const priceFields = ['noTaxPrice', 'taxRate', 'processUnitPrice'] as const;

/**
 * Everything wrong with the order as typed. `submitting`: 提报 also needs a quantity in every block (a draft may be
 * saved half-filled). The server checks the same rules again; this list lets the form say them before it asks.
 */
export function formProblems(
  placeorderAt: string | null,
  blocks: readonly GoodsBlock[],
  type: ProductionOrderType,
  submitting: boolean,
): FormProblem[] {
  const out: FormProblem[] = [];
  if (blocks.length === 0) out.push({ code: 'noGoods' });
  blocks.forEach((b, i) => {
    const goods = i + 1;
    if (!b.styleId) out.push({ code: 'styleRequired', goods });
    if (!b.deliveryAt) out.push({ code: 'deliveryRequired', goods });
    else if (placeorderAt && b.deliveryAt < placeorderAt) out.push({ code: 'deliveryBeforeOrder', goods });
    for (const field of priceFields) {
      const typed = b[field].trim();
      if (!typed) continue;
      const checked = orderGoodsInput.shape[field].safeParse(typed);
      if (!checked.success) out.push({ code: 'price', goods, text: checked.error.issues[0]?.message });
    }
    if (type === 1 && b.fillType === 1) {
      if (b.customers.length === 0) out.push({ code: 'customerRequired', goods });
      b.customers.forEach((c, j) => {
        if (!c.customerId) out.push({ code: 'customerMissing', goods, customer: j + 1 });
      });
      if (duplicateCustomers(b.customers).length) out.push({ code: 'customerTwice', goods });
    }
    const cellsBad =
      type === 0 ? badCells(b.colorCells) : b.fillType === 1 ? b.customers.some((c) => badCells(c.cells)) : badCells(b.cells);
    if (cellsBad) out.push({ code: 'cellInvalid', goods });
    else if (submitting && b.styleId && goodsTotal(b, type) === 0) out.push({ code: 'noQuantity', goods });
  });
  return out;
}
