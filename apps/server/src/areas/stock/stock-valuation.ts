import { Dec } from '@gf/contracts';

/*
 * Stock value (issue 13 part 5), worked out in exact decimals inside the posting (stock-posting.service.ts), on the
 * locked item. One rule for every posting:
 * - a line carrying its own value (a reversal: the opposite of the row it compensates; a transfer-in: what left the
 *   other storehouse) moves exactly that value;
 * - an in-line with a price (an arrival) comes in at quantity × price;
 * - every other line (outs, adjustments, stocktake, manual changes, in-lines without a price) moves at the item's
 *   moving-average cost; a line leaving nothing on hand moves exactly the value on hand (no rounding rest).
 * The average is value ÷ quantity while something is on hand; with nothing (or less than nothing) on hand the last
 * average is kept. Values round to 2 decimals (money), the average to 6.
 */

export const VALUE_SCALE = 2;
export const COST_SCALE = 6;

export interface ItemValue {
  quantity: Dec;
  value: Dec;
  unitCost: Dec;
}

export interface ValuedLine {
  delta: Dec;
  price?: string | null;
  /** An exact value to move (reversals, transfer-ins); wins over price and cost. */
  value?: string | null;
}

/** The value one line moves given the item as it stands before it. */
export function lineValue(item: ItemValue, line: ValuedLine): Dec {
  if (line.value !== null && line.value !== undefined) return Dec.of(line.value).round(VALUE_SCALE);
  // A line leaving nothing on hand takes the value on hand with it: no rounding rest stays behind an empty item.
  if (item.quantity.plus(line.delta).isZero()) return item.value.neg();
  if (line.delta.isPositive() && line.price !== null && line.price !== undefined)
    return line.delta.times(line.price).round(VALUE_SCALE);
  return line.delta.times(item.unitCost).round(VALUE_SCALE);
}

/** The item after a line moved `value`: quantity and value add up; the average follows while stock is on hand. */
export function applyLine(item: ItemValue, delta: Dec, value: Dec): ItemValue {
  const quantity = item.quantity.plus(delta);
  const total = item.value.plus(value);
  const unitCost = quantity.isPositive() ? total.div(quantity, COST_SCALE) : item.unitCost;
  return { quantity, value: total, unitCost };
}
