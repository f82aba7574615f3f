import { noLot, type LineLot } from './LotCells';
import type { MaterialLine } from './MaterialLinesEditor';

/**
 * The pure rules of the line table: each line has its own key (several lines may name one SKU, one per roll),
 * 拆分 (+ 卷) adds a line of the same SKU below, and a roll is taken by at most one line of a bill.
 */

let lastKey = 0;

/** A key no other line of this page has (lines of one SKU are told apart by it, not by the SKU id). */
export const newLineKey = (): string => `line-${++lastKey}`;

/** A new editor line of a SKU: blank quantity, order number and lot. */
export const newMaterialLine = (materialsSkuId: string, label: string, lot: LineLot = noLot): MaterialLine => ({
  key: newLineKey(),
  materialsSkuId,
  label,
  quantity: '',
  orderNo: '',
  lot,
});

/** + 卷: a line of the same SKU (same order number) right below the given one, with empty quantity and lot. */
export function splitLine(lines: readonly MaterialLine[], key: string): MaterialLine[] {
  const at = lines.findIndex((l) => l.key === key);
  if (at < 0) return [...lines];
  const source = lines[at]!;
  const { id: _savedId, ...copied } = source; // the new line is not the saved one
  const added: MaterialLine = { ...copied, key: newLineKey(), quantity: '', lot: noLot };
  return [...lines.slice(0, at + 1), added, ...lines.slice(at + 1)];
}

/** Whether a line offers + 卷: its SKU is tracked by roll, or the line names a roll. */
export const canSplit = (line: Pick<MaterialLine, 'lot'>, enableRoll: boolean | undefined): boolean =>
  Boolean(enableRoll || line.lot.rollId);

/** The rolls the other lines of the bill already take (a roll is of one SKU; the roll select disables them here). */
export const rollsTakenElsewhere = (lines: readonly MaterialLine[], key: string): string[] =>
  lines.flatMap((l) => (l.key !== key && l.lot.rollId ? [l.lot.rollId] : []));

/** The distinct SKUs of the lines, in first-seen order (stock figures are per SKU). */
export const distinctSkuIds = (lines: readonly MaterialLine[]): string[] => [...new Set(lines.map((l) => l.materialsSkuId))];

/** A storehouse change: the chosen lots belonged to the old storehouse, so every line's lot is cleared. */
export const withoutLots = (lines: readonly MaterialLine[]): MaterialLine[] =>
  lines.map((l) => (l.lot.rollId || l.lot.vatNo ? { ...l, lot: noLot } : l));
