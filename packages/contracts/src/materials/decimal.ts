import { decimalInput, optionalDecimalInput, type DecimalRule } from '../platform/number-input.js';

/**
 * An exact decimal as a string (SPEC 5: optional sign, no leading zeros, optional decimals), at most
 * `scale` decimals and `intDigits` integer digits. Never parsed into a JS float: the server does its
 * arithmetic with `Dec` (../decimal/), the database stores numeric.
 */
export function isDecimalString(value: string, scale: number, intDigits = 12, allowNegative = false): boolean {
  const sign = allowNegative ? '-?' : '';
  const frac = scale > 0 ? `(\\.\\d{1,${scale}})?` : '';
  return new RegExp(`^${sign}(0|[1-9]\\d{0,${intDigits - 1}})${frac}$`).test(value);
}

/** True when the decimal string is zero (0, 0.0, 0.00 ...). */
export function isZeroDecimal(value: string): boolean {
  return /^-?0(\.0*)?$/.test(value);
}

export type { DecimalRule } from '../platform/number-input.js';

/**
 * Required decimal string (blank refused): the platform's decimalInput, whose refusals name the rule broken
 * (not a number, negative, too many decimals, beyond the column's maximum, zero where it must be positive).
 */
export const decimalString = (rule: DecimalRule) => decimalInput(rule);

/** Optional decimal string: blank, null or missing become null. */
export const optionalDecimal = (rule: DecimalRule) => optionalDecimalInput(rule);
