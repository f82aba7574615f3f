import {
  dec,
  isDecimalString,
  isZeroDecimal,
  stockQuantity,
  type ArrivalDetail,
  type ArrivalOrderLineRow,
  type MaterialListRow,
  type NoticeDetail,
} from '@gf/contracts';
import { skuText, trimZeros, type OpenPurchaseLine } from '../api/arrivals-api';
import type { LineDraft } from './ArrivalLinesTable';

/** How the arrival form's lines come to be: by material, by purchase line, by production order, or loaded. */
let lineKey = 0;
export const newLineKey = () => `l${++lineKey}`;

const blank = {
  quantity: '',
  unitPrice: '',
  amount: '',
  amountTyped: false,
  taxRate: '',
  vatNo: '',
  rollNo: '',
  isArriveComplete: false,
  purchaseLineId: null,
  purchaseBillNo: null,
  outstanding: null,
  purchaseLineDemandId: null,
  orderNo: null,
  goodsStyleNo: null,
} satisfies Partial<LineDraft>;

/** + 按物料添加: an unplanned line of a material SKU. */
export function lineFromSku(r: MaterialListRow): LineDraft {
  const stockUnit = r.stockUnit ?? '';
  return {
    ...blank,
    key: newLineKey(),
    materialSkuId: String(r.skuId),
    label: skuText(r),
    purchaseUnit: r.purchaseUnit ?? stockUnit,
    stockUnit,
    conversionRate: r.conversionRate ?? '1',
  };
}

/** + 按采购单添加: a line against a purchase line (spread over its orders on review). */
export function lineFromPurchase(p: OpenPurchaseLine): LineDraft {
  return {
    ...blank,
    key: newLineKey(),
    materialSkuId: p.materialSkuId,
    label: [p.materialNo, p.materialName, p.colorName, p.specNo].join(' '),
    purchaseUnit: p.purchaseUnit,
    stockUnit: p.stockUnit,
    conversionRate: trimZeros(p.conversionRate),
    unitPrice: trimZeros(p.unitPrice),
    taxRate: p.taxRate ? trimZeros(p.taxRate) : '',
    purchaseLineId: p.id,
    purchaseBillNo: p.purchaseBillNo,
    outstanding: trimZeros(p.outstandingQuantity),
  };
}

/** + 按生产单添加 / 按单到料: a line for one production order's share of a purchase line. */
export function lineFromOrder(o: ArrivalOrderLineRow, quantity = ''): LineDraft {
  return {
    ...blank,
    key: newLineKey(),
    materialSkuId: o.materialSkuId,
    label: [o.materialNo, o.materialName, o.colorName, o.specNo].join(' '),
    purchaseUnit: o.purchaseUnit,
    stockUnit: o.stockUnit,
    conversionRate: trimZeros(o.conversionRate),
    quantity,
    unitPrice: trimZeros(o.unitPrice),
    taxRate: o.taxRate ? trimZeros(o.taxRate) : '',
    purchaseLineId: o.purchaseLineId,
    purchaseBillNo: o.purchaseBillNo,
    outstanding: trimZeros(o.outstandingQuantity),
    purchaseLineDemandId: o.purchaseLineDemandId,
    orderNo: o.orderNo,
    goodsStyleNo: o.goodsStyleNo,
  };
}

/** A saved line, for re-editing a draft. */
export const lineFromDetail = (l: ArrivalDetail['lines'][number]): LineDraft => ({
  ...blank,
  key: newLineKey(),
  lineId: l.id,
  materialSkuId: l.materialSkuId,
  label: [l.materialNo, l.materialName, l.colorName, l.specNo].join(' '),
  purchaseUnit: l.purchaseUnit,
  stockUnit: l.stockUnit,
  conversionRate: trimZeros(l.conversionRate),
  quantity: trimZeros(l.quantity),
  unitPrice: trimZeros(l.unitPrice),
  amount: l.amount,
  taxRate: l.taxRate ? trimZeros(l.taxRate) : '',
  vatNo: l.vatNo ?? '',
  rollNo: l.rollNo ?? '',
  isArriveComplete: l.isArriveComplete,
  purchaseLineId: l.purchaseLineId,
  purchaseBillNo: l.purchaseBillNo,
  purchaseLineDemandId: l.purchaseLineDemandId,
  orderNo: l.orderNo,
  goodsStyleNo: l.goodsStyleNo,
});

/** A receipt notice's line, for an arrival opened from the notice. */
export const lineFromNotice = (l: NoticeDetail['lines'][number]): LineDraft => ({
  ...blank,
  key: newLineKey(),
  materialSkuId: l.materialSkuId,
  label: [l.materialNo, l.materialName, l.colorName, l.specNo].join(' '),
  purchaseUnit: l.purchaseUnit,
  stockUnit: l.stockUnit,
  conversionRate: trimZeros(l.conversionRate),
  quantity: trimZeros(l.quantity),
  purchaseLineId: l.purchaseLineId,
});

const usable = (v: string) => isDecimalString(v.trim(), 4, 14) && !isZeroDecimal(v.trim());

/**
 * 是否到齐 follows the quantity: ticked when 本次到料 (stock unit) ≥ 采购未到, unticked when lower. Without a 采购未到
 * (an unplanned line) or a usable quantity the tick stays as it was. Called when the quantity changes only, so a tick
 * set by hand on a shortfall ("the supplier sends no more") stays until the quantity is changed again.
 */
export function completeFor(stock: string, outstanding: string | null, previous: boolean): boolean {
  if (outstanding === null || outstanding.trim() === '' || !usable(stock)) return previous;
  return dec.cmp(stock.trim(), outstanding.trim()) >= 0;
}

/**
 * How much a purchase-linked line's 本次到料 exceeds its 采购未到 (stock unit), or null when it does not. The form warns;
 * whether it may be submitted is the arrival limits' call (overDeliveryLimit, checked by the server at submit).
 */
export function overOutstanding(l: Pick<LineDraft, 'quantity' | 'conversionRate' | 'outstanding'>): string | null {
  if (l.outstanding === null || l.outstanding.trim() === '' || !usable(l.quantity) || !usable(l.conversionRate)) return null;
  const excess = dec.sub(stockQuantity(l.quantity.trim(), l.conversionRate.trim()), l.outstanding.trim());
  return dec.cmp(excess, '0') > 0 ? excess : null;
}

/** A line after its quantity or rate changed: 是否到齐 follows (completeFor) its 本次到料. */
export function followComplete(l: LineDraft): LineDraft {
  if (!usable(l.quantity) || !usable(l.conversionRate)) return l;
  const complete = completeFor(stockQuantity(l.quantity.trim(), l.conversionRate.trim()), l.outstanding, l.isArriveComplete);
  return complete === l.isArriveComplete ? l : { ...l, isArriveComplete: complete };
}
