import { dec, purchaseUnitPrice, type MaterialListRow, type PurchaseBillDetail, type PurchaseDemandRow } from '@gf/contracts';
import { skuLabel, type PurchaseLineForm } from '../api/purchasing-api';
import { refusedCells } from '../../../shared/line-problems';
import type { EditLine, LineField } from './purchase-line-edit';

// How the purchase form's lines come to be (from demand rows, a saved bill, a chosen material) and go out (the payload),
// kept in one order that matches the row numbers the grid shows and the server's materialsSkus.N.

let seq = 0;
const newKey = () => `l${++seq}`;

/** Demand rows → grid lines, one per SKU × supplier, demands kept in board order. */
export function linesFromDemands(existing: EditLine[], rows: PurchaseDemandRow[]): EditLine[] {
  const out = [...existing];
  for (const r of rows) {
    const demand = { id: r.id, orderNo: r.orderNo, goodsStyleNo: r.goodsStyleNo, waiting: r.waitingQuantity };
    const same = out.find((l) => l.materialSkuId === r.materialSkuId && l.supplierId === r.supplierId);
    if (same) {
      if (!same.demands.some((d) => d.id === r.id)) same.demands = [...same.demands, demand];
      continue;
    }
    out.push({
      key: newKey(),
      materialSkuId: r.materialSkuId,
      label: skuLabel(r),
      supplierId: r.supplierId,
      supplierName: r.supplierName,
      purchaseUnit: r.purchaseUnit,
      stockUnit: r.stockUnit,
      conversionRate: dec.norm(r.conversionRate),
      quantity: '',
      unitPrice: r.referencePrice ? purchaseUnitPrice(r.referencePrice, r.conversionRate) : '',
      amount: '',
      taxRate: '',
      remark: '',
      demands: [demand],
    });
  }
  return out;
}

export function linesFromBill(d: PurchaseBillDetail): EditLine[] {
  return d.lines.map((l) => ({
    key: newKey(),
    lineId: l.id,
    materialSkuId: l.materialSkuId,
    label: skuLabel(l),
    supplierId: d.supplierId,
    supplierName: d.supplierName,
    purchaseUnit: l.purchaseUnit,
    stockUnit: l.stockUnit,
    conversionRate: dec.norm(l.conversionRate),
    quantity: dec.norm(l.quantity),
    unitPrice: dec.norm(l.unitPrice),
    amount: l.amount,
    taxRate: l.taxRate ? dec.norm(l.taxRate) : '',
    remark: l.remark ?? '',
    demands: l.demands
      .filter((s) => s.purchaseDemandId)
      .map((s) => ({ id: s.purchaseDemandId!, orderNo: s.orderNo ?? '', goodsStyleNo: s.goodsStyleNo, waiting: s.quantity })),
  }));
}

/** 添加物料(计划外采购): an unplanned line of a material SKU, priced from its 参考价 (per stock unit). */
export function lineFromMaterial(row: MaterialListRow, supplier: { id: string; name: string } | null): EditLine {
  return {
    key: newKey(),
    materialSkuId: row.skuId!,
    label: skuLabel(row),
    supplierId: supplier?.id ?? null,
    supplierName: supplier?.name ?? null,
    purchaseUnit: row.purchaseUnit ?? row.stockUnit ?? '',
    stockUnit: row.stockUnit ?? '',
    conversionRate: row.conversionRate ? dec.norm(row.conversionRate) : '1',
    quantity: '',
    unitPrice: row.planCost ? purchaseUnitPrice(row.planCost, row.conversionRate ?? '1') : '',
    amount: '',
    taxRate: '',
    remark: '',
    demands: [],
  };
}

export const toPayload = (l: EditLine): PurchaseLineForm => ({
  id: l.lineId ?? null,
  materialSkuId: l.materialSkuId,
  conversionRate: l.conversionRate.trim(),
  quantity: l.quantity.trim(),
  unitPrice: l.unitPrice.trim() || null,
  amount: l.amount.trim() || null,
  taxRate: l.taxRate.trim() || null,
  remark: l.remark.trim() || null,
  demandIds: l.demands.map((d) => d.id),
  ...(l.allocations && Object.keys(l.allocations).length
    ? { allocations: Object.entries(l.allocations).map(([demandId, quantity]) => ({ demandId, quantity })) }
    : {}),
});

/**
 * The lines with each supplier's lines together, suppliers in the order they first appear (stable otherwise): the
 * grid shows one card per supplier, so this order makes its row numbers run 1, 2, 3 ... across the cards and match
 * the payload's materialsSkus.N that server refusals name.
 */
export function groupBySupplier(lines: readonly EditLine[]): EditLine[] {
  const order = new Map<string, number>();
  for (const l of lines) if (!order.has(l.supplierId ?? '')) order.set(l.supplierId ?? '', order.size);
  const sorted = lines
    .map((l, i) => ({ l, i }))
    .sort((a, b) => order.get(a.l.supplierId ?? '')! - order.get(b.l.supplierId ?? '')! || a.i - b.i)
    .map(({ l }) => l);
  return sorted.every((l, i) => l === lines[i]) ? (lines as EditLine[]) : sorted;
}

/** The server's field names of a purchase line → the grid cell that shows them. */
const cellOf: Record<string, LineField> = {
  supplierId: 'supplier',
  materialSkuId: 'material',
  conversionRate: 'conversionRate',
  quantity: 'quantity',
  allocations: 'quantity',
  demandIds: 'quantity',
  unitPrice: 'unitPrice',
  amount: 'amount',
  taxRate: 'taxRate',
  remark: 'remark',
  quantityArrive: 'quantityArrive',
  quantityDelivery: 'quantityDelivery',
};

/** A refusal's field paths (materialsSkus.N.field) as marked cells of the lines they name. */
export const refusedPurchaseCells = (lines: readonly EditLine[], fields: readonly string[], text: string) =>
  refusedCells(lines, fields, text, cellOf);
