/**
 * Exact decimal arithmetic for purchase quantities and money, shared by the server and the purchase grid.
 * Values are decimal strings (as on the wire); each is scaled to a BigInt, so no JS float ever touches a
 * quantity or an amount. Rounding is half-up (away from zero), as the reference rounds.
 */
const SCALE = 12;
const ONE = 10n ** BigInt(SCALE);

function toBig(value: string | null | undefined): bigint {
  const v = (value ?? '').trim();
  if (v === '') return 0n;
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(v);
  if (!m) throw new Error(`not a decimal: ${v}`);
  const [, sign, int = '', frac = ''] = m;
  const digits = BigInt((int || '0') + frac.padEnd(SCALE, '0').slice(0, SCALE));
  return sign === '-' ? -digits : digits;
}

function roundTo(big: bigint, scale: number): bigint {
  const unit = 10n ** BigInt(SCALE - scale);
  const half = unit / 2n;
  const q = big >= 0n ? (big + half) / unit : -((-big + half) / unit);
  return q * unit;
}

function toText(big: bigint, scale: number): string {
  const r = roundTo(big, scale);
  const neg = r < 0n;
  const abs = neg ? -r : r;
  const int = abs / ONE;
  const frac = (abs % ONE).toString().padStart(SCALE, '0').slice(0, scale).replace(/0+$/, '');
  const text = frac ? `${int}.${frac}` : `${int}`;
  return neg && text !== '0' ? `-${text}` : text;
}

export const dec = {
  add: (a: string, b: string, scale = 4) => toText(toBig(a) + toBig(b), scale),
  sub: (a: string, b: string, scale = 4) => toText(toBig(a) - toBig(b), scale),
  mul: (a: string, b: string, scale: number) => toText((toBig(a) * toBig(b)) / ONE, scale),
  /** a / b rounded to scale; null when b is zero. */
  div: (a: string, b: string, scale: number) => {
    const d = toBig(b);
    if (d === 0n) return null;
    // one extra digit of precision, then half-up rounding
    return toText((toBig(a) * ONE * 10n) / d / 10n, scale);
  },
  cmp: (a: string, b: string) => {
    const x = toBig(a);
    const y = toBig(b);
    return x === y ? 0 : x < y ? -1 : 1;
  },
  isZero: (a: string | null | undefined) => toBig(a) === 0n,
  max0: (a: string, scale = 4) => toText(toBig(a) < 0n ? 0n : toBig(a), scale),
  min: (a: string, b: string) => (toBig(a) <= toBig(b) ? a : b),
  sum: (values: readonly string[], scale = 4) =>
    toText(
      values.reduce((s, v) => s + toBig(v), 0n),
      scale,
    ),
  norm: (a: string, scale = 4) => toText(toBig(a), scale),
  /** Rounded and padded to exactly `scale` decimals (money as shown: 400.00). */
  fixed: (a: string, scale: number) => {
    const [int, frac = ''] = toText(toBig(a), scale).split('.');
    return scale > 0 ? `${int}.${frac.padEnd(scale, '0')}` : `${int}`;
  },
};

/** 待采购 waiting = planned − reserved − purchased, never below 0. */
export function waitingQuantity(planned: string, reserved: string, purchased: string): string {
  return dec.max0(dec.sub(dec.sub(planned, reserved), purchased));
}

/** 合计采购 (stock unit) = quantity in purchase unit × conversion rate, 4 decimals. */
export function stockQuantity(quantity: string, conversionRate: string): string {
  return dec.mul(quantity, conversionRate, 4);
}

/**
 * A price per stock unit (the material's 参考价【元/库存单位】) as a price per purchase unit: one purchase unit is
 * `conversionRate` stock units, so its price is the stock-unit price × the rate, 4 decimals.
 */
export function purchaseUnitPrice(stockUnitPrice: string, conversionRate: string): string {
  return dec.mul(stockUnitPrice, conversionRate, 4);
}

/** 金额 = unit price × quantity, 2 decimals. */
export function lineAmount(unitPrice: string, quantity: string): string {
  return dec.mul(unitPrice, quantity, 2);
}

/**
 * Typing an amount back-computes the unit price (amount ÷ quantity, 4 decimals) or, without a quantity,
 * the quantity (amount ÷ price, 4 decimals). Null where neither can be computed.
 */
export function backCompute(
  amount: string,
  quantity: string | null | undefined,
  unitPrice: string | null | undefined,
): { unitPrice: string; quantity: string } | null {
  if (quantity && !dec.isZero(quantity)) {
    const price = dec.div(amount, quantity, 4);
    return price === null ? null : { unitPrice: price, quantity };
  }
  if (unitPrice && !dec.isZero(unitPrice)) {
    const q = dec.div(amount, unitPrice, 4);
    return q === null ? null : { unitPrice, quantity: q };
  }
  return null;
}

/**
 * The allocation rule (reference 06 §3): a total is poured into the demand lines from top to bottom, each
 * taking at most its waiting quantity; what is left over is the surplus, bought as an unplanned line.
 */
export function allocateTopDown<T extends { waiting: string }>(
  total: string,
  lines: readonly T[],
): { allocations: { line: T; quantity: string }[]; surplus: string } {
  let left = dec.norm(total);
  const allocations: { line: T; quantity: string }[] = [];
  for (const line of lines) {
    if (dec.cmp(left, '0') <= 0) break;
    const take = dec.min(left, dec.max0(line.waiting));
    if (dec.cmp(take, '0') > 0) {
      allocations.push({ line, quantity: dec.norm(take) });
      left = dec.sub(left, take);
    }
  }
  return { allocations, surplus: dec.max0(left) };
}
