/**
 * The one exact-decimal module of the project, used by the server and the web: quantities, prices and money are
 * decimal strings on the wire and `numeric` in PostgreSQL, and no JS float ever touches them. A value is held as
 * a BigInt of units of 10^-12 (the widest column has 6 decimals, so products and quotients keep 6 guard digits);
 * BigInt has no upper bound, so the largest numeric(20, 4) value is exact. Rounding is half-up (away from zero)
 * as the reference rounds, unless `'down'` (toward zero) or `'floor'` is asked for.
 */
export const INTERNAL_SCALE = 12;
const ONE = 10n ** BigInt(INTERNAL_SCALE);
const SYNTAX = /^([+-]?)(\d*)(?:\.(\d*))?$/;

export type Rounding = 'half-up' | 'down' | 'floor';
/** A decimal string ("12.5", "-0.0001"), a Dec, or a safe integer (never a fractional JS number). */
export type DecimalInput = string | Dec | number | bigint;

/** Thrown for input that is not a decimal: never read as 0. */
export class DecimalError extends Error {
  constructor(readonly input: unknown) {
    super(`not a decimal: ${JSON.stringify(typeof input === 'bigint' ? String(input) : input)}`);
    this.name = 'DecimalError';
  }
}

/** n / d rounded to an integer by the mode (d > 0). */
function divRound(n: bigint, d: bigint, mode: Rounding): bigint {
  const q = n / d; // truncates toward zero
  const r = n % d;
  if (r === 0n) return q;
  if (mode === 'down') return q;
  if (mode === 'floor') return n < 0n ? q - 1n : q;
  const twice = (r < 0n ? -r : r) * 2n;
  return twice >= d ? (n < 0n ? q - 1n : q + 1n) : q;
}

function unitsOf(value: DecimalInput): bigint {
  if (value instanceof Dec) return value.units;
  if (typeof value === 'bigint') return value * ONE;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new DecimalError(value);
    return BigInt(value) * ONE;
  }
  if (typeof value !== 'string') throw new DecimalError(value);
  const m = SYNTAX.exec(value.trim());
  const [, sign = '', int = '', frac = ''] = m ?? [];
  if (!m || (int === '' && frac === '')) throw new DecimalError(value);
  // Digits past the internal scale round half-up (columns hold at most 6 decimals).
  const extra = frac.length > INTERNAL_SCALE ? frac.slice(INTERNAL_SCALE) : '';
  let units = BigInt((int || '0') + frac.slice(0, INTERNAL_SCALE).padEnd(INTERNAL_SCALE, '0'));
  if (extra && Number(extra[0]) >= 5) units += 1n;
  return sign === '-' ? -units : units;
}

const scaleUnit = (scale: number): bigint => {
  if (!Number.isInteger(scale) || scale < 0 || scale > INTERNAL_SCALE) throw new RangeError(`scale ${scale} out of 0..12`);
  return 10n ** BigInt(INTERNAL_SCALE - scale);
};

/** An immutable exact decimal. Every operation answers a new Dec; `toFixed`/`toString` give the wire text. */
export class Dec {
  private constructor(readonly units: bigint) {}

  /** Throws DecimalError on anything that is not a decimal (blank included). */
  static of(value: DecimalInput): Dec {
    return value instanceof Dec ? value : new Dec(unitsOf(value));
  }

  static readonly zero = new Dec(0n);

  static max(a: DecimalInput, b: DecimalInput): Dec {
    const x = Dec.of(a);
    return x.gte(b) ? x : Dec.of(b);
  }
  static min(a: DecimalInput, b: DecimalInput): Dec {
    const x = Dec.of(a);
    return x.lte(b) ? x : Dec.of(b);
  }

  plus(b: DecimalInput): Dec {
    return new Dec(this.units + unitsOf(b));
  }
  minus(b: DecimalInput): Dec {
    return new Dec(this.units - unitsOf(b));
  }
  /** this × b rounded once to `scale` decimals (by default the internal scale: exact for column values). */
  times(b: DecimalInput, scale = INTERNAL_SCALE, mode: Rounding = 'half-up'): Dec {
    const unit = scaleUnit(scale);
    return new Dec(divRound(this.units * unitsOf(b), ONE * unit, mode) * unit);
  }
  /** this ÷ b rounded once to `scale` decimals; throws RangeError on a zero divisor. */
  div(b: DecimalInput, scale = INTERNAL_SCALE, mode: Rounding = 'half-up'): Dec {
    const d = unitsOf(b);
    if (d === 0n) throw new RangeError('division by zero');
    const unit = scaleUnit(scale);
    const n = this.units * ONE;
    const q = divRound(d < 0n ? -n : n, (d < 0n ? -d : d) * unit, mode);
    return new Dec(q * unit);
  }
  round(scale: number, mode: Rounding = 'half-up'): Dec {
    const unit = scaleUnit(scale);
    return new Dec(divRound(this.units, unit, mode) * unit);
  }
  abs(): Dec {
    return this.units < 0n ? new Dec(-this.units) : this;
  }
  neg(): Dec {
    return new Dec(-this.units);
  }
  cmp(b: DecimalInput): -1 | 0 | 1 {
    const u = unitsOf(b);
    return this.units === u ? 0 : this.units < u ? -1 : 1;
  }
  eq(b: DecimalInput): boolean {
    return this.cmp(b) === 0;
  }
  gt(b: DecimalInput): boolean {
    return this.cmp(b) > 0;
  }
  gte(b: DecimalInput): boolean {
    return this.cmp(b) >= 0;
  }
  lt(b: DecimalInput): boolean {
    return this.cmp(b) < 0;
  }
  lte(b: DecimalInput): boolean {
    return this.cmp(b) <= 0;
  }
  isZero(): boolean {
    return this.units === 0n;
  }
  isNegative(): boolean {
    return this.units < 0n;
  }
  isPositive(): boolean {
    return this.units > 0n;
  }

  /** Rounded to `scale` decimals and padded to exactly that many ("400.00"); no `scale`: as few as needed. */
  toFixed(scale?: number, mode: Rounding = 'half-up'): string {
    const r = scale === undefined ? this.units : this.round(scale, mode).units;
    const neg = r < 0n;
    const abs = neg ? -r : r;
    let frac = (abs % ONE).toString().padStart(INTERNAL_SCALE, '0');
    frac = scale === undefined ? frac.replace(/0+$/, '') : frac.slice(0, scale);
    const text = frac ? `${abs / ONE}.${frac}` : `${abs / ONE}`;
    return neg ? `-${text}` : text;
  }
  /** The shortest exact text ("12.5", "0", "-3"). */
  toString(): string {
    return this.toFixed();
  }
  toJSON(): string {
    return this.toString();
  }
}

/** A numeric(precision, scale) column: what it can hold. */
export interface DecimalColumn {
  precision: number;
  scale: number;
}

/**
 * The columns of apps/server/migrations by kind: stock and ledger quantities numeric(20, 4), bill-line
 * quantities and unit prices numeric(18, 4), bill amounts numeric(18, 2), ledger amounts numeric(20, 2),
 * material prices numeric(20, 6), catalogue prices numeric(14, 2), rates numeric(7, 4).
 */
export const COLUMNS = {
  quantity: { precision: 20, scale: 4 },
  lineQuantity: { precision: 18, scale: 4 },
  unitPrice: { precision: 18, scale: 4 },
  amount: { precision: 18, scale: 2 },
  ledgerAmount: { precision: 20, scale: 2 },
  materialPrice: { precision: 20, scale: 6 },
  catalogPrice: { precision: 14, scale: 2 },
  rate: { precision: 7, scale: 4 },
} as const satisfies Record<string, DecimalColumn>;

/** True when the value fits the column without rounding (at most `scale` decimals, precision − scale digits). */
export function fitsColumn(value: DecimalInput, column: DecimalColumn): boolean {
  const d = Dec.of(value);
  if (!d.eq(d.round(column.scale))) return false;
  const limit = 10n ** BigInt(column.precision - column.scale) * ONE;
  return d.abs().units < limit;
}
