import { Dec } from '@gf/contracts';

const MONEY = /^-?\d+(\.\d{1,2})?$/;
const RATE = /^\d{1,2}(\.\d{1,2})?$/;

/**
 * The amounts of a line from the two values the clerk types: the amount including tax and the tax rate. Excluding tax
 * = including ÷ (1 + rate%), rounded to cents; tax = including − excluding (so they always add up). Null while either
 * typed value is not a number: nothing typed is ever changed, only the two derived amounts are shown.
 */
export function splitIncludingTax(including: string, rate: string): { excluding: string; tax: string } | null {
  const inc = including.trim();
  const r = rate.trim() || '0';
  if (!MONEY.test(inc) || !RATE.test(r)) return null;
  const excluding = Dec.of(inc)
    .div(Dec.of(1).plus(Dec.of(r).div(100)))
    .round(2);
  return { excluding: excluding.toFixed(2), tax: Dec.of(inc).minus(excluding).toFixed(2) };
}

/** Absolute value for display (a return's red invoice is negative; screens show amounts unsigned). */
export const shown = (amount: string) => Dec.of(amount).abs().toFixed(2);
