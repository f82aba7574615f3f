import { Dec, DecimalError, type DecimalInput, type Rounding } from './decimal.js';

/**
 * Decimal strings in, decimal strings out: the form most call sites want (wire values, grid cells). Built on Dec.
 * An absent value (null, undefined, a blank cell) counts as 0 in arithmetic, as an empty grid cell adds nothing;
 * text that is not a decimal ("abc", "1,5", "1e3") throws DecimalError, never reads as 0. `parse` is strict.
 */
type Operand = DecimalInput | null | undefined;
const isBlank = (v: Operand): v is null | undefined | '' =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const of = (v: Operand): Dec => (isBlank(v) ? Dec.zero : Dec.of(v));

export interface FormatOptions {
  /** Round to this many decimals (half-up); without it the exact value is shown. */
  scale?: number;
  /** Pad to exactly `scale` decimals (money: 400.00); otherwise trailing zeros go (quantities: 12.5). */
  fixed?: boolean;
  /** Thousands separators in the integer part (1,234,567.5). */
  grouping?: boolean;
}

export const dec = {
  /** The canonical text of a decimal; throws DecimalError on blank or malformed input. */
  parse: (v: DecimalInput): string => Dec.of(v).toString(),
  /** Like parse, but null instead of throwing (form fields while the user types). */
  tryParse: (v: unknown): string | null => {
    try {
      return Dec.of(v as DecimalInput).toString();
    } catch (error) {
      if (error instanceof DecimalError) return null;
      throw error;
    }
  },
  isValid: (v: unknown): boolean => dec.tryParse(v) !== null,
  add: (a: Operand, b: Operand, scale = 4) => of(a).plus(of(b)).round(scale).toString(),
  sub: (a: Operand, b: Operand, scale = 4) => of(a).minus(of(b)).round(scale).toString(),
  mul: (a: Operand, b: Operand, scale: number) => of(a).times(of(b), scale).toString(),
  /** a ÷ b rounded to `scale`; null when b is zero (or absent). */
  div: (a: Operand, b: Operand, scale: number, mode: Rounding = 'half-up'): string | null => {
    const d = of(b);
    return d.isZero() ? null : of(a).div(d, scale, mode).toString();
  },
  cmp: (a: Operand, b: Operand) => of(a).cmp(of(b)),
  isZero: (a: Operand) => of(a).isZero(),
  isNegative: (a: Operand) => of(a).isNegative(),
  isPositive: (a: Operand) => of(a).isPositive(),
  /** The value, or 0 when it is below 0. */
  max0: (a: Operand, scale = 4) => (of(a).isNegative() ? '0' : of(a).round(scale).toString()),
  min: (a: string, b: string) => (of(a).lte(of(b)) ? a : b),
  max: (a: string, b: string) => (of(a).gte(of(b)) ? a : b),
  sum: (values: readonly Operand[], scale = 4) =>
    values
      .reduce<Dec>((s, v) => s.plus(of(v)), Dec.zero)
      .round(scale)
      .toString(),
  /** Rounded to `scale` decimals, trailing zeros trimmed. */
  norm: (a: Operand, scale = 4, mode: Rounding = 'half-up') => of(a).round(scale, mode).toString(),
  /** Rounded and padded to exactly `scale` decimals (money as shown: 400.00). */
  fixed: (a: Operand, scale: number) => of(a).toFixed(scale),
  /**
   * Text for display, never through Number(): `format('1234567.5', { scale: 2, fixed: true, grouping: true })`
   * is "1,234,567.50". Null, undefined and blank show as ''; malformed text throws.
   */
  format: (a: Operand, options: FormatOptions = {}): string => {
    if (isBlank(a)) return '';
    const d = Dec.of(a);
    const text =
      options.scale === undefined ? d.toString() : options.fixed ? d.toFixed(options.scale) : d.round(options.scale).toString();
    if (!options.grouping) return text;
    const [int = '', frac] = text.split('.');
    const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return frac === undefined ? grouped : `${grouped}.${frac}`;
  },
};
