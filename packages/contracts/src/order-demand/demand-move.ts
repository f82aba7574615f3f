import { Dec, type DecimalInput } from '../decimal/decimal.js';

/** A board line's figures the move reads (purchased: counted purchase bills; reserved: 主动占用). */
export interface DemandLineState {
  demand: DecimalInput;
  planned: DecimalInput;
  purchased: DecimalInput;
  reserved: DecimalInput;
}

/**
 * Where a production order's demand line goes when the order now asks `target` (issue 10 part 5): the demand
 * becomes the target but never less than what is purchased plus reserved (that surplus stays on the board), and
 * 计划采购 moves by the same difference, never below the new demand. `null`: nothing is asked, bought or held,
 * so the line goes. Exact decimals; the result keeps 4 decimals like the board's columns.
 */
export function moveDemandLine(line: DemandLineState, target: DecimalInput): { demand: string; planned: string } | null {
  const floor = Dec.of(line.purchased).plus(line.reserved);
  const demand = Dec.max(target, floor);
  if (!demand.isPositive()) return null;
  const planned = Dec.max(Dec.of(line.planned).plus(demand.minus(line.demand)), demand);
  return { demand: demand.toFixed(4), planned: planned.toFixed(4) };
}
