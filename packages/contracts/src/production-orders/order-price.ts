import { Dec, type DecimalInput } from '../decimal/index.js';

/** Unit prices keep 4 decimals, amounts 2 (money as shown), tax rates are percents with 2 decimals. */
export const ORDER_PRICE_SCALE = 4;
export const ORDER_AMOUNT_SCALE = 2;

type Operand = DecimalInput | null | undefined;
const of = (v: Operand): Dec =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '') ? Dec.zero : Dec.of(v);

export interface OrderGoodsPriceInput {
  /** 不含税单价 per piece. */
  noTaxPrice?: Operand;
  /** 税率 in percent (13 = 13 %). */
  taxRate?: Operand;
  /** 加工单价 per piece (whole-order processing factory). */
  processUnitPrice?: Operand;
  /** 订货数量 of the goods block (all customers). */
  totalNum: Operand;
}

export interface OrderGoodsPrice {
  noTaxPrice: string;
  taxRate: string;
  /** 含税单价 = noTaxPrice x (1 + rate), 4 decimals. */
  taxPrice: string;
  /** 不含税金额 = noTaxPrice x totalNum, 2 decimals. */
  noTaxAmount: string;
  /** 税额 = noTaxAmount x rate, 2 decimals. */
  taxAmount: string;
  /** 含税金额 = noTaxAmount + taxAmount (so the three always add up). */
  amount: string;
  processUnitPrice: string;
  /** 加工金额小计 = processUnitPrice x totalNum, 2 decimals. */
  processAmount: string;
}

/**
 * The prices of one ordered goods block, computed once for the form, the server and the exports. Each amount is
 * rounded half-up once, from exact products; the amount with tax is the sum of the two rounded parts.
 */
export function orderGoodsPrice(input: OrderGoodsPriceInput): OrderGoodsPrice {
  const price = of(input.noTaxPrice);
  const rate = of(input.taxRate);
  const qty = of(input.totalNum);
  const noTaxAmount = price.times(qty).round(ORDER_AMOUNT_SCALE);
  const taxAmount = noTaxAmount.times(rate).div(100).round(ORDER_AMOUNT_SCALE);
  const process = of(input.processUnitPrice);
  return {
    noTaxPrice: price.round(ORDER_PRICE_SCALE).toString(),
    taxRate: rate.round(2).toString(),
    taxPrice: price.times(rate.plus(100)).div(100).round(ORDER_PRICE_SCALE).toString(),
    noTaxAmount: noTaxAmount.toFixed(ORDER_AMOUNT_SCALE),
    taxAmount: taxAmount.toFixed(ORDER_AMOUNT_SCALE),
    amount: noTaxAmount.plus(taxAmount).toFixed(ORDER_AMOUNT_SCALE),
    processUnitPrice: process.round(ORDER_PRICE_SCALE).toString(),
    processAmount: process.times(qty).round(ORDER_AMOUNT_SCALE).toFixed(ORDER_AMOUNT_SCALE),
  };
}

/** 不含税单价 from a price with tax: taxPrice / (1 + rate), 4 decimals (the form lets either be typed). */
export function noTaxPriceOf(taxPrice: Operand, taxRate: Operand): string {
  return of(taxPrice).times(100).div(of(taxRate).plus(100), ORDER_PRICE_SCALE).toString();
}
