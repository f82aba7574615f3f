import { decimalString } from '@gf/contracts';
import { labelInSentence } from '../forms/required-rule';
import { t } from '../i18n';
import { cellProblems, gridProblems, problemText, problemWithPlace, type CellProblem, type CellRule } from '../line-problems';
import type { MaterialLine } from './MaterialLinesEditor';

/** The quantity of a material bill line as the delivery and remnant contracts check it: above 0, 4 decimals. */
const lineQuantity = decimalString({ scale: 4, intDigits: 14, positive: true });

export type QuantityProblem = CellProblem<'quantity'>;

const rules: CellRule<MaterialLine, 'quantity'>[] = [
  { field: 'quantity', value: (l) => l.quantity, schema: lineQuantity, required: true },
];

/** Every line's quantity problem: per line key (to mark the cell) and in order with the row number (from 1). */
export const quantityProblems = (lines: readonly MaterialLine[]) => gridProblems(lines, (l) => cellProblems(l, rules));

/** What the cell's tooltip says: the rule alone ("不能为负数"), or 必填 for a blank quantity. */
export const quantityProblemText = (p: QuantityProblem, language: string): string =>
  'text' in p ? problemText(p.text, language) : t('materialLines.required');

/** What the save message says: row, column and rule ("第2行 送料数不能为负数", "第2行 请输入送料数"). */
export function quantityProblemWithPlace(p: QuantityProblem, language: string, row: number, column: string): string {
  if ('text' in p) return problemWithPlace(p.text, language, row, column);
  return `${t('api.row', { n: row })} ${t('forms.pleaseInput', { label: labelInSentence(column) })}`;
}
