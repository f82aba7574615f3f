import { dec } from '../decimal/index.js';

/**
 * The figures of an arrival line, shared by the server (saved values) and the arrival form (live values), on the
 * project's one decimal module (half-up). 本次到料 (stock unit) = quantity × rate, 4 decimals; amount = price ×
 * quantity, 2 decimals; a typed amount wins and the unit price becomes amount ÷ quantity, 4 decimals
 * (编辑金额反算单价). A malformed figure throws (DecimalError) rather than counting as 0.
 */
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
  const stockQuantity = dec.mul(input.quantity, input.conversionRate, 4);
  if (input.amount !== null && input.amount.trim() !== '') {
    const amount = dec.fixed(input.amount, 2);
    const unitPrice = dec.div(amount, input.quantity, 4) ?? dec.norm(input.unitPrice, 4);
    return { stockQuantity, unitPrice, amount };
  }
  return {
    stockQuantity,
    unitPrice: dec.norm(input.unitPrice, 4),
    amount: dec.fixed(dec.mul(input.unitPrice, input.quantity, 2), 2),
  };
}

/** Sum of decimal strings at a scale (fixed decimals for money, trimmed for quantities). */
export function sumDecimals(values: readonly string[], scale: number, fixed = scale === 2): string {
  const total = dec.sum(values, scale);
  return fixed ? dec.fixed(total, scale) : total;
}

/** a ÷ b at a scale (trimmed), null when b is zero: 按合计未到一键填齐 turns 采购未到 (stock unit) into purchase units. */
export function divideDecimals(a: string, b: string, scale: number): string | null {
  return dec.div(a, b, scale);
}
