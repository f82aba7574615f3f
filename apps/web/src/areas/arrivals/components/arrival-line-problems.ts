import { arrivalLineInput } from '@gf/contracts';
import { cellProblems, gridProblems, refusedCells, type CellProblem, type CellRule } from '../../../shared/line-problems';
import type { LineDraft } from './ArrivalLinesTable';

/** The arrival grid's cells that can be wrong (the material itself only by a refusal: not found, not a sample ...). */
export type ArrivalCell = 'material' | 'quantity' | 'conversionRate' | 'unitPrice' | 'amount' | 'taxRate' | 'vatNo' | 'rollNo';
export type ArrivalProblem = CellProblem<ArrivalCell>;

const shape = arrivalLineInput.shape;
const text = (field: keyof LineDraft) => (l: LineDraft) => l[field] as string;
/** In column order. The price is judged while it is typed, the amount once it is typed (either one wins). */
const rules: CellRule<LineDraft, ArrivalCell>[] = [
  { field: 'quantity', value: text('quantity'), schema: shape.quantity, required: true },
  { field: 'conversionRate', value: text('conversionRate'), schema: shape.conversionRate, required: true },
  { field: 'unitPrice', value: text('unitPrice'), schema: shape.unitPrice, skip: (l) => l.amountTyped },
  { field: 'amount', value: text('amount'), schema: shape.amount, skip: (l) => !l.amountTyped },
  { field: 'taxRate', value: text('taxRate'), schema: shape.taxRate },
  { field: 'vatNo', value: text('vatNo'), schema: shape.vatNo },
  { field: 'rollNo', value: text('rollNo'), schema: shape.rollNo },
];

/** Every wrong cell of an arrival line, checked with the contract's schema of the same field (the server's rule). */
export const arrivalLineProblems = (l: LineDraft): ArrivalProblem[] => cellProblems(l, rules);

/** The grid's problems: per line key (to mark cells) and all in order with their row number (the # column). */
export const arrivalGridProblems = (lines: readonly LineDraft[]) => gridProblems(lines, arrivalLineProblems);

/** The server's names of an arrival line's fields → the cell that shows them. */
const cellOf: Record<string, ArrivalCell> = {
  materialSkuId: 'material',
  purchaseLineId: 'material',
  purchaseLineDemandId: 'material',
  quantity: 'quantity',
  conversionRate: 'conversionRate',
  unitPrice: 'unitPrice',
  amount: 'amount',
  taxRate: 'taxRate',
  vatNo: 'vatNo',
  rollNo: 'rollNo',
};

/** A refusal's field paths (materialsSkus.N.field) as the marked cells of the lines they name. */
export const refusedArrivalCells = (lines: readonly LineDraft[], fields: readonly string[], message: string) =>
  refusedCells(lines, fields, message, cellOf);
