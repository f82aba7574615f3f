/**
 * The figures of an arrival line, shared by the server (saved values) and the arrival form (live values):
 * exact decimals on BigInt (no JS float touches a quantity or an amount), rounded half-up.
 * 本次到料 (stock unit) = quantity × rate, 4 decimals; amount = price × quantity, 2 decimals; a typed amount
 * wins and the unit price becomes amount ÷ quantity, 4 decimals (编辑金额反算单价).
 */
const SCALE = 12;
const ONE = 10n ** BigInt(SCALE);

function big(value: string | null | undefined): bigint {
  const v = (value ?? '').trim();
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(v);
  if (!m || v === '' || v === '-') return 0n;
  const [, sign, int = '', frac = ''] = m;
  const digits = BigInt((int || '0') + frac.padEnd(SCALE, '0').slice(0, SCALE));
  return sign === '-' ? -digits : digits;
}

function text(value: bigint, scale: number, fixed: boolean): string {
  const unit = 10n ** BigInt(SCALE - scale);
  const half = unit / 2n;
  const rounded = value >= 0n ? (value + half) / unit : -((-value + half) / unit);
  const neg = rounded < 0n;
  const abs = neg ? -rounded : rounded;
  const base = 10n ** BigInt(scale);
  let frac = scale > 0 ? (abs % base).toString().padStart(scale, '0') : '';
  if (!fixed) frac = frac.replace(/0+$/, '');
  const out = frac ? `${abs / base}.${frac}` : `${abs / base}`;
  return neg && /[1-9]/.test(out) ? `-${out}` : out;
}

const mul = (a: string, b: string) => (big(a) * big(b)) / ONE;
const div = (a: string, b: string) => (big(b) === 0n ? null : (big(a) * ONE) / big(b));

export interface ArrivalLineFigures {
  stockQuantity: string;
  unitPrice: string;
  amount: string;
}

export function arrivalLineFigures(input: {
  quantity: string;
  conversionRate: string;
  unitPrice: string | null;
  amount: string | null;
}): ArrivalLineFigures {
  const stockQuantity = text(mul(input.quantity, input.conversionRate), 4, false);
  if (input.amount !== null && input.amount.trim() !== '') {
    const amount = text(big(input.amount), 2, true);
    const price = div(amount, input.quantity);
    return { stockQuantity, unitPrice: price === null ? text(big(input.unitPrice), 4, false) : text(price, 4, false), amount };
  }
  return {
    stockQuantity,
    unitPrice: text(big(input.unitPrice), 4, false),
    amount: text(mul(input.unitPrice ?? '0', input.quantity), 2, true),
  };
}

/** Sum of decimal strings at a scale (fixed decimals for money, trimmed for quantities). */
export function sumDecimals(values: readonly string[], scale: number, fixed = scale === 2): string {
  return text(
    values.reduce((s, v) => s + big(v), 0n),
    scale,
    fixed,
  );
}

/** a ÷ b at a scale (trimmed), null when b is zero: 按合计未到一键填齐 turns 采购未到 (stock unit) into purchase units. */
export function divideDecimals(a: string, b: string, scale: number): string | null {
  const q = div(a, b);
  return q === null ? null : text(q, scale, false);
}
