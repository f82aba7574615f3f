import { z } from 'zod';

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

export interface DecimalRule {
  scale: number;
  intDigits?: number;
  /** Must be greater than zero. */
  positive?: boolean;
  /** At most this value (compared exactly, integers only). */
  maxInt?: number;
}

function withinMax(value: string, maxInt: number): boolean {
  const [intPart = '0', frac = ''] = value.split('.');
  const n = Number(intPart);
  return n < maxInt || (n === maxInt && /^0*$/.test(frac));
}

/** Required decimal string. Blank is refused. */
export function decimalString(rule: DecimalRule) {
  const { scale, intDigits = 12 } = rule;
  return z
    .string()
    .trim()
    .refine((v) => isDecimalString(v, scale, intDigits), {
      message: `须为数字，最多 ${scale} 位小数|must be a number with at most ${scale} decimals`,
    })
    .refine((v) => !rule.positive || !isZeroDecimal(v), { message: '须大于 0|must be greater than 0' })
    .refine((v) => rule.maxInt === undefined || withinMax(v, rule.maxInt), {
      message: `不能大于 ${rule.maxInt}|must be at most ${rule.maxInt}`,
    });
}

/** Optional decimal string: blank, null or missing become null. */
export function optionalDecimal(rule: DecimalRule) {
  return z
    .union([z.literal(''), z.null(), decimalString(rule)])
    .optional()
    .transform((v) => (v ? v : null));
}
