import {
  dec,
  formatUnitTotals,
  totalsByUnit,
  type MaterialListRow,
  type ReturnableArrivalLine,
  type ReturnDetail,
} from '@gf/contracts';

/** One line of the return form (inputs as typed; figures computed exactly with the contracts' decimal math). */
export interface FormLine {
  key: string;
  /** The saved line's id when re-editing: sent back so the line keeps it. */
  lineId?: string | null;
  materialSkuId: string;
  materialNo: string;
  materialName: string;
  colorName: string;
  specNo: string | null;
  purchaseUnit: string;
  stockUnit: string;
  arriveLineId: string | null;
  arriveNo: string | null;
  orderNo: string | null;
  /** What the arrival line may still return (stock unit), for lines by arrival. */
  returnable: string | null;
  quantity: string;
  conversionRate: string;
  unitPrice: string;
  taxRate: string;
  /** 卷号 / 缸号 the line takes from (null = whatever lots hold the SKU). */
  rollId: string | null;
  rollNo: string | null;
  vatNo: string;
}

const noLot = { rollId: null, rollNo: null, vatNo: '' };

const qty4 = /^(0|[1-9]\d{0,13})(\.\d{1,4})?$/;
const rate4 = /^(0|[1-9]\d{0,15})(\.\d{1,4})?$/;
const price4 = /^(0|[1-9]\d{0,13})(\.\d{1,4})?$/;

export const isLineValid = (l: FormLine) =>
  qty4.test(l.quantity) &&
  !dec.isZero(l.quantity) &&
  rate4.test(l.conversionRate) &&
  !dec.isZero(l.conversionRate) &&
  (l.unitPrice === '' || price4.test(l.unitPrice));

export const lineStockQuantity = (l: FormLine) =>
  qty4.test(l.quantity) && rate4.test(l.conversionRate) ? dec.mul(l.quantity, l.conversionRate, 4) : '';
/**
 * How much a line takes out beyond the storehouse's 库存数 of its SKU (stock unit), or null: the form warns, the
 * storehouse's 禁止负库存 decides at review.
 */
export function beyondStock(l: FormLine, onHand: string | undefined): string | null {
  const out = lineStockQuantity(l);
  if (!out || onHand === undefined) return null;
  const excess = dec.sub(out, onHand);
  return dec.cmp(excess, '0') > 0 ? excess : null;
}
export const lineAmount = (l: FormLine) =>
  qty4.test(l.quantity) && (l.unitPrice === '' || price4.test(l.unitPrice)) ? dec.mul(l.quantity, l.unitPrice || '0', 2) : '';
/** A money figure with exactly 2 decimals for display. */
export function money2(v: string): string {
  if (!v) return v;
  const [i, d = ''] = v.split('.');
  return `${i}.${(d + '00').slice(0, 2)}`;
}
export const totalAmount = (lines: FormLine[]) => money2(dec.sum(lines.map(lineAmount).filter(Boolean), 2));
/** 本次退料 added within one stock unit only ("2000 米 + 3000 个"); lines still being typed add nothing. */
export const totalStockQuantity = (lines: FormLine[]) =>
  formatUnitTotals(totalsByUnit(lines, lineStockQuantity, (l) => l.stockUnit));
/** What the lines take out of the storehouse, per SKU in the stock unit (the check before 保存并提交). */
export const stockAsks = (lines: FormLine[]) =>
  lines.map((l) => ({
    key: l.materialSkuId,
    label: [l.materialNo, l.materialName, l.colorName, l.specNo].filter(Boolean).join(' '),
    unit: l.stockUnit,
    quantity: lineStockQuantity(l),
  }));

let seq = 0;
const nextKey = () => `l${++seq}`;

export function fromArrival(a: ReturnableArrivalLine): FormLine {
  return {
    key: nextKey(),
    materialSkuId: a.materialSkuId,
    materialNo: a.materialNo,
    materialName: a.materialName,
    colorName: a.colorName,
    specNo: a.specNo,
    purchaseUnit: a.purchaseUnit,
    stockUnit: a.stockUnit,
    arriveLineId: a.arriveLineId,
    arriveNo: a.arriveNo,
    orderNo: a.orderNo,
    returnable: a.returnableQuantity,
    // Starts empty: the clerk types what goes back (可退 beside it says how much may).
    quantity: '',
    conversionRate: dec.norm(a.conversionRate),
    unitPrice: dec.norm(a.unitPrice),
    taxRate: a.taxRate ? dec.norm(a.taxRate, 2) : '',
    ...noLot,
  };
}

export function fromSku(s: MaterialListRow): FormLine {
  return {
    key: nextKey(),
    materialSkuId: s.skuId ?? '',
    materialNo: s.commonMaterialsNo,
    materialName: s.name,
    colorName: s.colorName ?? '',
    specNo: s.specNoName,
    purchaseUnit: s.purchaseUnit || s.stockUnit || '',
    stockUnit: s.stockUnit ?? '',
    arriveLineId: null,
    arriveNo: null,
    orderNo: null,
    returnable: null,
    quantity: '',
    conversionRate: s.conversionRate ? dec.norm(s.conversionRate) : '1',
    unitPrice: '',
    taxRate: '',
    ...noLot,
  };
}

export function fromDetail(d: ReturnDetail): FormLine[] {
  return d.lines.map((l) => ({
    key: nextKey(),
    lineId: l.id,
    materialSkuId: l.materialSkuId,
    materialNo: l.materialNo,
    materialName: l.materialName,
    colorName: l.colorName,
    specNo: l.specNo,
    purchaseUnit: l.purchaseUnit,
    stockUnit: l.stockUnit,
    arriveLineId: l.arriveLineId,
    arriveNo: l.arriveNo,
    orderNo: l.orderNo,
    returnable: null,
    quantity: dec.norm(l.quantity),
    conversionRate: dec.norm(l.conversionRate),
    unitPrice: dec.norm(l.unitPrice),
    taxRate: l.taxRate ? dec.norm(l.taxRate, 2) : '',
    rollId: l.rollId,
    rollNo: l.rollNo,
    vatNo: l.vatNo ?? '',
  }));
}

export const toInput = (l: FormLine) => ({
  id: l.lineId ?? null,
  materialSkuId: l.materialSkuId,
  arriveLineId: l.arriveLineId,
  conversionRate: l.conversionRate.trim(),
  quantity: l.quantity.trim(),
  unitPrice: l.unitPrice.trim() || null,
  taxRate: l.taxRate.trim() || null,
  orderNo: l.orderNo,
  rollId: l.rollId,
  vatNo: l.vatNo.trim() || null,
  remark: null,
});
